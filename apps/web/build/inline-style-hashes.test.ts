// @vitest-environment jsdom
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { INLINE_STYLE_HASHES_FILE, inlineStyleHashes } from './inline-style-hashes';

type Hook = (this: unknown, ...args: unknown[]) => unknown;

/** The hashes the plugin writes after it has seen `modules` bundled. */
function hashesWritten(modules: Record<string, string>): string[] {
  const plugin = inlineStyleHashes();
  const context = {
    error(message: string): never {
      throw new Error(message);
    },
    emitFile(file: { fileName: string; source: string }) {
      expect(file.fileName).toBe(INLINE_STYLE_HASHES_FILE);
      written = JSON.parse(file.source) as string[];
      return 'ref';
    },
  };
  let written: string[] = [];
  (plugin.buildStart as Hook).call(context, {});
  for (const [id, code] of Object.entries(modules))
    (plugin.transform as Hook).call(context, code, id);
  (plugin.generateBundle as Hook).call(context, {}, {}, false);
  return written;
}

const sha256 = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

const sonnerDir = path.dirname(createRequire(import.meta.url).resolve('sonner'));
const SONNER_ID = path.join(sonnerDir, 'index.mjs');

describe('inlineStyleHashes', () => {
  it('hashes exactly the stylesheet Sonner writes into the page (and the empty one it starts as)', async () => {
    const written = hashesWritten({ [SONNER_ID]: readFileSync(SONNER_ID, 'utf8') });
    const before = document.head.querySelectorAll('style').length;
    await import('sonner');
    const styles = [...document.head.querySelectorAll('style')].slice(before);
    expect(styles).toHaveLength(1);
    expect(written).toEqual([sha256(''), sha256(styles[0]!.textContent ?? '')].sort());
  });

  it('fails the build when Sonner no longer writes its CSS the way it is read', () => {
    expect(() =>
      hashesWritten({
        [SONNER_ID]: 'const s = document.createElement("style"); s.textContent = css;',
      }),
    ).toThrow(/no longer calls __insertCSS/);
  });

  it('writes an empty list for a bundle without Sonner, and reads no other module', () => {
    expect(hashesWritten({ '/app/src/toast.ts': '__insertCSS("a{color:red}")' })).toEqual([]);
  });
});
