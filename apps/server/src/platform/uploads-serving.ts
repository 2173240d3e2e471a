import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/** What an upload is stored as (upload-decoding.ts); images are shown inline, the rest downloaded. */
const SERVED_EXTENSIONS: Readonly<Record<string, 'inline' | 'attachment'>> = {
  png: 'inline',
  jpg: 'inline',
  pdf: 'attachment',
};

const extensionOf = (filePath: string) => path.extname(filePath).slice(1).toLowerCase();

/**
 * Serves the stored uploads under /uploads/: only the extensions the server
 * writes, typed by that extension, never sniffed by the browser, and anything
 * but an image as a download.
 */
export async function registerUploads(app: FastifyInstance, uploadsDir: string) {
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    allowedPath: (pathName) => SERVED_EXTENSIONS[extensionOf(pathName)] !== undefined,
    setHeaders(res, filePath) {
      res.setHeader('x-content-type-options', 'nosniff');
      if (SERVED_EXTENSIONS[extensionOf(filePath)] !== 'inline')
        res.setHeader('content-disposition', 'attachment');
    },
  });
}
