import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, buildUrl, setApiEffects } from './api-client';

function answer(status: number, body: unknown) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  setApiEffects({ sessionEnded: () => undefined });
});

describe('buildUrl', () => {
  it('prefixes /api/v1 and leaves empty query values out', () => {
    expect(buildUrl('/admin/staff', { page: 2, q: '', role: undefined, sort: 'name' })).toBe(
      '/api/v1/admin/staff?page=2&sort=name',
    );
  });
});

describe('apiRequest', () => {
  it('sends JSON with the cookie and returns the data of the envelope', async () => {
    const fetch = answer(200, { data: { staff: { id: 1 } } });
    vi.stubGlobal('fetch', fetch);
    const data = await apiRequest('/staff/auth/login', {
      method: 'POST',
      body: { email: 'a@b.co' },
    });
    expect(data).toEqual({ staff: { id: 1 } });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/staff/auth/login');
    expect(init.credentials).toBe('include');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"email":"a@b.co"}');
    expect((init.headers as Record<string, string>)['content-type']).toBe('application/json');
  });

  it('carries the idempotency key when the action has one', async () => {
    const fetch = answer(200, { data: null });
    vi.stubGlobal('fetch', fetch);
    await apiRequest('/admin/adjustments', {
      method: 'POST',
      body: {},
      idempotencyKey: 'key-12345678',
    });
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>)['Idempotency-Key']).toBe('key-12345678');
  });

  it('throws the errors list of a failed answer', async () => {
    vi.stubGlobal(
      'fetch',
      answer(401, {
        errors: [{ errorCode: 4002, name: 'StaffCodeRequired', description: 'Enter the code' }],
      }),
    );
    const error = await apiRequest('/staff/auth/login').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect((error as ApiError).hasCode(4002)).toBe(true);
    expect((error as ApiError).message).toBe('Enter the code');
  });

  it('returns to sign-in on 4003 and on no other error', async () => {
    const sessionEnded = vi.fn();
    setApiEffects({ sessionEnded });
    vi.stubGlobal(
      'fetch',
      answer(401, { errors: [{ errorCode: 4002, name: 'x', description: 'x' }] }),
    );
    await expect(apiRequest('/admin/staff')).rejects.toBeInstanceOf(ApiError);
    expect(sessionEnded).not.toHaveBeenCalled();
    vi.stubGlobal(
      'fetch',
      answer(401, { errors: [{ errorCode: 4003, name: 'x', description: 'x' }] }),
    );
    await expect(apiRequest('/admin/staff')).rejects.toBeInstanceOf(ApiError);
    expect(sessionEnded).toHaveBeenCalledOnce();
  });

  it('turns a failed connection into an ApiError with status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = (await apiRequest('/admin/staff').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(0);
  });

  it('tolerates an error body that is not JSON', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502 })),
    );
    const error = (await apiRequest('/admin/staff').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(502);
    expect(error.errors).toEqual([]);
  });
});
