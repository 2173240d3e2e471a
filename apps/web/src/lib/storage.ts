/**
 * The browser's localStorage, reached through named keys only. Every access
 * tolerates a missing or blocked storage (private mode, tests in node).
 */
export const STORAGE_KEYS = {
  username: 'username',
  isAuthenticated: 'isAuthenticated',
  coinType: 'coinType',
  /** SPEC §4 Email verification: the phone-verified flag is kept locally. */
  phoneVerified: 'phoneVerified',
  /** The friend's code of a `referralcode` link, kept until sign-up. */
  referralCode: 'referralCode',
  /** The spin wheel's sounds are muted ('1'). */
  spinWheelMuted: 'spinWheelMuted',
  /** 'redeem' while the session is redeem-only (decision 038): only the redeem-only screen shows. */
  sessionScope: 'sessionScope',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

function localStore(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

export function readItem(key: StorageKey): string | null {
  try {
    return localStore()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeItem(key: StorageKey, value: string): void {
  try {
    localStore()?.setItem(key, value);
  } catch {
    // Storage full or blocked: the in-memory state still holds the value.
  }
}

export function removeItem(key: StorageKey): void {
  try {
    localStore()?.removeItem(key);
  } catch {
    // ignore, as in writeItem
  }
}

type ClearListener = () => void;
const clearListeners = new Set<ClearListener>();

/** Clears all local storage (logout and the transport rules of SPEC §8). */
export function clearStorage(): void {
  try {
    localStore()?.clear();
  } catch {
    // ignore, as in writeItem
  }
  for (const listener of clearListeners) listener();
}

/** Called after clearStorage so in-memory copies (the UI store) can reset. */
export function onStorageCleared(listener: ClearListener): () => void {
  clearListeners.add(listener);
  return () => clearListeners.delete(listener);
}
