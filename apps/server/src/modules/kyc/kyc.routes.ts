import type { FastifyRequest } from 'fastify';
import { WEBHOOK_HEADERS, ZWebhookAck } from '@app/contracts/payments';
import { KYC_DOCUMENT_MAX_BYTES, ZKycUploadFields, ZUpdateSsnRequest } from '@app/contracts/kyc';
import { ZKycDocumentIdParam } from '@app/contracts/kyc-admin';
import { uploadFileType } from '@app/contracts/document-upload';
import type { ApiApp } from '../../platform/api-app';
import { AppError } from '../../platform/app-error';
import { authUserId, requireAuth } from '../../platform/request-auth';
import type { IdentityVerdicts } from './identity-verdicts.service';
import { identityWebhookRoute } from './identity-provider';
import { sendKycFile } from './kyc-files';
import type { KycService, KycUploadInput } from './kyc.service';

const tags = ['kyc'];
const MULTIPART_MESSAGE = 'Send the document as multipart/form-data.';

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Reads the upload's `document` file (up to the size limit) and its `documentLabelId` field. */
async function readUpload(request: FastifyRequest): Promise<KycUploadInput> {
  if (!request.isMultipart()) throw new AppError('ValidationError', MULTIPART_MESSAGE);
  const fields: Record<string, unknown> = {};
  let file: KycUploadInput['file'];
  try {
    // A file over the limit is cut there (truncated), not thrown: the size has its own message.
    // (@fastify/multipart reads throwFileSizeLimit per call; its typings omit it.)
    const options = {
      limits: { fileSize: KYC_DOCUMENT_MAX_BYTES, files: 1 },
      throwFileSizeLimit: false,
    };
    const parts = request.parts(options);
    for await (const part of parts) {
      if (part.type !== 'file') {
        fields[part.fieldname] = part.value;
        continue;
      }
      const bytes = await part.toBuffer();
      const tooLarge = part.file.truncated;
      if (part.fieldname === 'document')
        file = {
          fileName: part.filename,
          claimed: uploadFileType(part.filename, part.mimetype),
          bytes,
          tooLarge,
        };
    }
  } catch {
    throw new AppError('ValidationError', MULTIPART_MESSAGE);
  }
  const parsed = ZKycUploadFields.safeParse({ documentLabelId: fields.documentLabelId });
  if (!parsed.success)
    throw new AppError('ValidationError', parsed.error.issues[0]?.message, {
      field: 'documentLabelId',
    });
  return { documentLabelId: parsed.data.documentLabelId, file };
}

/** The player's KYC calls of SPEC §7, the own-document file, and the identity provider's webhook. */
export function kycRoutes(
  app: ApiApp,
  deps: { kyc: KycService; verdicts: IdentityVerdicts; identityProvider: string | undefined },
) {
  const { kyc } = deps;

  app.get(
    '/kyc/get-labels',
    {
      schema: { tags, summary: 'Active document labels with the player’s documents' },
      config: { allowRedeemOnly: true },
      onRequest: requireAuth,
    },
    async (request) => ({ data: await kyc.labels(authUserId(request)) }),
  );

  app.get(
    '/kyc/get-kyc-setting',
    {
      schema: { tags, summary: 'The KYC switches' },
      config: { allowRedeemOnly: true },
      onRequest: requireAuth,
    },
    async () => ({ data: await kyc.settings() }),
  );

  app.get(
    '/kyc/init-kyc',
    {
      schema: { tags, summary: 'Starts an identity-widget session' },
      config: { allowRedeemOnly: true },
      onRequest: requireAuth,
    },
    async (request) => ({ data: await kyc.initKyc(authUserId(request)) }),
  );

  app.post(
    '/kyc/upload-image',
    {
      schema: { tags, summary: 'Uploads a KYC document', consumes: ['multipart/form-data'] },
      config: { allowRedeemOnly: true },
      onRequest: requireAuth,
    },
    async (request) => {
      const input = await readUpload(request);
      return { data: await kyc.upload(authUserId(request), input) };
    },
  );

  app.get(
    '/kyc/documents/:documentId/file',
    {
      schema: { tags, summary: 'One of the player’s own documents', params: ZKycDocumentIdParam },
      config: { allowRedeemOnly: true },
      onRequest: requireAuth,
    },
    async (request, reply) => {
      const file = await kyc.ownDocumentFile(authUserId(request), request.params.documentId);
      return sendKycFile(reply, file.type, file.bytes);
    },
  );

  app.post(
    '/kyc/update-ssn',
    {
      schema: {
        tags,
        summary: 'Saves the player’s SSN (answered masked)',
        body: ZUpdateSsnRequest,
      },
      config: { allowRedeemOnly: true },
      onRequest: requireAuth,
    },
    async (request) => ({ data: await kyc.updateSsn(authUserId(request), request.body.ssn) }),
  );

  const provider = deps.identityProvider;
  if (!provider) return;
  void app.register(async (scope: ApiApp) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => {
      done(null, body);
    });
    scope.post(
      identityWebhookRoute(provider),
      {
        schema: {
          tags,
          summary:
            'Signed identity-widget verdict (HMAC-SHA256 over `timestamp.rawBody`, 5-minute window); applied once',
          response: { 200: ZWebhookAck },
        },
      },
      async (request) => {
        const { duplicate } = await deps.verdicts.receive(
          typeof request.body === 'string' ? request.body : '',
          {
            timestamp: header(request.headers[WEBHOOK_HEADERS.TIMESTAMP]),
            signature: header(request.headers[WEBHOOK_HEADERS.SIGNATURE]),
          },
        );
        return { data: { received: true as const, duplicate } };
      },
    );
  });
}
