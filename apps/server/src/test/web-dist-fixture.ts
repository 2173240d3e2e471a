import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A stand-in for the built web app (`apps/web/dist`) with a bare index.html, for a test of what
 * the server adds to the page it serves: CI runs the server tests before any build, so a test
 * must not depend on a real build being there. Pass it as WEB_DIST_DIR.
 */
export function webDistFixture(): string {
  const distDir = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  writeFileSync(
    path.join(distDir, 'index.html'),
    '<!doctype html><head><title>x</title></head><body><div id="root"></div></body>',
  );
  return distDir;
}
