import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/test-app';
import { isAssetPath } from './spa';

/** The file the web build copies from public/ into dist/media/. */
const COMING_SOON_VIDEO = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../web/public/media/coming-soon.mp4',
);
const video = readFileSync(COMING_SOON_VIDEO);

const distDir = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><div id="root">casino shell</div>');
mkdirSync(path.join(distDir, 'media'));
copyFileSync(COMING_SOON_VIDEO, path.join(distDir, 'media', 'coming-soon.mp4'));

/** The top-level MP4 boxes in file order: ftyp first, moov before mdat for streaming. */
function topLevelBoxes(file: Buffer): string[] {
  const boxes: string[] = [];
  for (let at = 0; at + 8 <= file.length;) {
    const size = file.readUInt32BE(at);
    boxes.push(file.toString('latin1', at + 4, at + 8));
    if (size < 8) break;
    at += size;
  }
  return boxes;
}

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ seed: false, env: { WEB_DIST_DIR: distDir } });
});
afterAll(async () => {
  await t.close();
});

describe('the coming-soon video', () => {
  it('is a small MP4 that starts playing before it has all arrived (faststart)', () => {
    expect(video.length).toBeLessThan(300 * 1024);
    const boxes = topLevelBoxes(video);
    expect(boxes[0]).toBe('ftyp');
    expect(boxes.indexOf('moov')).toBeGreaterThan(-1);
    expect(boxes.indexOf('moov')).toBeLessThan(boxes.indexOf('mdat'));
  });

  it('is served as video/mp4, in ranges as a video element asks', async () => {
    const res = await t.request('/media/coming-soon.mp4');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('video/mp4');
    expect(Buffer.from(await res.arrayBuffer()).equals(video)).toBe(true);

    const part = await t.request('/media/coming-soon.mp4', { headers: { range: 'bytes=0-99' } });
    expect(part.status).toBe(206);
    expect((await part.arrayBuffer()).byteLength).toBe(100);
  });
});

describe('missing files', () => {
  it('answer 404, not the app, while pages still get the app', async () => {
    for (const file of [
      '/media/trailer.mp4',
      '/assets/index-missing.js',
      '/images/banners/gone.svg',
      '/favicon.png',
    ]) {
      const res = await t.request(file);
      expect(res.status, file).toBe(404);
      expect(await res.text(), file).not.toContain('casino shell');
    }
    for (const page of ['/coming-soon', '/cms/privacy-policy', '/games/category/Slots']) {
      const res = await t.request(page);
      expect(res.status, page).toBe(200);
      expect(await res.text(), page).toContain('casino shell');
    }
  });
});

describe('isAssetPath', () => {
  it('tells file paths from the app routes', () => {
    expect(isAssetPath('/media/coming-soon.mp4')).toBe(true);
    expect(isAssetPath('/assets/chunk-x.css')).toBe(true);
    expect(isAssetPath('/robots.txt')).toBe(true);
    expect(isAssetPath('/uploads/avatar')).toBe(true);
    expect(isAssetPath('/')).toBe(false);
    expect(isAssetPath('/game-play/3')).toBe(false);
    expect(isAssetPath('/cms/terms-and-conditions')).toBe(false);
    expect(isAssetPath('/user/verifyEmail')).toBe(false);
  });
});
