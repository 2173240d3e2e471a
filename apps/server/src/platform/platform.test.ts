import { mkdtempSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { brotliCompressSync } from 'node:zlib';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { json, startTestApp, type TestApp } from '../test/test-app';
import type { ApiApp } from './api-app';

const distDir = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
mkdirSync(path.join(distDir, 'assets'));
writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><div id="root">casino shell</div>');
writeFileSync(path.join(distDir, 'assets', 'app.js'), 'console.log(1)');
writeFileSync(path.join(distDir, 'assets', 'app.js.br'), brotliCompressSync('console.log(1)'));

let t: TestApp;
const writes: unknown[] = [];

beforeAll(async () => {
  t = await startTestApp({
    seed: false,
    env: { WEB_DIST_DIR: distDir, REQUEST_TIMEOUT_MS: '1500' },
    beforeReady: async (app) => {
      await app.register(
        async (api: ApiApp) => {
          api.post(
            '/__echo',
            {
              schema: {
                body: z.object({
                  name: z.string().max(5, 'Name must not be more than 5 characters'),
                }),
                querystring: z.object({
                  sort: z.enum(['asc', 'desc'], { message: 'sort must be asc or desc' }).optional(),
                }),
              },
            },
            async (request) => {
              writes.push(request.body);
              return { data: request.body };
            },
          );
          api.get('/__boom', async () => {
            throw new Error('secret internal detail');
          });
          api.get('/__slow', async () => {
            // Past the 1.5 s limit, which is long enough for the first database query of a
            // busy machine (health answered 504 under CI load at 300 ms).
            await new Promise((r) => setTimeout(r, 4_000).unref());
            return { data: 'late' };
          });
        },
        { prefix: '/api/v1' },
      );
    },
  });
});
afterAll(async () => {
  await t.close();
});

const post = (
  body: string,
  headers: Record<string, string> = { 'content-type': 'application/json' },
  query = '',
) => t.request(`/api/v1/__echo${query}`, { method: 'POST', headers, body });

describe('platform', () => {
  it('answers health after a real database query', async () => {
    const res = await t.request('/api/v1/health');
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ data: { status: 'ok', db: 'ok' } });
  });

  it('answers an unknown API path with a 404 JSON envelope', async () => {
    const res = await t.request('/api/v1/no-such-thing');
    expect(res.status).toBe(404);
    const body = await json(res);
    expect(body.errors[0]).toMatchObject({ errorCode: 1004, name: 'NotFound' });
  });

  it('refuses a body that breaks the schema with the schema message and writes nothing', async () => {
    const before = writes.length;
    const res = await post(JSON.stringify({ name: 'much too long' }));
    expect(res.status).toBe(400);
    const body = await json(res);
    expect(body.errors[0]).toMatchObject({
      errorCode: 1000,
      name: 'ValidationError',
      description: 'Name must not be more than 5 characters',
      field: 'name',
    });
    expect(writes.length).toBe(before);
  });

  it('refuses malformed JSON with 400 and the envelope', async () => {
    const res = await post('{"name": ');
    expect(res.status).toBe(400);
    const body = await json(res);
    expect(body.errors[0].errorCode).toBe(1000);
    expect(body.errors[0].description).toMatch(/JSON/i);
  });

  it('refuses a wrong content type with 400 and a readable description', async () => {
    const res = await post('name=abc', { 'content-type': 'text/csv' });
    expect(res.status).toBe(400);
    const body = await json(res);
    expect(body.errors[0].description).toContain('Unsupported content type');
  });

  it('refuses an unknown query parameter value with 400', async () => {
    const res = await post(JSON.stringify({ name: 'ok' }), undefined, '?sort=sideways');
    expect(res.status).toBe(400);
    expect((await json(res)).errors[0].description).toBe('sort must be asc or desc');
  });

  it('accepts a good body', async () => {
    const res = await post(JSON.stringify({ name: 'ok' }));
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ data: { name: 'ok' } });
  });

  it('hides unexpected errors behind a 500 with the request id and no stack', async () => {
    const res = await t.request('/api/v1/__boom');
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(text).not.toContain('secret internal detail');
    expect(text).not.toContain('at ');
    const requestId = res.headers.get('x-request-id');
    expect(requestId).toBeTruthy();
    expect(JSON.parse(text).errors[0]).toMatchObject({
      errorCode: 1500,
      name: 'InternalServerError',
    });
    expect(JSON.parse(text).errors[0].description).toContain(requestId);
  });

  it('answers 504 Request timeout when a request runs past the limit', async () => {
    const res = await t.request('/api/v1/__slow');
    expect(res.status).toBe(504);
    expect((await json(res)).errors[0].description).toBe('Request timeout');
  });

  it('refuses a state-changing request from another origin', async () => {
    const res = await post(JSON.stringify({ name: 'ok' }), {
      'content-type': 'application/json',
      origin: 'https://evil.example',
    });
    expect(res.status).toBe(403);
    expect((await json(res)).errors[0].name).toBe('Forbidden');
  });

  it('puts the request id of its x-request-id header in every error answer', async () => {
    const answers = [
      await t.request('/api/v1/no-such-thing'),
      await post(JSON.stringify({ name: 'much too long' })),
      await post('{"name":'),
      await post(JSON.stringify({ name: 'ok' }), {
        'content-type': 'application/json',
        origin: 'https://evil.example',
      }),
      await t.request('/api/v1/__boom'),
      await t.request('/api/v1/__slow'),
    ];
    expect(answers.map((res) => res.status)).toEqual([404, 400, 400, 403, 500, 504]);
    for (const res of answers) {
      const body = await json(res);
      expect(body.requestId).toMatch(/^[0-9a-f-]{36}$/);
      expect(body.requestId).toBe(res.headers.get('x-request-id'));
      expect(body.errors[0]).toEqual({
        errorCode: expect.any(Number),
        name: expect.any(String),
        description: expect.any(String),
        ...(body.errors[0].field ? { field: expect.any(String) } : {}),
      });
    }
  });

  it('serves the SPA for deep links and real files as they are', async () => {
    for (const deepLink of ['/vip', '/games/category/Slots', '/user/store?x=1']) {
      const res = await t.request(deepLink);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('casino shell');
    }
    const asset = await t.request('/assets/app.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect(asset.headers.get('vary')).toContain('accept-encoding');
  });

  it('sends the pre-compressed file of the build to a browser that accepts it', async () => {
    const br = await t.request('/assets/app.js', { headers: { 'accept-encoding': 'br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(await br.text()).toBe('console.log(1)');
    const plain = await t.request('/assets/app.js', { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe('console.log(1)');
  });

  it('serves the OpenAPI document generated from the route schemas', async () => {
    const res = await t.request('/api/docs/json');
    expect(res.status).toBe(200);
    const doc = await json(res);
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toContain('/api/v1/health');
    const ui = await t.request('/api/docs');
    expect(ui.status).toBe(200);
  });
});
