/**
 * The flash-sale promo opens by itself at most once per browser session
 * (tab) and player; the flag lives in sessionStorage, so a reload does not
 * show it again but a new tab or another player does. Storage that is
 * blocked falls back to memory.
 */
const KEY_PREFIX = 'flashSalePromoShown:';
const shownInMemory = new Set<string>();

function sessionStore(): Storage | undefined {
  try {
    return globalThis.sessionStorage ?? undefined;
  } catch {
    return undefined;
  }
}

export function wasPromoShown(username: string): boolean {
  if (shownInMemory.has(username)) return true;
  try {
    return sessionStore()?.getItem(KEY_PREFIX + username) === '1';
  } catch {
    return false;
  }
}

export function markPromoShown(username: string): void {
  shownInMemory.add(username);
  try {
    sessionStore()?.setItem(KEY_PREFIX + username, '1');
  } catch {
    // Blocked storage: the in-memory flag still covers this page load.
  }
}
