import { afterEach, describe, expect, it } from 'vitest';
import { readClosedPromotions, rememberClosedPromotion } from './promotion-session';

afterEach(() => {
  Reflect.deleteProperty(globalThis, 'sessionStorage');
});

function installSessionStorage(initial: Record<string, string> = {}): Map<string, string> {
  const items = new Map(Object.entries(initial));
  Object.defineProperty(globalThis, 'sessionStorage', {
    value: {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
    },
    configurable: true,
    writable: true,
  });
  return items;
}

describe('closed promotions of the session', () => {
  it('keeps them per player in sessionStorage, each once', () => {
    const items = installSessionStorage();
    rememberClosedPromotion('lucky_player', 'popup:2');
    rememberClosedPromotion('lucky_player', 'popup:2');
    rememberClosedPromotion(null, 'popup:3');
    expect(readClosedPromotions('lucky_player')).toEqual(['popup:2']);
    expect(readClosedPromotions(null)).toEqual(['popup:3']);
    expect(items.get('closedPromotions:lucky_player')).toBe('["popup:2"]');
  });

  it('reads a damaged entry as nothing closed', () => {
    installSessionStorage({ 'closedPromotions:lucky_player': '{not json' });
    expect(readClosedPromotions('lucky_player')).toEqual([]);
  });

  it('falls back to memory when the storage is blocked', () => {
    Object.defineProperty(globalThis, 'sessionStorage', {
      get() {
        throw new Error('blocked');
      },
      configurable: true,
    });
    expect(rememberClosedPromotion('blocked_player', 'flashSalePromo')).toEqual(['flashSalePromo']);
    expect(readClosedPromotions('blocked_player')).toEqual(['flashSalePromo']);
  });
});
