import type { ModalName } from './ui-store';

/**
 * The promotions a player closed in this browser session (tab), kept in
 * sessionStorage per player (visitors share one entry), so a reload does not
 * show them again but a new tab or another player does. Storage that is
 * blocked falls back to memory for this page load.
 */
const KEY_PREFIX = 'closedPromotions:';
const inMemory = new Map<string, readonly ModalName[]>();

const keyOf = (username: string | null): string => KEY_PREFIX + (username ?? '');

function parse(text: string | null): readonly ModalName[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value)
      ? value.filter((item): item is ModalName => typeof item === 'string')
      : [];
  } catch {
    return [];
  }
}

export function readClosedPromotions(username: string | null): readonly ModalName[] {
  const key = keyOf(username);
  try {
    return parse(globalThis.sessionStorage.getItem(key));
  } catch {
    return inMemory.get(key) ?? [];
  }
}

/** Adds `name` to the player's closed promotions; answers the whole list. */
export function rememberClosedPromotion(
  username: string | null,
  name: ModalName,
): readonly ModalName[] {
  const closed = readClosedPromotions(username);
  if (closed.includes(name)) return closed;
  const next = [...closed, name];
  const key = keyOf(username);
  try {
    globalThis.sessionStorage.setItem(key, JSON.stringify(next));
  } catch {
    inMemory.set(key, next);
  }
  return next;
}
