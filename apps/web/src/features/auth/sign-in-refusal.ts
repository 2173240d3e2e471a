import { ERRORS } from '@app/contracts/error-codes';
import type { ApiError } from '../../lib/api-client';
import type { Notice } from '../../lib/notice-store';

const TITLES: Readonly<Record<number, string>> = {
  [ERRORS.OnBreak.code]: 'You are taking a break',
  [ERRORS.SelfExcluded.code]: 'You have excluded yourself',
  [ERRORS.ReopenRequired.code]: 'Your self-exclusion has ended',
  [ERRORS.ReopenPending.code]: 'Your account reopens soon',
};

/** A login refused for a break or self-exclusion (decision 038), as the notice that says why. */
export function signInRefusal(error: ApiError): Notice | null {
  const code = Object.keys(TITLES)
    .map(Number)
    .find((c) => error.hasCode(c));
  if (code === undefined) return null;
  return {
    title: TITLES[code] ?? 'You cannot sign in',
    text: error.errors[0]?.description,
    tone: 'pending',
  };
}
