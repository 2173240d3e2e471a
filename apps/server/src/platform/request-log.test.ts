import { Writable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/test-app';
import type { ApiApp } from './api-app';
import { requestLogLevel } from './request-log';

interface LogLine {
  level: number;
  msg: string;
  req?: { method: string; url: string };
  res?: { statusCode: number };
}

const INFO = 30;
const lines: LogLine[] = [];
const stream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const text of chunk.toString('utf8').split('\n')) {
      if (text.trim()) lines.push(JSON.parse(text) as LogLine);
    }
    done();
  },
});

/** The lines at info or above that name the request to `url`. */
const loudLinesOf = (url: string) =>
  lines.filter((line) => line.level >= INFO && line.req?.url === url);

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({
    seed: false,
    env: { LOG_SLOW_REQUEST_MS: '150' },
    logger: { level: 'info', stream },
    beforeReady: async (app) => {
      await app.register(
        async (api: ApiApp) => {
          api.get('/__boom', async () => {
            throw new Error('broken on purpose');
          });
          api.get('/__slow', async () => {
            await new Promise((resolve) => setTimeout(resolve, 300));
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
beforeEach(() => {
  lines.length = 0;
});

describe('request logging', () => {
  it('logs nothing at info for a request that went well', async () => {
    const res = await t.request('/api/v1/health');
    expect(res.status).toBe(200);
    await res.text();
    expect(lines).toEqual([]);
  });

  it('logs a failed request at error with its method, URL and status', async () => {
    const res = await t.request('/api/v1/__boom');
    expect(res.status).toBe(500);
    await res.text();
    const completed = loudLinesOf('/api/v1/__boom').find((line) => line.res);
    expect(completed).toMatchObject({
      level: 50,
      msg: 'request completed',
      req: { method: 'GET' },
      res: { statusCode: 500 },
    });
  });

  it('logs a client mistake at info and a slow answer at warn', async () => {
    await (await t.request('/api/v1/no-such-route')).text();
    expect(loudLinesOf('/api/v1/no-such-route')).toEqual([
      expect.objectContaining({ level: INFO, res: { statusCode: 404 } }),
    ]);
    await (await t.request('/api/v1/__slow')).text();
    expect(loudLinesOf('/api/v1/__slow')).toEqual([
      expect.objectContaining({ level: 40, msg: 'slow request', res: { statusCode: 200 } }),
    ]);
  });
});

describe('requestLogLevel', () => {
  it('is debug for a quick success, info for 4xx, warn when slow and error for a failure', () => {
    expect(requestLogLevel(200, 20, 1_000)).toBe('debug');
    expect(requestLogLevel(304, 20, 1_000)).toBe('debug');
    expect(requestLogLevel(404, 20, 1_000)).toBe('info');
    expect(requestLogLevel(200, 1_000, 1_000)).toBe('warn');
    expect(requestLogLevel(429, 1_500, 1_000)).toBe('warn');
    expect(requestLogLevel(503, 5, 1_000)).toBe('error');
    expect(requestLogLevel(200, 5, 1_000, true)).toBe('error');
  });
});
