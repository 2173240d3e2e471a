import { describe, expect, it } from 'vitest';
import { play } from '@app/games/plinko';
import { testStream } from '../shared/testing-rounds';
import { ballAt, ballStops, board, bucketX, pegs, pegsTouched, WIDTH } from './plinko-geometry';

describe('plinko board', () => {
  it('lays out i + 3 pegs in row i, centred', () => {
    const b = board(8);
    const all = pegs(b);
    expect(all.filter((peg) => peg.row === 0)).toHaveLength(3);
    expect(all.filter((peg) => peg.row === 7)).toHaveLength(10);
    expect(all.every((peg) => peg.x > 0 && peg.x < WIDTH)).toBe(true);
  });

  it('follows the server path into the server bucket, touching a real peg in every row', () => {
    for (const rows of [8, 12, 16]) {
      const b = board(rows);
      const all = pegs(b);
      for (let nonce = 0; nonce < 20; nonce += 1) {
        const round = play(
          { rows, risk: 'high' },
          100,
          { minBet: 1, maxBet: 10_000 },
          testStream(nonce),
        );
        const stops = ballStops(b, round.path);
        expect(stops).toHaveLength(rows + 2);
        expect((stops.at(-1) as { x: number }).x).toBeCloseTo(bucketX(b, round.bucket));
        pegsTouched(round.path).forEach((index, row) => {
          const peg = all.find((p) => p.row === row && p.index === index);
          expect(peg?.x).toBeCloseTo((stops[row + 1] as { x: number }).x);
        });
      }
    }
  });

  it('moves the ball from the drop point to the bucket', () => {
    const b = board(10);
    const stops = ballStops(b, [1, 0, 1, 1, 0, 0, 1, 0, 1, 1]);
    expect(ballAt(b, stops, 0)).toEqual(stops[0]);
    const end = ballAt(b, stops, 1);
    expect(end.x).toBeCloseTo((stops.at(-1) as { x: number }).x);
    expect(end.y).toBeCloseTo((stops.at(-1) as { y: number }).y);
  });
});
