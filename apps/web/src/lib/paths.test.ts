import { describe, expect, it } from 'vitest';
import { categoryPath, isChromelessPath, isFooterHiddenPath } from './paths';

describe('layout rules of SPEC §2', () => {
  it.each(['/404', '/coming-soon', '/user/payment'])(
    '%s has no header, sidebar or footer',
    (path) => {
      expect(isChromelessPath(path)).toBe(true);
      expect(isFooterHiddenPath(path)).toBe(true);
    },
  );

  it('game play hides only the footer', () => {
    expect(isChromelessPath('/game-play/42')).toBe(false);
    expect(isFooterHiddenPath('/game-play/42')).toBe(true);
  });

  it.each(['/', '/lobby', '/user/store', '/user/payments-history', '/404-help', '/vip'])(
    '%s keeps the full frame',
    (path) => {
      expect(isChromelessPath(path)).toBe(false);
      expect(isFooterHiddenPath(path)).toBe(false);
    },
  );

  it('encodes category names in links', () => {
    expect(categoryPath('Recently Played')).toBe('/games/category/Recently%20Played');
  });
});
