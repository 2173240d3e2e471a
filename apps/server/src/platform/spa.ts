import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { negotiate } from '@fastify/accept-negotiator';
import Beasties from 'beasties';
import { isAdminPath } from './admin-spa';
import { apiNotFound } from './error-handler';
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

/** In what lobbyHead returns, separates the `<head>` tags from the markup for #root. */
export const LOBBY_ROOT_MARKER = '<!--lobby-root-->';

const LOBBY_PATHS = new Set(['/', '/lobby']);
const EMPTY_ROOT = '<div id="root"></div>';

/** index.html with `head` before </head> and `root` inside the (empty) #root element. */
export function lobbyHtml(indexHtml: string, extra: string): string {
  const [head = '', root = ''] = extra.split(LOBBY_ROOT_MARKER);
  // Replacer functions: a `$` in the markup is text, not a replacement pattern.
  const html = indexHtml.replace('</head>', () => `${head}</head>`);
  return root ? html.replace(EMPTY_ROOT, () => `<div id="root">${root}</div>`) : html;
}

// ------------------------------------------------------------ a page the server paints first

/** Vite's manifest of the web build (build.manifest), and the CSP hashes its plugin writes. */
const BUILD_MANIFEST = '.vite/manifest.json';
const INLINE_STYLE_HASHES = '.vite/inline-style-hashes.json';
const BOOT_SCRIPT = 'src/boot.ts';

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/** index.html for the pages the server paints first (the visitor's lobby; decision 069). */
export interface FirstPaintPage {
  /** index.html with the critical CSS inline and the boot script instead of the app's. */
  html: string;
  /** The critical CSS, as the page's `<style>` element holds it. */
  css: string;
  /** The CSP source that allows exactly that stylesheet: `'sha256-…'`. */
  styleHash: string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const readJson = <T>(file: string): T | null =>
  existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : null;

export const styleHashSource = (css: string) =>
  `'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`;

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*\shref="([^"]+)"[^>]*>/g;
const MODULE_PRELOAD_LINK = /\s*<link rel="modulepreload"[^>]*>/g;
const FONT_PRELOAD_HREF = /<link rel="preload" as="font"[^>]*\shref="([^"]+)"/g;
const FONT_FACE = /@font-face\{[^}]*\}/g;

/**
 * The page for a visitor's lobby, which the server paints before the app runs: its first screen
 * needs nothing but the HTML. The stylesheet gives way to the CSS the first paint's markup uses
 * (`sample`; Beasties picks those rules out of the build's stylesheet) in a `<style>` element,
 * plus the @font-face of the text font index.html preloads (Beasties does not follow the
 * `var(--font-family)` the rules use). The app's script and its preloads give way to the boot
 * script (web `src/boot.ts`), which loads the app and its stylesheet once the first paint is on
 * screen; without scripts the stylesheet loads as usual (`<noscript>`). Null when the build has
 * no boot script or index.html is not what Vite writes: the page is then index.html as built.
 */
export async function firstPaintPage(
  distDir: string,
  indexHtml: string,
  sample: string,
  log?: FastifyBaseLogger,
): Promise<FirstPaintPage | null> {
  const manifest = readJson<Record<string, ManifestChunk>>(path.join(distDir, BUILD_MANIFEST));
  const entry = manifest?.['index.html'];
  const boot = manifest?.[BOOT_SCRIPT];
  if (!manifest || !entry || !boot) return null;
  const entryScript = new RegExp(
    `<script type="module"[^>]*\\ssrc="/${escapeRegExp(entry.file)}"[^>]*></script>`,
  );
  const stylesheets = [...indexHtml.matchAll(STYLESHEET_LINK)];
  if (!entryScript.test(indexHtml) || stylesheets.length === 0) return null;

  const beasties = new Beasties({
    path: distDir,
    publicPath: '/',
    preloadFonts: false,
    reduceInlineStyles: false,
    logger: {
      warn: (message) => log?.warn(`critical CSS: ${message}`),
      error: (message) => log?.error(`critical CSS: ${message}`),
    },
  });
  const withSample = lobbyHtml(indexHtml, `${LOBBY_ROOT_MARKER}${sample}`);
  const critical = /<style>([\s\S]*?)<\/style>/.exec(await beasties.process(withSample))?.[1];
  if (!critical) return null;
  const fonts = new Set([...indexHtml.matchAll(FONT_PRELOAD_HREF)].map((m) => m[1]!));
  const fontFaces = stylesheets
    .flatMap(([, href]) => [...readFileSync(path.join(distDir, href!), 'utf8').matchAll(FONT_FACE)])
    .map(([rule]) => rule)
    .filter((rule) => [...fonts].some((font) => rule.includes(`url(${font})`)));
  const css = `${fontFaces.join('')}${critical}`;

  const bootPreloads = (boot.imports ?? [])
    .map((name) => manifest[name]?.file)
    .filter(Boolean)
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
  const noscript = stylesheets.map(([link]) => link).join('');
  const [firstLink] = stylesheets[0]!;
  const html = indexHtml
    .replace(MODULE_PRELOAD_LINK, '')
    .replace(
      entryScript,
      () =>
        `<script type="module" crossorigin src="/${boot.file}"></script>${bootPreloads.join('')}`,
    )
    .replace(STYLESHEET_LINK, (link) =>
      link === firstLink ? `<style>${css}</style><noscript>${noscript}</noscript>` : '',
    );
  return { html, css, styleHash: styleHashSource(css) };
}

// ------------------------------------------------------------ sending a page

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * A page made for this request, compressed as the browser accepts (Brotli or gzip; built files
 * have theirs written by the build): the lobby's HTML, critical CSS and first paint included, is
 * some 20 KB, which a phone's first round trip would not carry whole.
 */
async function sendPage(request: FastifyRequest, reply: FastifyReply, html: string) {
  reply.type('text/html; charset=utf-8').header('vary', 'accept-encoding');
  const encoding = negotiate(request.headers['accept-encoding'] ?? '', ['br', 'gzip']);
  if (!encoding) return reply.send(html);
  const body =
    encoding === 'br'
      ? await brotli(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } })
      : await gzipAsync(html);
  return reply.header('content-encoding', encoding).send(body);
}

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
  const appStyleHashes = built ? readJson<string[]>(path.join(distDir, INLINE_STYLE_HASHES)) : null;
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
