import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  NETWORK_ERROR_MESSAGE,
  REQUEST_TIMEOUT_MESSAGE,
  REQUEST_TIMEOUT_MS,
  api,
  apiRequest,
  buildUrl,
  resetTransportEffects,
  setTransportEffects,
} from './api-client';

/** A localStorage stand-in holding strings in a Map. */
function fakeLocalStorage(initial: Record<string, string>): Storage {
  const items = new Map(Object.entries(initial));
  return {
    get length() {
      return items.size;
    },
    key: (index: number) => [...items.keys()][index] ?? null,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, String(value)),
    removeItem: (key: string) => void items.delete(key),
    clear: () => items.clear(),
  };
}

const jsonResponse = (status: number, body: unknown, statusText = '') =>
  new Response(JSON.stringify(body), {
    status,
    statusText,
    headers: { 'Content-Type': 'application/json' },
  });

const errorBody = (errorCode: number, description = 'Something failed') => ({
  errors: [{ errorCode, name: 'SomeError', description }],
});

type FetchMock = ReturnType<typeof vi.fn<typeof fetch>>;

const originalFetch = globalThis.fetch;
const originalLocalStorage = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');

let fetchMock: FetchMock;
let storage: Storage;
const navigate = vi.fn<(path: string) => void>();
const reload = vi.fn<() => void>();
const toastError = vi.fn<(message: string) => void>();

const signedInStorage = () =>
  fakeLocalStorage({ username: 'lucky_player', isAuthenticated: 'true', coinType: 'SC' });

beforeEach(() => {
  storage = signedInStorage();
  Object.defineProperty(globalThis, 'localStorage', {
    value: storage,
    configurable: true,
    writable: true,
  });
  fetchMock = vi.fn<typeof fetch>();
  globalThis.fetch = fetchMock;
  // The real clearStorage runs against the fake localStorage; only page effects are spied.
  setTransportEffects({ navigate, reload, toastError });
});

afterEach(() => {
  globalThis.fetch = originalFetch;
  if (originalLocalStorage) Object.defineProperty(globalThis, 'localStorage', originalLocalStorage);
  else Reflect.deleteProperty(globalThis, 'localStorage');
  resetTransportEffects();
  vi.useRealTimers();
  vi.clearAllMocks();
});

const captureError = async (promise: Promise<unknown>): Promise<ApiError> => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
};

describe('api client requests', () => {
  it('calls /api/v1 with cookies and JSON and returns the data of the envelope', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { data: { userId: 7 } }));

    const data = await api.post<{ userId: number }>('/user/login', { email: 'a@b.co' });

    expect(data).toEqual({ userId: 7 });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/user/login');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('include');
    expect(init?.body).toBe('{"email":"a@b.co"}');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
  });

  it('builds query strings and leaves out empty values', () => {
    expect(
      buildUrl('/casino-games', { limit: 16, page: 1, search: '', subCategoryName: undefined }),
    ).toBe('/api/v1/casino-games?limit=16&page=1');
    expect(buildUrl('rewards/vip-tier')).toBe('/api/v1/rewards/vip-tier');
  });

  it('throws an ApiError with status and errors list and leaves storage alone on other errors', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(409, errorBody(3007, 'Email already exists.'), 'Conflict'),
    );

    const error = await captureError(api.post('/user/sign-up', {}));

    expect(error.status).toBe(409);
    expect(error.statusText).toBe('Conflict');
    expect(error.errors).toEqual([
      { errorCode: 3007, name: 'SomeError', description: 'Email already exists.' },
    ]);
    expect(error.hasCode(3007)).toBe(true);
    expect(error.message).toBe('Email already exists.');
    expect(storage.getItem('username')).toBe('lucky_player');
    expect(navigate).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
    expect(toastError).not.toHaveBeenCalled();
  });
});

describe('SPEC §8 transport rules', () => {
  it('403 clears local storage and goes to /', async () => {
    fetchMock.mockResolvedValue(jsonResponse(403, errorBody(1003)));

    const error = await captureError(api.get('/user/profile'));

    expect(error.status).toBe(403);
    expect(storage.length).toBe(0);
    expect(navigate).toHaveBeenCalledWith('/');
    expect(reload).not.toHaveBeenCalled();
  });

  it('403 2329 (a redeem-only session refused something) keeps the session and the page', async () => {
    fetchMock.mockResolvedValue(jsonResponse(403, errorBody(2329)));

    const error = await captureError(api.post('/bonus/daily-bonus'));

    expect(error.hasCode(2329)).toBe(true);
    expect(storage.getItem('isAuthenticated')).toBe('true');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('401 clears local storage without navigating', async () => {
    fetchMock.mockResolvedValue(jsonResponse(401, errorBody(1001)));

    const error = await captureError(api.get('/user/profile'));

    expect(error.status).toBe(401);
    expect(storage.length).toBe(0);
    expect(navigate).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it.each([3008, 3082])(
    'error code %i in the errors list clears storage and reloads',
    async (code) => {
      fetchMock.mockResolvedValue(
        jsonResponse(400, {
          errors: [
            { errorCode: 1000, name: 'ValidationError', description: 'first' },
            { errorCode: code, name: 'Session', description: 'second' },
          ],
        }),
      );

      const error = await captureError(api.get('/user/profile'));

      expect(error.hasCode(code)).toBe(true);
      expect(storage.length).toBe(0);
      expect(reload).toHaveBeenCalledTimes(1);
      expect(navigate).not.toHaveBeenCalled();
    },
  );

  it('504 toasts "Request timeout" and keeps storage', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Gateway Timeout</html>', { status: 504 }));

    const error = await captureError(api.get('/casino-games'));

    expect(error.status).toBe(504);
    expect(error.errors).toEqual([]);
    expect(toastError).toHaveBeenCalledWith(REQUEST_TIMEOUT_MESSAGE);
    expect(storage.getItem('isAuthenticated')).toBe('true');
  });

  it('a network failure toasts a clear message and throws status 0', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));

    const error = await captureError(api.get('/casino-games'));

    expect(error.status).toBe(0);
    expect(error.message).toBe(NETWORK_ERROR_MESSAGE);
    expect(toastError).toHaveBeenCalledWith(NETWORK_ERROR_MESSAGE);
    expect(storage.getItem('username')).toBe('lucky_player');
  });

  it('gives up after 50 s and toasts "Request timeout"', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('The operation was aborted.', 'AbortError')),
          );
        }),
    );

    const pending = captureError(api.get('/casino-games'));
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(toastError).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;

    expect(REQUEST_TIMEOUT_MS).toBe(50_000);
    expect(error.status).toBe(0);
    expect(error.message).toBe(REQUEST_TIMEOUT_MESSAGE);
    expect(toastError).toHaveBeenCalledWith(REQUEST_TIMEOUT_MESSAGE);
  });

  it('a call cancelled by its caller rethrows the AbortError without any toast', async () => {
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('The operation was aborted.', 'AbortError')),
          );
        }),
    );
    const controller = new AbortController();

    const pending = apiRequest('/casino-games', { signal: controller.signal });
    controller.abort();

    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(toastError).not.toHaveBeenCalled();
  });
});

describe('idempotent calls (money moves and claims)', () => {
  const keyOf = (call: Parameters<typeof fetch> | undefined) =>
    new Headers(call?.[1]?.headers).get('Idempotency-Key');

  it('sends a fresh key for each action', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(200, { data: { ok: true } }));
    await api.post('/bonus/daily-bonus', undefined, { idempotent: true });
    await api.post('/bonus/daily-bonus', undefined, { idempotent: true });
    const [first, second] = fetchMock.mock.calls.map(keyOf);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).toMatch(/^[0-9a-f-]{36}$/);
    expect(first).not.toBe(second);
  });

  it('resends with the same key when no answer arrived, and toasts nothing while it retries', async () => {
    vi.useFakeTimers();
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(jsonResponse(409, errorBody(1011, 'still processing')))
      .mockResolvedValueOnce(jsonResponse(200, { data: { roundId: 5 } }));
    const call = api.post('/casino-games/1/play', { bet: 1 }, { idempotent: true });
    await vi.runAllTimersAsync();
    await expect(call).resolves.toEqual({ roundId: 5 });
    const keys = fetchMock.mock.calls.map(keyOf);
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
    expect(toastError).not.toHaveBeenCalled();
  });

  it('does not resend an answered refusal, and stops after its retries with the error toasted', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(400, errorBody(3100, 'No coins')));
    const refused = await captureError(api.post('/casino-games/1/play', {}, { idempotent: true }));
    expect(refused.hasCode(3100)).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    vi.useFakeTimers();
    fetchMock.mockReset();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const lost = captureError(api.post('/casino-games/1/play', {}, { idempotent: true }));
    await vi.runAllTimersAsync();
    expect((await lost).message).toBe(NETWORK_ERROR_MESSAGE);
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(new Set(fetchMock.mock.calls.map(keyOf)).size).toBe(1);
    expect(toastError).toHaveBeenCalledTimes(1);
  });

  it('sends no key on other calls', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { data: {} }));
    await api.post('/user/login', {});
    expect(keyOf(fetchMock.mock.calls[0])).toBeNull();
  });
});

describe('two-factor step-up (2341)', () => {
  const keyOf = (call: Parameters<typeof fetch> | undefined) =>
    new Headers(call?.[1]?.headers).get('Idempotency-Key');

  it('asks for a code, then sends the call again with a new key', async () => {
    const stepUp = vi.fn(() => Promise.resolve(true));
    setTransportEffects({ stepUp });
    fetchMock
      .mockResolvedValueOnce(jsonResponse(428, errorBody(2341, 'Please enter the code')))
      .mockResolvedValueOnce(jsonResponse(200, { data: { message: 'Redeem requested' } }));
    const answer = await api.post('/payment/redeem-request', { amount: 20 }, { idempotent: true });
    expect(answer).toEqual({ message: 'Redeem requested' });
    expect(stepUp).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const [first, second] = fetchMock.mock.calls.map(keyOf);
    expect(first).not.toBe(second);
    expect(storage.getItem('isAuthenticated')).toBe('true');
  });

  it('fails with 2341 when the player closes the code dialog', async () => {
    setTransportEffects({ stepUp: () => Promise.resolve(false) });
    fetchMock.mockResolvedValueOnce(jsonResponse(428, errorBody(2341, 'Please enter the code')));
    const error = await captureError(api.put('/user/changePassword', {}));
    expect(error.hasCode(2341)).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
