/**
 * A player's state read ahead of a call, stamped with the moment it was asked for: it is planned
 * on only if no batch of that player has finished since (decision 065).
 */
export interface ReadAhead<S> {
  epoch: number;
  stamp: number;
  state: Promise<S | undefined>;
}

/** Players whose last finished batch is remembered; past it, every read ahead is read again. */
const TRACKED_PLAYERS = 10_000;

/**
 * When each player's last batch finished, on a clock shared with the reads ahead: one per games
 * module, so that a finished slot batch makes a blackjack call's read ahead stale, and the reverse.
 */
export function createReadAheadClock() {
  let clock = 0;
  let epoch = 0;
  const finishedAt = new Map<number, number>();
  return {
    /** Stamps a read just started. */
    stamp<S>(state: Promise<S | undefined>): ReadAhead<S> {
      state.catch(() => undefined);
      return { epoch, stamp: (clock += 1), state };
    },

    /** Whether nothing of the player was written (or may have been) since `ahead` was asked for. */
    fresh: (ahead: ReadAhead<unknown>, userId: number) =>
      ahead.epoch === epoch && (finishedAt.get(userId) ?? -1) < ahead.stamp,

    /** The players' batch has been written or has failed: what was read before is stale. */
    finished(players: Iterable<number>) {
      if (finishedAt.size >= TRACKED_PLAYERS) {
        finishedAt.clear();
        epoch += 1;
      }
      for (const id of players) finishedAt.set(id, (clock += 1));
    },
  };
}

export type ReadAheadClock = ReturnType<typeof createReadAheadClock>;

/**
 * Each player's state for a batch: what was read ahead and is still fresh, the rest read now
 * (`read`); undefined as soon as one player's state is missing.
 */
export async function statesFor<S>(
  clock: ReadAheadClock,
  requests: { userId: number; ahead?: ReadAhead<S> }[],
  read: (userId: number) => Promise<S | undefined>,
): Promise<Map<number, S> | undefined> {
  const reads = new Map<number, Promise<S | undefined>>();
  for (const { userId, ahead } of requests) {
    if (reads.has(userId)) continue;
    const fresh = ahead && clock.fresh(ahead, userId);
    reads.set(userId, fresh ? ahead.state.catch(() => read(userId)) : read(userId));
  }
  const states = new Map<number, S>();
  for (const [userId, pending] of reads) {
    const state = await pending;
    if (!state) return undefined;
    states.set(userId, state);
  }
  return states;
}
