import type { ApiErrorItem } from '@app/contracts/error-codes';
import { IDEMPOTENCY_KEY_HEADER } from '@app/contracts/idempotency';
import { clearStorage } from './storage';
import { notify } from './toast';

/**
 * The API's error table (every code with its message) is read only once a call has failed: it
 * loads then, so the lobby's first download does without it.
 */
const loadErrorCodes = () => import('@app/contracts/error-codes');

/** SPEC §7: base path /api/v1, 50 s timeout, cookies sent. */
export const API_BASE_PATH = '/api/v1';
export const REQUEST_TIMEOUT_MS = 50_000;

export const REQUEST_TIMEOUT_MESSAGE = 'Request timeout';
export const NETWORK_ERROR_MESSAGE =
  'We could not reach the server. Please check your internet connection and try again.';

export type { ApiErrorItem };

/** One entry of the errors list; validation failures (1000) also name the offending `field`. */
export interface ApiErrorDetail extends ApiErrorItem {
  readonly field?: string;
}

/** A failed call: HTTP status (0 when no answer arrived) and the server's errors list. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly errors: readonly ApiErrorDetail[],
    readonly statusText = '',
    message?: string,
  ) {
    super(
      message ?? errors[0]?.description ?? (statusText || `Request failed with status ${status}`),
    );
  }

  hasCode(code: number): boolean {
    return this.errors.some((error) => error.errorCode === code);
  }

  /** The first server description, for the SPEC's "toast the server description". */
  get description(): string | undefined {
    return this.errors[0]?.description;
  }
}

/**
 * What the transport rules do to the page. Defaults act on the browser; the
 * app swaps `navigate` for the router's, tests swap everything.
 */
export interface TransportEffects {
  clearStorage: () => void;
  navigate: (path: string) => void;
  reload: () => void;
  toastError: (message: string) => void;
  /**
   * A call refused for want of a fresh two-factor code (2341): asks the player for one; true
   * once the server accepted it, and the call is sent again (decision 039).
   */
  stepUp: () => Promise<boolean>;
}

const browserEffects: TransportEffects = {
  clearStorage,
  navigate: (path) => window.location.assign(path),
  reload: () => window.location.reload(),
  toastError: (message) => notify.error(message),
  stepUp: () => Promise.resolve(false),
};

let effects: TransportEffects = browserEffects;

export function setTransportEffects(overrides: Partial<TransportEffects>): void {
  effects = { ...effects, ...overrides };
}

export function resetTransportEffects(): void {
  effects = browserEffects;
}

/**
 * The server ended this player's sessions (staff suspended or closed the account, or signed it
 * out everywhere): as for 3082, storage is cleared and the page reloads signed out.
 */
export function endSessionLocally(): void {
  effects.clearStorage();
  effects.reload();
}

/**
 * SPEC §8 transport rules, applied to every failed call before it is thrown.
 * Codes 3008/3082 take precedence over the status: the reload re-runs the
 * route guards on empty storage, which also lands a 403 on a safe page.
 */
export async function applyTransportRules(error: ApiError): Promise<void> {
  const { ERRORS, RELOAD_ERROR_CODES } = await loadErrorCodes();
  if (RELOAD_ERROR_CODES.some((code) => error.hasCode(code))) {
    effects.clearStorage();
    effects.reload();
    return;
  }
  // A redeem-only session refused something (decision 038): the session stays, the caller says why.
  if (error.hasCode(ERRORS.RedeemOnlySession.code)) return;
  // Changed terms wait for the player's acceptance (decision 060): the session stays, the dialog opens.
  if (error.hasCode(ERRORS.TermsAcceptanceRequired.code)) {
    void import('./ui-store').then(({ requestModal }) => requestModal('termsConsent'));
    return;
  }
  if (error.status === 403) {
    effects.clearStorage();
    effects.navigate('/');
    return;
  }
  if (error.status === 401) {
    effects.clearStorage();
    return;
  }
  if (error.status === 504) {
    effects.toastError(REQUEST_TIMEOUT_MESSAGE);
  }
}

export type QueryValue = string | number | boolean | null | undefined;
export type Query = Readonly<Record<string, QueryValue>>;

/** `/casino-games` + {page: 1} → `/api/v1/casino-games?page=1`; empty values are left out. */
export function buildUrl(path: string, query?: Query): string {
  const cleanPath = path.startsWith('/') ? path : `/${path}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    params.append(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE_PATH}${cleanPath}${search ? `?${search}` : ''}`;
}

function isApiErrorItem(value: unknown): value is ApiErrorItem {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return typeof item.errorCode === 'number' && typeof item.description === 'string';
}

/** The errors list of an error body, tolerating bodies that are not ours (proxies). */
export function readErrors(body: unknown): ApiErrorDetail[] {
  if (typeof body !== 'object' || body === null) return [];
  const errors = (body as { errors?: unknown }).errors;
  if (!Array.isArray(errors)) return [];
  return errors.filter(isApiErrorItem).map((item) => {
    const field = (item as { field?: unknown }).field;
    return {
      errorCode: item.errorCode,
      name: typeof item.name === 'string' ? item.name : '',
      description: item.description,
      ...(typeof field === 'string' && field !== '' ? { field } : {}),
    };
  });
}

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The `data` of a `{ data }` envelope; anything else is returned as it came. */
export function unwrapData<T>(body: unknown): T {
  if (typeof body === 'object' && body !== null && 'data' in body) {
    return (body as { data: T }).data;
  }
  return body as T;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  readonly method?: HttpMethod;
  readonly query?: Query;
  /** Sent as JSON, or as is when it is FormData (multipart uploads). */
  readonly body?: unknown;
  readonly signal?: AbortSignal;
  readonly timeoutMs?: number;
  readonly headers?: Readonly<Record<string, string>>;
  /**
   * The call moves money or claims something: it carries a fresh Idempotency-Key, and when no
   * answer arrives (network error) or the server is still working on the key (1011) it is
   * sent again with the same key, so the action happens once (docs/decisions/021).
   */
  readonly idempotent?: boolean;
}

/** Waits before each resend of an idempotent call (no answer, or 1011 'in progress'). */
export const IDEMPOTENT_RETRY_DELAYS_MS = [500, 1500, 3000];

/** A new key for one player action. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

function encodeBody(body: unknown): { body?: BodyInit; contentType?: string } {
  if (body === undefined) return {};
  if (typeof FormData !== 'undefined' && body instanceof FormData) return { body };
  return { body: JSON.stringify(body), contentType: 'application/json' };
}

/** One controller aborted by the caller's signal or by the timeout, whichever comes first. */
function timeoutController(timeoutMs: number, outer?: AbortSignal) {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const abortFromOuter = () => controller.abort(outer?.reason);
  if (outer?.aborted) abortFromOuter();
  else outer?.addEventListener('abort', abortFromOuter, { once: true });
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    dispose: () => {
      clearTimeout(timer);
      outer?.removeEventListener('abort', abortFromOuter);
    },
  };
}

/**
 * Calls the API and returns the `data` of its answer, or throws an ApiError
 * after applying the SPEC §8 transport rules. A call the caller aborts
 * rethrows the AbortError untouched (TanStack Query cancels this way).
 * An idempotent call is resent with its key while no answer arrives.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  try {
    return await sendWithRetries<T>(path, options);
  } catch (error) {
    // A sensitive action needs a fresh code: ask for it, then send again (with a new
    // Idempotency-Key: the refused key keeps its refusal).
    if (error instanceof ApiError && (await asksForStepUp(error)) && (await effects.stepUp()))
      return apiRequest<T>(path, options);
    throw error;
  }
}

/** The call was refused for want of a fresh two-factor code (2341). */
async function asksForStepUp(error: ApiError): Promise<boolean> {
  const { ERRORS } = await loadErrorCodes();
  return error.hasCode(ERRORS.TwoFactorStepUpRequired.code);
}

async function sendWithRetries<T>(path: string, options: RequestOptions): Promise<T> {
  if (!options.idempotent) return sendOnce<T>(path, options);
  const keyed: RequestOptions = {
    ...options,
    headers: { ...options.headers, [IDEMPOTENCY_KEY_HEADER]: newIdempotencyKey() },
  };
  for (const wait of IDEMPOTENT_RETRY_DELAYS_MS) {
    try {
      return await sendOnce<T>(path, { ...keyed, quietNetworkErrors: true });
    } catch (error) {
      if (!(error instanceof ApiError) || !(await isWorthResending(error))) throw error;
      await new Promise((resolve) => setTimeout(resolve, wait));
      if (options.signal?.aborted) throw error;
    }
  }
  return sendOnce<T>(path, keyed);
}

/** No answer arrived (the action may or may not have happened), or the key is still at work. */
async function isWorthResending(error: ApiError): Promise<boolean> {
  if (error.status === 0) return error.statusText === 'Network error';
  const { ERRORS } = await loadErrorCodes();
  return error.hasCode(ERRORS.IdempotencyInProgress.code);
}

async function sendOnce<T>(
  path: string,
  options: RequestOptions & { quietNetworkErrors?: boolean },
): Promise<T> {
  const { method = 'GET', query, signal, timeoutMs = REQUEST_TIMEOUT_MS } = options;
  const encoded = encodeBody(options.body);
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (encoded.contentType) headers['Content-Type'] = encoded.contentType;

  const abort = timeoutController(timeoutMs, signal);
  let response: Response;
  let body: unknown;
  try {
    response = await fetch(buildUrl(path, query), {
      method,
      headers,
      body: encoded.body,
      credentials: 'include',
      signal: abort.signal,
    });
    body = await readJson(response);
  } catch (cause) {
    if (abort.timedOut()) {
      effects.toastError(REQUEST_TIMEOUT_MESSAGE);
      throw new ApiError(0, [], 'Request timeout', REQUEST_TIMEOUT_MESSAGE);
    }
    if (signal?.aborted) throw cause;
    if (!options.quietNetworkErrors) effects.toastError(NETWORK_ERROR_MESSAGE);
    throw new ApiError(0, [], 'Network error', NETWORK_ERROR_MESSAGE);
  } finally {
    abort.dispose();
  }

  if (!response.ok) {
    const error = new ApiError(response.status, readErrors(body), response.statusText);
    if (!(options.quietNetworkErrors && (await isWorthResending(error))))
      await applyTransportRules(error);
    throw error;
  }
  return unwrapData<T>(body);
}

type BodylessOptions = Omit<RequestOptions, 'method' | 'body'>;

export const api = {
  get: <T>(path: string, options?: BodylessOptions) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: BodylessOptions) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: BodylessOptions) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: BodylessOptions) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: BodylessOptions) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
