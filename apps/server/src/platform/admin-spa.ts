import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';

/** Where the back office lives; the player app's fallback never answers under it. */
export const ADMIN_BASE_PATH = '/admin';

export function isAdminPath(pathname: string): boolean {
  return pathname === ADMIN_BASE_PATH || pathname.startsWith(`${ADMIN_BASE_PATH}/`);
}

const NOT_BUILT =
  '<!doctype html><title>Not built</title><p>The back office is not built yet: run <code>npm run build</code>.</p>';

/**
 * Serves the back office's own build (apps/admin/dist) at /admin from the API's port
 * (docs/decisions/024): its files as they are, and any other GET under /admin its index.html,
 * so the admin router decides. A missing file under /admin/assets/ is a plain 404.
 */
export async function registerAdminSpa(app: FastifyInstance, distDir: string) {
  const built = existsSync(path.join(distDir, 'index.html'));
  await app.register(async (admin) => {
    if (built) {
      await admin.register(fastifyStatic, {
        root: distDir,
        prefix: `${ADMIN_BASE_PATH}/`,
        decorateReply: false,
        wildcard: false,
        index: false,
        cacheControl: false,
        setHeaders(res, filePath) {
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          res.setHeader(
            'cache-control',
            immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      });
    }
    const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
      const pathname = request.url.split('?')[0] ?? '';
      if (pathname.startsWith(`${ADMIN_BASE_PATH}/assets/`)) {
        return reply.code(404).type('text/plain; charset=utf-8').send(`No file ${pathname}`);
      }
      if (!built) return reply.code(503).type('text/html').send(NOT_BUILT);
      reply.header('cache-control', 'no-cache');
      // Read on each request: a new build (new asset names) is served without a restart.
      const html = await readFile(path.join(distDir, 'index.html'), 'utf8');
      return reply.type('text/html; charset=utf-8').send(html);
    };
    admin.get(ADMIN_BASE_PATH, sendIndex);
    admin.get(`${ADMIN_BASE_PATH}/*`, sendIndex);
  });
}
