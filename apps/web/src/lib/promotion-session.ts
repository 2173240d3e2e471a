import type { ModalName } from './ui-store';

/**
 * The promotions a player closed, and those that opened, in this browser
 * session (tab: the player's visit), kept in sessionStorage per player
 * (visitors share one entry), so a reload does not show them again or reset
 * the visit's cap, but a new tab or another player does. Storage that is
 * blocked falls back to memory for this page load.
 */
const CLOSED_PREFIX = 'closedPromotions:';
/** The promotions that opened in this visit (this browser session), counted against the cap. */
const SHOWN_PREFIX = 'shownPromotions:';
const inMemory = new Map<string, readonly ModalName[]>();

const keyOf = (prefix: string, username: string | null): string => prefix + (username ?? '');

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

function read(key: string): readonly ModalName[] {
  try {
    return parse(globalThis.sessionStorage.getItem(key));
  } catch {
    return inMemory.get(key) ?? [];
  }
}

/** Adds `name` to the list under `key` (each once); answers the whole list. */
function remember(key: string, name: ModalName): readonly ModalName[] {
  const list = read(key);
  if (list.includes(name)) return list;
  const next = [...list, name];
  try {
    globalThis.sessionStorage.setItem(key, JSON.stringify(next));
  } catch {
    inMemory.set(key, next);
  }
  return next;
}

export const readClosedPromotions = (username: string | null): readonly ModalName[] =>
  read(keyOf(CLOSED_PREFIX, username));

/** Adds `name` to the player's closed promotions; answers the whole list. */
export const rememberClosedPromotion = (
  username: string | null,
  name: ModalName,
): readonly ModalName[] => remember(keyOf(CLOSED_PREFIX, username), name);

/** The promotions that have opened in the player's visit (this browser session), in order. */
export const readShownPromotions = (username: string | null): readonly ModalName[] =>
  read(keyOf(SHOWN_PREFIX, username));

/** Adds `name` to the promotions that opened in the player's visit; answers the whole list. */
export const rememberShownPromotion = (
  username: string | null,
  name: ModalName,
): readonly ModalName[] => remember(keyOf(SHOWN_PREFIX, username), name);
