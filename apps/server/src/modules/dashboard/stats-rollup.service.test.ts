import { describe, expect, it } from 'vitest';
import { GAP_KEEP_MS, remainingGaps } from './stats-rollup.service';

const at = new Date('2026-05-01T12:00:00Z');
const noted = new Date(at.getTime() - 60_000);

describe('remainingGaps', () => {
  it('splits a gap around the ids found in it and keeps the rest', () => {
    expect(remainingGaps([{ fromId: 10, toId: 20, notedAt: noted }], [10, 14, 15, 20], at)).toEqual(
      [
        { fromId: 11, toId: 13, notedAt: noted },
        { fromId: 16, toId: 19, notedAt: noted },
      ],
    );
  });

  it('drops a gap once every id was found, and one older than the longest transaction', () => {
    const old = new Date(at.getTime() - GAP_KEEP_MS - 1);
    expect(
      remainingGaps(
        [
          { fromId: 1, toId: 2, notedAt: noted },
          { fromId: 5, toId: 9, notedAt: old },
          { fromId: 30, toId: 30, notedAt: noted },
        ],
        [1, 2, 40],
        at,
      ),
    ).toEqual([{ fromId: 30, toId: 30, notedAt: noted }]);
  });
});
