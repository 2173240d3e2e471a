/**
 * Draws the web app manifest's icons (decision 043) from the brand mark in public/favicon.svg
 * (the crown coin) into public/icons/:
 *
 *   icon-192.png, icon-512.png   the coin on a transparent square ("any": browsers, the
 *                                install dialog, the splash screen)
 *   icon-maskable-512.png        the coin inside the maskable safe zone (the middle 80 %) on the
 *                                site's background colour, edge to edge (Android's launcher
 *                                cuts it to a circle, a squircle or a rounded square)
 *   apple-touch-icon.png         180 px, opaque (iOS fills transparency with black)
 *
 *   npm run make:pwa-icons -w @app/web
 *
 * The PNGs are committed; run this again when the mark changes.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { PWA_COLORS } from './pwa-manifest';

const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../public');
const outDir = path.join(publicDir, 'icons');

/** The mark's drawing: favicon.svg without its outer <svg> element (a 64 × 64 view box). */
function markDrawing(): string {
  const svg = readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');
  const inner = /<svg[^>]*viewBox="0 0 64 64"[^>]*>([\s\S]*)<\/svg>/.exec(svg)?.[1];
  if (!inner) throw new Error('favicon.svg is not a 64 × 64 <svg>');
  return inner;
}

/**
 * A `size` px square with the mark centred at `markShare` of its width, on `background`
 * (none: transparent).
 */
function iconSvg(size: number, markShare: number, background?: string): string {
  const markSize = size * markShare;
  const offset = (size - markSize) / 2;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">`,
    background ? `<rect width="${size}" height="${size}" fill="${background}"/>` : '',
    `<g transform="translate(${offset} ${offset}) scale(${markSize / 64})">${markDrawing()}</g>`,
    '</svg>',
  ].join('');
}

const ICONS = [
  { file: 'icon-192.png', size: 192, markShare: 1 },
  { file: 'icon-512.png', size: 512, markShare: 1 },
  // The safe zone is a circle of 80 % of the width; the coin's ring stays inside it.
  { file: 'icon-maskable-512.png', size: 512, markShare: 0.72, background: PWA_COLORS.background },
  { file: 'apple-touch-icon.png', size: 180, markShare: 0.82, background: PWA_COLORS.background },
] as const;

mkdirSync(outDir, { recursive: true });
for (const icon of ICONS) {
  const background = 'background' in icon ? icon.background : undefined;
  const output = path.join(outDir, icon.file);
  await sharp(Buffer.from(iconSvg(icon.size, icon.markShare, background)))
    .png({ compressionLevel: 9, palette: true, quality: 90 })
    .toFile(output);
  console.log(`${path.relative(process.cwd(), output)} (${icon.size} px)`);
}
