import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  rememberSessionEndReason,
  SESSION_END_NOTICES,
  takeSessionEndReason,
} from './session-end-reason';

describe('session end reason', () => {
  beforeEach(() => {
    const items = new Map<string, string>();
    vi.stubGlobal('sessionStorage', {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('keeps the reason across the sign-out reload and hands it out once', () => {
    rememberSessionEndReason('exclusion');
    expect(takeSessionEndReason()).toEqual(SESSION_END_NOTICES.exclusion);
    expect(takeSessionEndReason()).toBeNull();
  });

  it('says why for a password changed and a sign-out from another device', () => {
    rememberSessionEndReason('password');
    expect(takeSessionEndReason()?.text).toMatch(/password of your account was changed/);
    rememberSessionEndReason('signed_out_elsewhere');
    expect(takeSessionEndReason()?.text).toMatch(/signed out from the sessions list/);
  });

  it('ignores a missing or unknown reason (a staff sign-out says nothing more)', () => {
    rememberSessionEndReason(undefined);
    rememberSessionEndReason('something-else');
    expect(takeSessionEndReason()).toBeNull();
  });
});
