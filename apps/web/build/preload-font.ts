import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Adds a preload hint for one font file of the build to index.html, so the
 * browser fetches it beside the stylesheet rather than once the page's first
 * layout finds text that needs it (the text is then drawn once, in its font).
 * `fileNamePrefix` names the source file: Vite adds a hash to it.
 */
export function preloadFont(fileNamePrefix: string): Plugin {
  let base = '/';
  return {
    name: 'golden-sweeps:preload-font',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const font = Object.values(bundle ?? {}).find(
          (file) =>
            file.type === 'asset' &&
            path.basename(file.fileName).startsWith(fileNamePrefix) &&
            file.fileName.endsWith('.woff2'),
        );
        if (!font) {
          console.warn(
            `preload-font: the build has no ${fileNamePrefix}*.woff2; nothing preloaded`,
          );
          return [];
        }
        return [
          {
            tag: 'link',
            attrs: {
              rel: 'preload',
              as: 'font',
              type: 'font/woff2',
              href: `${base}${font.fileName}`,
              crossorigin: '',
            },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
