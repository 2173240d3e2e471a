import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { negotiate } from '@fastify/accept-negotiator';
import Beasties from 'beasties';

/**
 * The lobby's page as the server sends it (spa.ts serves it): index.html with the lobby's head
 * tags and first paint, and for a visitor the page that paints from its HTML alone (decision 069).
 */

/** In what lobbyHead returns, separates the `<head>` tags from the markup for #root. */
export const LOBBY_ROOT_MARKER = '<!--lobby-root-->';

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

const styleHashSource = (css: string) =>
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
export async function sendPage(request: FastifyRequest, reply: FastifyReply, html: string) {
  reply.type('text/html; charset=utf-8').header('vary', 'accept-encoding');
  const encoding = negotiate(request.headers['accept-encoding'] ?? '', ['br', 'gzip']);
  if (!encoding) return reply.send(html);
  const body =
    encoding === 'br'
      ? await brotli(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } })
      : await gzipAsync(html);
  return reply.header('content-encoding', encoding).send(body);
}

/** The CSP hashes of the styles the built app writes (web build/inline-style-hashes.ts), or null. */
export const appStyleHashes = (distDir: string) =>
  readJson<string[]>(path.join(distDir, INLINE_STYLE_HASHES));
