import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { apiNotFound } from './error-handler';

/**
 * Serves the built single-page app from the API's port. Files that exist are
 * sent as they are; any other GET outside /api is answered with index.html so a
 * deep link (/vip, /games/category/Slots) loads the app and its router decides.
 * Server-side paths (/api, /socket.io, /dev, /sandbox) answer a JSON 404 instead.
 */
export interface SpaOptions {
  /**
   * Extra `<head>` tags for the lobby's pages (/ and /lobby): preload hints
   * for what the lobby paints first. Pages without hints are sent as built.
   */
  lobbyHead?: (request: FastifyRequest) => Promise<string>;
}

const LOBBY_PATHS = new Set(['/', '/lobby']);

export async function registerSpa(app: FastifyInstance, distDir: string, options: SpaOptions = {}) {
  const indexFile = path.join(distDir, 'index.html');
  const built = existsSync(indexFile);
  const indexHtml = built ? readFileSync(indexFile, 'utf8') : '';
  if (built) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      cacheControl: false,
      // The build writes .br and .gz beside each text file; browsers that accept them get those.
      preCompressed: true,
      setHeaders(res, filePath) {
        // Vite fingerprints everything under assets/; other files may change between deploys.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('vary', 'accept-encoding');
        res.setHeader(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isApi =
      pathname === '/api' ||
      pathname.startsWith('/api/') ||
      pathname.startsWith('/socket.io') ||
      pathname.startsWith('/dev/') ||
      pathname === '/sandbox' ||
      pathname.startsWith('/sandbox/');
    if (isApi || (request.method !== 'GET' && request.method !== 'HEAD'))
      return apiNotFound(request, reply);
    if (!built) {
      return reply
        .code(503)
        .type('text/html')
        .send(
          '<!doctype html><title>Not built</title><p>The web app is not built yet: run <code>npm run build</code>.</p>',
        );
    }
    reply.header('cache-control', 'no-cache');
    if (options.lobbyHead && LOBBY_PATHS.has(pathname)) {
      const head = await options.lobbyHead(request);
      return reply
        .type('text/html; charset=utf-8')
        .send(indexHtml.replace('</head>', `${head}</head>`));
    }
    return reply.sendFile('index.html', distDir);
  });
}
