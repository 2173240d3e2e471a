import { describe, expect, it } from 'vitest';
import { bannerAction } from './banner-action';

describe("a banner button's target", () => {
  it.each([
    ['store', '/user/store'],
    ['lobby', '/lobby'],
    ['redeem', '/redeem'],
    ['vip', '/vip'],
  ])('redirect key %s leads to %s', (key, path) => {
    expect(bannerAction({ btnText: 'Go', btnRedirection: key }, true)).toEqual({
      kind: 'navigate',
      to: path,
    });
  });

  it('follows an app path', () => {
    expect(bannerAction({ btnText: 'Play Now', btnRedirection: '/game-play/1' }, true)).toEqual({
      kind: 'navigate',
      to: '/game-play/1',
    });
  });

  it('never leads to another site', () => {
    expect(bannerAction({ btnText: 'Go', btnRedirection: '//evil.test' }, true)).toEqual({
      kind: 'none',
    });
    expect(bannerAction({ btnText: 'Go', btnRedirection: 'https://evil.test' }, false)).toEqual({
      kind: 'none',
    });
  });

  it('invites a visitor to sign up when the button has no target', () => {
    expect(bannerAction({ btnText: 'Join Now', btnRedirection: null }, false)).toEqual({
      kind: 'signUp',
    });
    expect(bannerAction({ btnText: 'Join Now', btnRedirection: null }, true)).toEqual({
      kind: 'none',
    });
  });

  it('has no button without button text', () => {
    expect(bannerAction({ btnText: '  ', btnRedirection: 'store' }, true)).toEqual({
      kind: 'none',
    });
    expect(bannerAction({ btnText: null, btnRedirection: 'store' }, true)).toEqual({
      kind: 'none',
    });
  });
});
