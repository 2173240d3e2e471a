import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ seed: false });
  const documents = path.join(t.config.DATA_DIR, 'uploads', 'documents');
  mkdirSync(documents, { recursive: true });
  writeFileSync(path.join(documents, 'licence.pdf'), '%PDF-1.7 stored document');
  writeFileSync(path.join(documents, 'page.html'), '<script>alert(1)</script>');
  writeFileSync(path.join(documents, 'page.svg'), '<svg><script>alert(1)</script></svg>');
});
afterAll(async () => {
  await t.close();
});

describe('stored uploads', () => {
  it('serves a PDF as a download that the browser may not sniff', async () => {
    const res = await t.request('/uploads/documents/licence.pdf');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-disposition')).toBe('attachment');
  });

  it('serves no file of a type the server never stores', async () => {
    for (const name of ['page.html', 'page.svg']) {
      const res = await t.request(`/uploads/documents/${name}`);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('<script>');
    }
  });
});
