import { describe, expect, it } from 'vitest';
import { prependWinner, readLiveWinnerEvent, type LiveWinner } from './live-winner-feed';

const win = (userName: string, winAmount = 150): LiveWinner => ({
  userName,
  gameId: 4,
  gameName: 'Dragon Pearls',
  imageUrl: null,
  coinType: 'SC',
  winAmount,
  createdAt: '2026-05-01T12:00:00.000Z',
});

describe('live-winners feed', () => {
  it('reads a LIVE_WINNER event', () => {
    const event = {
      data: {
        userName: 'lucky',
        gameName: 'Dragon Pearls',
        gameId: 4,
        coinType: 'SC',
        winAmount: 150,
        createdAt: '2026-05-01T12:00:00.000Z',
      },
    };
    expect(readLiveWinnerEvent(event)).toEqual(win('lucky'));
  });

  it.each([null, 'x', {}, { data: null }, { data: { userName: 'a' } }])(
    'ignores a payload that is not a win: %j',
    (payload) => {
      expect(readLiveWinnerEvent(payload)).toBeNull();
    },
  );

  it('ignores an unknown coin type', () => {
    const event = { data: { ...win('a'), coinType: 'BTC' } };
    expect(readLiveWinnerEvent(event)).toBeNull();
  });

  it('puts a new win first and keeps the newest ones only', () => {
    const feed = [win('b'), win('c'), win('d')];
    expect(prependWinner(feed, win('a'), 3).map((w) => w.userName)).toEqual(['a', 'b', 'c']);
  });

  it('shows a win announced twice once', () => {
    const feed = [win('a'), win('b')];
    expect(prependWinner(feed, win('a')).map((w) => w.userName)).toEqual(['a', 'b']);
  });

  it('starts a feed that has not loaded yet', () => {
    expect(prependWinner(undefined, win('a'))).toEqual([win('a')]);
  });
});
