import type { FastifyInstance } from 'fastify';
import { registerJsonBody } from './json-body';
import { registerUrlNulGuard } from './nul-bytes';

/**
 * What every request is checked for before any work (decision 042): a JSON body nested too
 * deeply or holding a NUL, a URL holding a NUL. Register on the root instance, before plugins.
 */
export function registerHostileInputGuards(app: FastifyInstance) {
  registerJsonBody(app);
  registerUrlNulGuard(app);
}
