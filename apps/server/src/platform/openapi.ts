import type { FastifyInstance } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_TTL_HOURS } from '@app/contracts/idempotency';

const IDEMPOTENCY_RULE =
  `Requests that move money or claim something need an \`${IDEMPOTENCY_KEY_HEADER}\` header ` +
  '(8 to 255 visible characters, new for each action; keys belong to the caller). The same key with ' +
  'the same request answers the first answer again (status and body, with `Idempotent-Replayed: true`) ' +
  'and moves nothing twice; with another request it is refused (1009); a missing or malformed key is ' +
  'refused (1010); while the first request with the key runs, a second waits for its answer or gets ' +
  `1011 (in progress). Keys are kept at least ${IDEMPOTENCY_KEY_TTL_HOURS} hours.`;

type Transform = typeof jsonSchemaTransform;

/** The zod transform, plus the Idempotency-Key header on routes that need it. */
const withIdempotencyHeader: Transform = (input) => {
  const output = jsonSchemaTransform(input);
  if (!input.route.config?.idempotent) return output;
  const schema = output.schema as Record<string, unknown>;
  return {
    ...output,
    schema: {
      ...schema,
      headers: {
        type: 'object',
        properties: {
          [IDEMPOTENCY_KEY_HEADER]: {
            type: 'string',
            minLength: 8,
            maxLength: 255,
            description: 'A new key for each action, the same key when retrying it.',
          },
        },
        required: [IDEMPOTENCY_KEY_HEADER],
      },
    },
  };
};

/** The OpenAPI document generated from the route schemas, browsable at /api/docs. */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Golden Sweeps API',
        description:
          'Player API of the Golden Sweeps social casino. Success answers `{ data }`; failures `{ errors: [{ errorCode, name, description }] }`.\n\n' +
          IDEMPOTENCY_RULE,
        version: '1.0.0',
      },
      servers: [{ url: '/' }],
    },
    transform: withIdempotencyHeader,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
}
