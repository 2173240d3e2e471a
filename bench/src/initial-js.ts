import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/dist');

/** Scripts the lobby page loads before any interaction: the entry and its module preloads (gzipped bytes). */
export function initialJsGzipBytes(distDir = dist): number {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const sources = [
    ...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g),
  ].map((m) => m[1]!);
  return sources.reduce(
    (sum, src) => sum + gzipSync(readFileSync(path.join(distDir, src))).length,
    0,
  );
}

export const initialJsGzipKb = (distDir?: string) =>
  Number((initialJsGzipBytes(distDir) / 1024).toFixed(1));
