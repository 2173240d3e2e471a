import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { isAdminPath } from './admin-spa';
import { apiNotFound } from './error-handler';
import {
  appStyleHashes as readAppStyleHashes,
  firstPaintPage,
  LOBBY_ROOT_MARKER,
  lobbyHtml,
  sendPage,
} from './lobby-page';
import { playerPagePolicy } from './security-headers';

/**
 * Serves the built single-page app from the API's port. Files that exist are
 * sent as they are; any other GET outside /api is answered with index.html so a
 * deep link (/vip, /games/category/Slots) loads the app and its router decides.
 * Server-side paths (/api, /socket.io, /dev, /sandbox) answer a JSON 404 instead, and
 * a missing file (isAssetPath) a plain 404.
 */
export interface SpaOptions {
  /**
   * Extra markup for the lobby's pages (/ and /lobby): `<head>` tags (preload
   * hints, data the lobby paints first) and, optionally after
   * LOBBY_ROOT_MARKER, what #root shows until the app renders over it.
   * Pages without it are sent as built.
   */
  lobbyHead?: (request: FastifyRequest) => Promise<string>;
  /**
   * Markup for #root with every part the lobby's first paint can have (several banners, all of a
   * banner's texts, its button): the critical CSS of a page the server paints first is the CSS
   * this markup uses (visitorLobbyPage). Without it such pages are index.html as built.
   */
  lobbyFirstPaintSample?: string;
  /** Production: the pages' policy upgrades insecure requests, as the site's does. */
  production?: boolean;
}

/** Folders that hold only files: a missing file there is a 404, never the app. */
const ASSET_FOLDERS = ['/assets/', '/media/', '/images/', '/uploads/'];
/** Endings of files the app loads; no route of the app ends with one. */
const ASSET_FILE =
  /\.(?:js|mjs|css|map|json|txt|xml|webmanifest|png|jpe?g|gif|webp|avif|svg|ico|mp4|webm|mov|mp3|ogg|wav|woff2?|ttf|otf|br|gz)$/i;

/**
 * Whether a path names a file rather than a page: such a request that finds no
 * file answers 404, so a missing video or script fails as one in the browser
 * instead of receiving the app's HTML.
 */
export function isAssetPath(pathname: string): boolean {
  return ASSET_FOLDERS.some((folder) => pathname.startsWith(folder)) || ASSET_FILE.test(pathname);
}

const LOBBY_PATHS = new Set(['/', '/lobby']);

export async function registerSpa(app: FastifyInstance, distDir: string, options: SpaOptions = {}) {
  const indexFile = path.join(distDir, 'index.html');
  const built = existsSync(indexFile);
  const indexHtml = built ? readFileSync(indexFile, 'utf8') : '';
  const firstPaint =
    built && options.lobbyFirstPaintSample
      ? await firstPaintPage(distDir, indexHtml, options.lobbyFirstPaintSample, app.log).catch(
          (error: unknown) => {
            app.log.error({ err: error }, 'the lobby page is sent as built: no critical CSS');
            return null;
          },
        )
      : null;
  // The styles the app writes as it runs (web build/inline-style-hashes.ts); a build without the
  // list keeps the site's policy, which allows any inline style.
  const appStyleHashes = built ? readAppStyleHashes(distDir) : null;
  const pagePolicy = appStyleHashes
    ? playerPagePolicy(Boolean(options.production), [
        ...(firstPaint ? [firstPaint.styleHash] : []),
        ...appStyleHashes,
      ])
    : null;
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
      pathname.startsWith('/uploads/') ||
      pathname === '/sandbox' ||
      pathname.startsWith('/sandbox/');
    if (isApi || (request.method !== 'GET' && request.method !== 'HEAD'))
      return apiNotFound(request, reply);
    // The back office answers its own paths (admin-spa.ts); the player app never does.
    if (isAdminPath(pathname)) {
      return reply.code(404).type('text/plain; charset=utf-8').send(`No page ${pathname}`);
    }
    if (isAssetPath(pathname)) {
      return reply.code(404).type('text/plain; charset=utf-8').send(`No file ${pathname}`);
    }
    if (!built) {
      return reply
        .code(503)
        .type('text/html')
        .send(
          '<!doctype html><title>Not built</title><p>The web app is not built yet: run <code>npm run build</code>.</p>',
        );
    }
    reply.header('cache-control', 'no-cache');
    if (pagePolicy) reply.header('content-security-policy', pagePolicy);
    if (options.lobbyHead && LOBBY_PATHS.has(pathname)) {
      const extra = await options.lobbyHead(request);
      const paintsFirst = firstPaint !== null && extra.includes(LOBBY_ROOT_MARKER);
      return sendPage(request, reply, lobbyHtml(paintsFirst ? firstPaint.html : indexHtml, extra));
    }
    return reply.sendFile('index.html', distDir);
  });
}
