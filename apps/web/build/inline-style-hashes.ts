import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

/** Where the build writes the hashes, beside Vite's manifest (the server reads both). */
export const INLINE_STYLE_HASHES_FILE = '.vite/inline-style-hashes.json';

/** Sonner (the toasts) writes its stylesheet into a `<style>` element of its own when it loads. */
const SONNER = /[\\/]node_modules[\\/]sonner[\\/]dist[\\/]index\.m?js$/;
const INSERTED_CSS = /__insertCSS\(("(?:[^"\\]|\\.)*")\)/g;

/** A CSP hash source of a stylesheet's text: `'sha256-…'`. */
export const styleHashSource = (css: string) =>
  `'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`;

/**
 * The CSP hashes of the stylesheets the built app writes into its pages as it runs, so that the
 * player pages' `style-src` allows exactly these (with the lobby's critical CSS, which the server
 * hashes) instead of `'unsafe-inline'` (decision 069). Today that is Sonner's stylesheet: its
 * module passes the CSS to `__insertCSS("…")`, a string literal read here as it is bundled, and
 * appends the `<style>` element while it is still empty (so the empty stylesheet's hash too). If
 * a Sonner release writes its CSS another way the build fails, rather than ship toasts the policy
 * would leave unstyled.
 */
export function inlineStyleHashes(): Plugin {
  const hashes = new Set<string>();
  return {
    name: 'golden-sweeps:inline-style-hashes',
    apply: 'build',
    buildStart() {
      hashes.clear();
    },
    transform(code, id) {
      if (!SONNER.test(id)) return null;
      const found = [...code.matchAll(INSERTED_CSS)].map((m) => JSON.parse(m[1]!) as string);
      if (found.length === 0) {
        this.error(
          `inline-style-hashes: ${id} no longer calls __insertCSS("…"); find how it adds its stylesheet and hash that`,
        );
      }
      for (const css of found) hashes.add(styleHashSource(css));
      // It appends the <style> element before its text, and the browser checks it then too.
      hashes.add(styleHashSource(''));
      return null;
    },
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: INLINE_STYLE_HASHES_FILE,
        source: `${JSON.stringify([...hashes].sort(), null, 2)}\n`,
      });
    },
  };
}
