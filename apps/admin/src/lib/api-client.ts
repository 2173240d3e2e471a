import { ERRORS, type ApiErrorItem } from '@app/contracts/error-codes';
import { IDEMPOTENCY_KEY_HEADER } from '@app/contracts/idempotency';
import { askToReauthenticate } from './reauth';

/** Every back-office call goes to the same API as the player site, with the staff cookie. */
export const API_BASE_PATH = '/api/v1';

export const NETWORK_ERROR_MESSAGE =
  'The server could not be reached. Check the connection and try again.';

/** A failed call: HTTP status (0 when no answer arrived) and the server's errors list. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly errors: readonly ApiErrorItem[],
  ) {
    super(errors[0]?.description ?? `Request failed with status ${status}`);
  }

  hasCode(code: number): boolean {
    return this.errors.some((error) => error.errorCode === code);
  }
}

/** What a failed call does beyond throwing; the app sets it, tests replace it. */
export interface ApiEffects {
  /** The staff session is gone (4003): back to the sign-in screen. */
  sessionEnded: () => void;
}

let effects: ApiEffects = { sessionEnded: () => undefined };

export function setApiEffects(next: ApiEffects): void {
  effects = next;
}

export type QueryValue = string | number | boolean | null | undefined;

/** `/admin/staff` + {page: 2} → `/api/v1/admin/staff?page=2`; empty values are left out. */
export function buildUrl(path: string, query?: Readonly<Record<string, QueryValue>>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    params.append(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE_PATH}${path}${search ? `?${search}` : ''}`;
}

function readErrors(body: unknown): ApiErrorItem[] {
  const errors = (body as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(errors)) return [];
  return errors.filter(
    (item): item is ApiErrorItem =>
      typeof item === 'object' &&
      item !== null &&
      typeof (item as ApiErrorItem).errorCode === 'number' &&
      typeof (item as ApiErrorItem).description === 'string',
  );
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export interface RequestOptions {
  readonly method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  readonly query?: Readonly<Record<string, QueryValue>>;
  readonly body?: unknown;
  readonly signal?: AbortSignal;
  /**
   * For actions that move money: the same key on every attempt of one action, so the server
   * performs it once (docs/decisions/021). The caller makes the key when the action starts.
   */
  readonly idempotencyKey?: string;
  /** Set on the second attempt after a re-authentication (it is not asked for twice). */
  readonly afterReauth?: boolean;
}

/**
 * Calls the API and returns the `data` of its `{ data }` answer, or throws an ApiError carrying
 * the `{ errors: [...] }` list. A 4003 answer (session ended) also returns to sign-in.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.idempotencyKey) headers[IDEMPOTENCY_KEY_HEADER] = options.idempotencyKey;
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      credentials: 'include',
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, [
      { errorCode: 0, name: 'NetworkError', description: NETWORK_ERROR_MESSAGE },
    ]);
  }
  const body = await readJson(response);
  if (!response.ok) {
    const error = new ApiError(response.status, readErrors(body));
    if (error.hasCode(ERRORS.StaffSessionRequired.code)) effects.sessionEnded();
    // A sensitive action after the re-authentication window: password and code, then once more.
    if (error.hasCode(ERRORS.StaffReauthRequired.code) && !options.afterReauth) {
      if (await askToReauthenticate())
        return apiRequest<T>(path, { ...options, afterReauth: true });
    }
    throw error;
  }
  return (body as { data: T } | undefined)?.data as T;
}
