import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ERRORS, RELOAD_ERROR_CODES } from '@app/contracts/error-codes';
import { ApiError } from './api-client';
import { notify } from './toast';

/**
 * Where a failed call's message goes (SPEC §8): under a form field, in an
 * error toast, or nowhere because the transport rules already acted (a
 * network failure or timeout was toasted, a dead session reloads the page).
 * Every form of the app goes through here, so one table decides.
 */
export type ErrorOutcome<F extends string> =
  | { readonly kind: 'field'; readonly field: F; readonly message: string }
  | { readonly kind: 'toast'; readonly message: string };

export interface ErrorPlacementRules<F extends string> {
  /** Error codes whose description belongs under a field (e.g. 3007 → email). */
  readonly inline?: Readonly<Partial<Record<number, F>>>;
  /**
   * Request properties a validation failure (1000) may name, mapped to the
   * form field that shows it; a validation failure on anything else is toasted.
   */
  readonly fields?: Readonly<Partial<Record<string, F>>>;
  /** Only the first description, as a toast (SPEC §8: profile errors). */
  readonly firstAsToast?: boolean;
}

/** Shown for failures that carry no description of their own. */
export const GENERIC_ERROR_MESSAGE = ERRORS.InternalServerError.message;

const VALIDATION_ERROR_CODE = ERRORS.ValidationError.code;
const TOO_MANY_REQUESTS_STATUS = 429;

/** Same-named fields: `fieldsNamed('email', 'password')` → { email: 'email', password: 'password' }. */
export function fieldsNamed<F extends string>(...names: F[]): Record<string, F> {
  return Object.fromEntries(names.map((name) => [name, name]));
}

export function placeApiError<F extends string>(
  error: unknown,
  rules: ErrorPlacementRules<F> = {},
): ErrorOutcome<F>[] {
  if (!(error instanceof ApiError)) return [{ kind: 'toast', message: GENERIC_ERROR_MESSAGE }];
  // No answer (network, timeout) or a gateway timeout: the transport rules toasted already.
  if (error.status === 0 || error.status === 504) return [];
  // The page reloads on these; a message would flash and vanish.
  if (RELOAD_ERROR_CODES.some((code) => error.hasCode(code))) return [];
  // SPEC §8: HTTP 429 toasts the status text.
  if (error.status === TOO_MANY_REQUESTS_STATUS) {
    return [{ kind: 'toast', message: error.statusText || error.message }];
  }
  if (error.errors.length === 0) return [{ kind: 'toast', message: error.message }];
  if (rules.firstAsToast) return [{ kind: 'toast', message: error.errors[0]?.description ?? '' }];

  const outcomes: ErrorOutcome<F>[] = [];
  const seen = new Set<string>();
  for (const item of error.errors) {
    const field =
      rules.inline?.[item.errorCode] ??
      (item.errorCode === VALIDATION_ERROR_CODE && item.field !== undefined
        ? rules.fields?.[item.field]
        : undefined);
    const key = `${field ?? ''}\u0000${item.description}`;
    if (seen.has(key)) continue;
    seen.add(key);
    outcomes.push(
      field !== undefined
        ? { kind: 'field', field, message: item.description }
        : { kind: 'toast', message: item.description },
    );
  }
  return outcomes;
}

/**
 * Shows a failed call the SPEC's way on a react-hook-form form: inline
 * messages through setError (the first one takes the focus), the rest as
 * error toasts. Returns what was shown, for callers with extra steps.
 */
export function showApiError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T> | null,
  rules: ErrorPlacementRules<Path<T>> = {},
): ErrorOutcome<Path<T>>[] {
  const outcomes = placeApiError(error, rules);
  let focused = false;
  for (const outcome of outcomes) {
    if (outcome.kind === 'field' && setError) {
      setError(
        outcome.field,
        { type: 'server', message: outcome.message },
        { shouldFocus: !focused },
      );
      focused = true;
    } else {
      notify.error(outcome.message);
    }
  }
  return outcomes;
}
