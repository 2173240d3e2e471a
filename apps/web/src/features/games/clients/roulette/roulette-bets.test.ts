import { describe, expect, it } from 'vitest';
import { coveredNumbers, play } from '@app/games/roulette';
import { testStream } from '../shared/testing-rounds';
import {
  apiBets,
  numberCell,
  selectionOf,
  spotOf,
  stakesBySpot,
  totalStake,
  winningSpots,
  type Chip,
  type SpotKey,
} from './roulette-bets';

const ALL_SPOTS: SpotKey[] = [
  ...Array.from({ length: 37 }, (_, n) => `n${n}` as SpotKey),
  'red',
  'black',
  'odd',
  'even',
  'low',
  'high',
  'dozen1',
  'dozen2',
  'dozen3',
  'column1',
  'column2',
  'column3',
];

describe('roulette layout bets', () => {
  it('turns every spot into a bet the game accepts, and back', () => {
    for (const spot of ALL_SPOTS) {
      const selection = selectionOf(spot);
      expect(() => coveredNumbers(selection)).not.toThrow();
      expect(spotOf(selection)).toBe(spot);
    }
  });

  it('lights exactly the spots whose numbers cover the pocket', () => {
    for (let pocket = 0; pocket <= 36; pocket += 1) {
      const expected = ALL_SPOTS.filter((spot) =>
        coveredNumbers(selectionOf(spot)).includes(pocket),
      );
      expect([...winningSpots(pocket)].sort()).toEqual(expected.sort());
    }
  });

  it('sums chips per spot and sends amounts in coins', () => {
    const chips: Chip[] = [
      { spot: 'n17', amount: 10 },
      { spot: 'red', amount: 50 },
      { spot: 'n17', amount: 100 },
    ];
    expect(stakesBySpot(chips).get('n17')).toBe(110);
    expect(totalStake(chips)).toBe(160);
    expect(apiBets(chips)).toEqual([
      { type: 'straight', numbers: [17], amount: 1.1 },
      { type: 'red', amount: 0.5 },
    ]);
  });

  it('pays the spots the server pays', () => {
    const bets = ALL_SPOTS.map((spot) => ({ ...selectionOf(spot), amount: 100 }));
    const result = play(bets, { minBet: 1, maxBet: 1_000_000 }, testStream());
    const lit = winningSpots(result.pocket);
    result.bets.forEach((bet) => expect(bet.won).toBe(lit.has(spotOf(bet.bet) as SpotKey)));
  });

  it('places 3-6-9… on the top row of the wide table', () => {
    expect(numberCell(3)).toMatchObject({ col: 2, row: 1 });
    expect(numberCell(1)).toMatchObject({ col: 2, row: 3 });
    expect(numberCell(36)).toMatchObject({ col: 13, row: 1, vcol: 5, vrow: 13 });
  });
});
