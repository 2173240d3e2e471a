import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  GAME_VERSION,
  act,
  allowedActions,
  handTotal,
  publicView,
  settle,
  start,
  totalStake,
  type BlackjackAction,
  type BlackjackState,
} from './blackjack';
import { DEALABLE_CARDS, cardText } from './blackjack-cards';
import { LIMITS, card as C, deal, rigShoe } from './blackjack-testing';
import { nodeHmacSha256 } from './node-hmac';
import { createByteStream, toHex } from './provably-fair';
import { scriptedSource, seededSource } from './testing';

describe('blackjack hands', () => {
  it('count aces as 11 when that does not bust, and J, Q, K as ten', () => {
    expect(handTotal([C('A'), C('6')])).toEqual({ total: 17, soft: true });
    expect(handTotal([C('A'), C('6'), C('K')])).toEqual({ total: 17, soft: false });
    expect(handTotal([C('A'), C('A'), C('9')])).toEqual({ total: 21, soft: true });
    expect(handTotal([C('K'), C('Q'), C('2')])).toEqual({ total: 22, soft: false });
    expect(handTotal([C('A'), C('J')])).toEqual({ total: 21, soft: true });
  });
});

describe('a blackjack round', () => {
  it('deals player, dealer, player, dealer from the front of the shuffled shoe', () => {
    const stream = () => createByteStream(nodeHmacSha256, 'server', 'client', 1);
    const state = start(100, LIMITS, stream());
    expect(state.version).toBe(GAME_VERSION);
    expect(state.shoe).toHaveLength(DEALABLE_CARDS);
    expect(state.hands[0]?.cards).toEqual([state.shoe[0], state.shoe[2]]);
    expect(state.dealer).toEqual([state.shoe[1], state.shoe[3]]);
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
    expect(start(100, LIMITS, stream())).toEqual(state);
  });

  it('never needs more cards than it keeps, even with the lowest cards and hitting to the end', () => {
    // Every copy of a rank in the shoe, suit by suit: rank 0 = ace, 1 = two, 2 = three.
    const copies = (rank: number, count: number) =>
      Array.from({ length: count }, (_, i) => rank + 12 * (i % 4));
    const twos = copies(1, 24);
    // Pairs of twos for three splits, then every ace, the other twos and threes.
    const front = [...twos.slice(0, 7), ...copies(0, 24), ...twos.slice(7), ...copies(2, 16)];
    let state = start(100, LIMITS, scriptedSource(rigShoe(front)));
    for (;;) {
      const open = allowedActions(state);
      if (open.length === 0) break;
      state = act(
        state,
        open.includes('split') ? 'split' : open.includes('hit') ? 'hit' : open[0]!,
      );
    }
    expect(state.hands).toHaveLength(4);
    expect(state.phase).toBe('finished');
    expect(state.next).toBeLessThanOrEqual(DEALABLE_CARDS);
  });

  it('pays a blackjack 3 to 2 at once, floored to the hundredth', () => {
    const state = deal('AKJ7', 101);
    expect(state.phase).toBe('finished');
    const result = settle(state);
    expect(result.hands).toEqual([{ stake: 101, outcome: 'blackjack', payout: 252 }]);
  });

  it('ends at once when the dealer peeks a blackjack under a ten-value card', () => {
    const lost = settle(deal('9KJA'));
    expect(lost.dealerBlackjack).toBe(true);
    expect(lost.hands[0]?.outcome).toBe('lose');
    expect(lost.totalPayout).toBe(0);
    const push = settle(deal('AKJA'));
    expect(push.hands[0]).toEqual({ stake: 100, outcome: 'push', payout: 100 });
  });

  it('offers insurance under an ace: half the bet, paying 2 to 1 on a dealer blackjack', () => {
    const offered = deal('9AQK', 101);
    expect(offered.phase).toBe('insurance');
    expect(allowedActions(offered)).toEqual(['insurance', 'noInsurance']);
    const insured = act(offered, 'insurance');
    expect(insured.phase).toBe('finished');
    expect(totalStake(insured)).toBe(151);
    const result = settle(insured);
    expect(result.insurance).toEqual({ stake: 50, payout: 150 });
    expect(result.hands[0]?.outcome).toBe('lose');
    expect(result.totalPayout).toBe(150);
    // Declined, no dealer blackjack: play goes on.
    const declined = act(deal('9AQ7'), 'noInsurance');
    expect(declined.phase).toBe('player');
    expect(declined.insurance).toBe(0);
    expect(settle(act(declined, 'stand')).insurance).toBeNull();
  });

  it('hits until the player stands or busts, and the dealer stands on soft 17', () => {
    // Player J,6 vs dealer 6 up, A hole: soft 17, which stands.
    const state = deal('J6' + '6A' + '4');
    const hit = act(state, 'hit');
    expect(hit.hands[0]?.cards.map(cardText)).toEqual(['J♠', '6♠', '4♠']);
    const stood = act(hit, 'stand');
    expect(stood.phase).toBe('finished');
    expect(stood.dealer).toHaveLength(2);
    expect(settle(stood)).toMatchObject({ dealerTotal: 17, totalPayout: 200 });
    // Dealer 16 draws: Q up, 6 hole, then 5 → 21.
    const drawn = act(deal('9Q96' + '5'), 'stand');
    expect(settle(drawn).dealerTotal).toBe(21);
    expect(settle(drawn).hands[0]?.outcome).toBe('lose');
  });

  it('does not draw for the dealer when every hand is bust', () => {
    const bust = act(deal('JQ66' + 'K'), 'hit');
    expect(bust.phase).toBe('finished');
    expect(bust.dealer).toHaveLength(2);
    expect(settle(bust).hands[0]?.outcome).toBe('bust');
  });

  it('doubles on two cards: twice the stake, one card, then the hand is done', () => {
    // Player 5,6 (11) vs dealer 5 up, 4 hole.
    const doubled = act(deal('5564' + '9' + 'K'), 'double');
    expect(doubled.hands[0]).toMatchObject({ stake: 200, doubled: true, done: true });
    expect(doubled.hands[0]?.cards).toHaveLength(3);
    expect(totalStake(doubled)).toBe(200);
    // Dealer 5 + 4 = 9, draws K → 19; player 20 wins 2 × 200.
    expect(settle(doubled)).toMatchObject({ dealerTotal: 19, totalPayout: 400 });
    expect(() => act(act(deal('2376' + '2'), 'hit'), 'double')).toThrow(/not allowed/);
  });

  it('splits pairs into hands played one after another, each dealt its second card in turn', () => {
    // Player 8,8 vs dealer 6 (hole Q). Hand 1 gets 3 (11) and doubles with J (21);
    // hand 2 gets K (18); the dealer's 16 draws 5 (21).
    let state = deal('868Q' + '3' + 'J' + 'K' + '5');
    state = act(state, 'split');
    expect(state.hands.map((h) => h.cards.length)).toEqual([2, 1]);
    expect(totalStake(state)).toBe(200);
    state = act(state, 'double');
    expect(state.hands[1]?.cards).toHaveLength(2);
    state = act(state, 'stand');
    expect(state.phase).toBe('finished');
    const result = settle(state);
    expect(result.dealerTotal).toBe(21);
    expect(result.hands).toEqual([
      { stake: 200, outcome: 'push', payout: 200 },
      { stake: 100, outcome: 'lose', payout: 0 },
    ]);
    expect(result.totalStake).toBe(300);
    expect(result.totalPayout).toBe(200);
  });

  it('gives split aces one card each and counts 21 after a split as 21, not blackjack', () => {
    // Dealer 9 + 7 = 16 draws 4 (20).
    const state = act(deal('A9A7' + 'K' + '5' + '4'), 'split');
    expect(state.phase).toBe('finished');
    expect(state.hands.map((h) => h.cards.map(cardText))).toEqual([
      ['A♠', 'K♠'],
      ['A♠', '5♠'],
    ]);
    expect(totalStake(state)).toBe(200);
    expect(settle(state).hands).toEqual([
      { stake: 100, outcome: 'win', payout: 200 },
      { stake: 100, outcome: 'lose', payout: 0 },
    ]);
  });

  it('splits up to four hands and never resplits aces', () => {
    // Each split hand is dealt another 8 until there are four hands.
    let state = deal('8686' + '888' + 'JQKJ');
    state = act(state, 'split');
    expect(allowedActions(state)).toContain('split');
    state = act(state, 'split');
    state = act(state, 'split');
    expect(state.hands).toHaveLength(4);
    expect(allowedActions(state)).not.toContain('split');
    const aces = act(deal('A6A7' + 'A' + 'A'), 'split');
    expect(aces.phase).toBe('finished');
    expect(aces.hands).toHaveLength(2);
  });

  it('rejects actions that are not open and leaves the state unchanged', () => {
    const state = deal('J9' + '7' + '8');
    const copy = JSON.parse(JSON.stringify(state)) as BlackjackState;
    expect(() => act(state, 'split')).toThrow(/not allowed/);
    expect(() => act(state, 'insurance')).toThrow(/not allowed/);
    expect(() => act(state, 'fold' as BlackjackAction)).toThrow(/not allowed/);
    expect(() => settle(state)).toThrow(/still/);
    expect(state).toEqual(copy);
    const done = act(state, 'stand');
    expect(() => act(done, 'hit')).toThrow(/over/);
    expect(() =>
      // A round of version 1 was dealt from standard decks: this version refuses it.
      act({ ...state, version: 'blackjack-1' } as unknown as BlackjackState, 'hit'),
    ).toThrow(/version/);
    expect(() => start(0, LIMITS, scriptedSource([]))).toThrow(/positive/);
  });

  it('hides the shoe and the hole card from the player until the end', () => {
    const state = deal('J9' + '7' + '8');
    const view = publicView(state);
    expect(view.dealer).toEqual([C('9'), null]);
    expect(view).not.toHaveProperty('shoe');
    expect(view.allowedActions).toEqual(['hit', 'stand', 'double']);
    expect(publicView(act(state, 'stand')).dealer).toEqual([C('9'), C('8')]);
  });

  it('resumes from its JSON at every step with the same result', () => {
    const actions: BlackjackAction[] = [
      'hit',
      'stand',
      'double',
      'split',
      'insurance',
      'noInsurance',
    ];
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 16, maxLength: 16 }),
        fc.array(fc.nat(), { minLength: 30, maxLength: 30 }),
        (seed, picks) => {
          let live = start(100, LIMITS, seededSource(toHex(seed)));
          let stored = JSON.parse(JSON.stringify(live)) as BlackjackState;
          for (const pick of picks) {
            const open = allowedActions(live);
            if (open.length === 0) break;
            const action = open[pick % open.length] as BlackjackAction;
            live = act(live, action);
            stored = JSON.parse(JSON.stringify(act(stored, action))) as BlackjackState;
            expect(stored).toEqual(live);
          }
          expect(live.phase).toBe('finished');
          expect(settle(stored)).toEqual(settle(live));
          expect(actions).toEqual(expect.arrayContaining(allowedActions(live)));
        },
      ),
      { numRuns: 300 },
    );
  });
});
