/**
 * One in-memory copy of a list the public pages read on every visit (the active banners, popups
 * or promotions), read again after `ttlMs` or at once when `clear` runs. Editors' changes clear
 * it on every instance through the invalidation bus (decision 059); the TTL bounds the staleness
 * of an instance that missed the message. The copy holds every active row, scheduled ones
 * included, and callers filter by the schedule at the moment of reading: a start or an end takes
 * effect on time without anyone clearing anything.
 */
export function createListCache<T>(
  load: () => Promise<T[]>,
  ttlMs: number,
  now = () => Date.now(),
) {
  let copy: { rows: Promise<T[]>; readAt: number } | null = null;
  let generation = 0;
  return {
    get(): Promise<T[]> {
      if (copy && now() - copy.readAt < ttlMs) return copy.rows;
      const mine = ++generation;
      const rows = load();
      copy = { rows, readAt: now() };
      // A failed read is not kept: the next caller reads again.
      rows.catch(() => {
        if (generation === mine) copy = null;
      });
      return rows;
    },
    clear() {
      generation++;
      copy = null;
    },
  };
}

export type ListCache<T> = ReturnType<typeof createListCache<T>>;

/** How long a copy serves before it is read again even without a change announced. */
export const LIST_CACHE_TTL_MS = 30_000;
