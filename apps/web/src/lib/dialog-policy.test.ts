import { describe, expect, it } from 'vitest';
import {
  MAX_PROMOTIONS_PER_VISIT,
  dialogKind,
  mayOpenByItself,
  mayShowOn,
  placeInQueue,
  startupDialogsOn,
  promotionClosedBy,
  startupMayRunOn,
  type DialogScene,
} from './dialog-policy';
import type { ModalName } from './ui-store';

const LOBBY_POPUP: ModalName = 'popup:2';

/** A signed-in player on the lobby, startup done, nothing open, nothing closed yet. */
const scene = (overrides: Partial<DialogScene> = {}): DialogScene => ({
  pathname: '/',
  queue: [],
  pageVisit: [],
  dismissed: [],
  shownThisVisit: [],
  startupPending: false,
  ...overrides,
});

describe('dialog kinds', () => {
  it('tells results, the player’s dialogs, prompts and promotions apart', () => {
    expect(dialogKind('transactionStatus')).toBe('result');
    expect(dialogKind('emailVerified')).toBe('result');
    expect(dialogKind('orderSummary')).toBe('player');
    expect(dialogKind('login')).toBe('player');
    expect(dialogKind('flashSale')).toBe('player');
    expect(dialogKind('completeProfile')).toBe('prompt');
    expect(dialogKind('dailyBonus')).toBe('prompt');
    expect(dialogKind('flashSalePromo')).toBe('promotion');
    expect(dialogKind(LOBBY_POPUP)).toBe('promotion');
  });

  it('keeps the flash-sale promo closed once its offer was read from the timer', () => {
    expect(promotionClosedBy('flashSale')).toBe('flashSalePromo');
    expect(promotionClosedBy('flashSalePromo')).toBe('flashSalePromo');
    expect(promotionClosedBy(LOBBY_POPUP)).toBe(LOBBY_POPUP);
    expect(promotionClosedBy('welcomeBonus')).toBeNull();
    expect(promotionClosedBy('transactionStatus')).toBeNull();
  });
});

describe('where dialogs may show', () => {
  const waitingPages = [
    '/user/payment',
    '/user/store/deposit-status',
    '/thank-you',
    '/thank-you-purchase',
    '/404',
    '/500',
    '/maintenance',
    '/coming-soon',
  ];

  it('runs the startup queue anywhere but transaction and status pages', () => {
    for (const page of waitingPages) expect(startupMayRunOn(page), page).toBe(false);
    for (const page of ['/', '/lobby', '/user/store', '/user/account-details', '/game-play/7']) {
      expect(startupMayRunOn(page), page).toBe(true);
    }
  });

  it('offers the startup queue’s lobby popups on the lobby only', () => {
    const startup: ModalName[] = ['completeProfile', 'dailyBonus', LOBBY_POPUP];
    expect(startupDialogsOn(startup, '/play')).toEqual(startup);
    expect(startupDialogsOn(startup, '/user/store')).toEqual(['completeProfile', 'dailyBonus']);
  });

  it('never shows the complete-profile prompt on the account page or a status page', () => {
    expect(mayShowOn('completeProfile', '/user/account-details')).toBe(false);
    expect(mayShowOn('completeProfile', '/user/account-details/')).toBe(false);
    expect(mayShowOn('completeProfile', '/404')).toBe(false);
    expect(mayShowOn('completeProfile', '/maintenance')).toBe(false);
    expect(mayShowOn('completeProfile', '/')).toBe(true);
    // The bonuses may follow the player to the account page (SPEC §4 Phone verification).
    expect(mayShowOn('welcomeBonus', '/user/account-details')).toBe(true);
  });

  it('keeps the live payment status off the card page and its thank-you page, which answer the payment', () => {
    expect(mayShowOn('transactionStatus', '/user/payment')).toBe(false);
    expect(mayShowOn('transactionStatus', '/user/payment/')).toBe(false);
    expect(mayShowOn('transactionStatus', '/thank-you-purchase')).toBe(false);
    for (const page of ['/', '/user/store', '/user/store/deposit-status', '/game-play/7'])
      expect(mayShowOn('transactionStatus', page), page).toBe(true);
    expect(mayShowOn('notice', '/user/payment')).toBe(true);
  });

  it('keeps promotions off payment, deposit-status, thank-you, game, account and status pages', () => {
    const quiet = [
      ...waitingPages,
      '/game-play/12',
      '/user/account-details',
      '/responsible-gambling',
      '/games/category/Slots',
    ];
    for (const page of quiet) {
      expect(mayShowOn(LOBBY_POPUP, page), page).toBe(false);
      expect(mayShowOn('flashSalePromo', page), page).toBe(false);
    }
  });

  it('shows page popups on the lobby and the SPEC popup pages, the flash-sale promo on the lobby only', () => {
    for (const page of ['/', '/lobby', '/play', '/promotions-page', '/user/store', '/vip']) {
      expect(mayShowOn(LOBBY_POPUP, page), page).toBe(true);
    }
    expect(mayShowOn('flashSalePromo', '/lobby')).toBe(true);
    expect(mayShowOn('flashSalePromo', '/user/store')).toBe(false);
    expect(mayShowOn('flashSalePromo', '/vip')).toBe(false);
  });

  it('shows results and the player’s dialogs on every page (the live payment status but where the page answers it)', () => {
    for (const page of ['/user/store/deposit-status', '/thank-you-purchase', '/404']) {
      expect(mayShowOn('transactionStatus', page)).toBe(page !== '/thank-you-purchase');
      expect(mayShowOn('login', page)).toBe(true);
      expect(mayShowOn('flashSale', page)).toBe(true);
    }
  });
});

describe('opening by itself', () => {
  it('lets a promotion open on a quiet lobby after the startup queue', () => {
    expect(mayOpenByItself(LOBBY_POPUP, scene())).toBe(true);
    expect(mayOpenByItself('flashSalePromo', scene())).toBe(true);
  });

  it('holds promotions until the startup queue has been queued', () => {
    expect(mayOpenByItself('flashSalePromo', scene({ startupPending: true }))).toBe(false);
    expect(mayOpenByItself('completeProfile', scene({ startupPending: true }))).toBe(true);
  });

  it('never opens a promotion over or behind a result or a dialog the player opened', () => {
    for (const queue of [['transactionStatus'], ['orderSummary'], ['login', 'completeProfile']]) {
      expect(mayOpenByItself(LOBBY_POPUP, scene({ queue: queue as ModalName[] }))).toBe(false);
    }
  });

  it('queues a lobby popup behind the profile prompt, as SPEC §4 orders the startup queue', () => {
    const visit: ModalName[] = ['completeProfile'];
    expect(mayOpenByItself(LOBBY_POPUP, scene({ queue: visit, pageVisit: visit }))).toBe(true);
  });

  it('opens no promotion on a page visit that had an onboarding prompt', () => {
    for (const prompt of ['emailVerification', 'welcomeBonus', 'dailyBonus'] as const) {
      const visit: ModalName[] = ['completeProfile', prompt];
      expect(mayOpenByItself(LOBBY_POPUP, scene({ queue: visit, pageVisit: visit }))).toBe(false);
      // Closed already, the prompt still counts for this visit.
      expect(mayOpenByItself('flashSalePromo', scene({ pageVisit: visit }))).toBe(false);
    }
  });

  it('opens at most one promotion per page visit', () => {
    expect(mayOpenByItself('flashSalePromo', scene({ pageVisit: [LOBBY_POPUP] }))).toBe(false);
    expect(
      mayOpenByItself('popup:3', scene({ queue: [LOBBY_POPUP], pageVisit: [LOBBY_POPUP] })),
    ).toBe(false);
  });

  it('opens at most MAX_PROMOTIONS_PER_VISIT promotions in a visit; the others wait for the next', () => {
    expect(MAX_PROMOTIONS_PER_VISIT).toBe(2);
    expect(mayOpenByItself(LOBBY_POPUP, scene({ shownThisVisit: ['popup:5'] }))).toBe(true);
    const twoShown: ModalName[] = ['popup:5', 'popup:6'];
    expect(mayOpenByItself(LOBBY_POPUP, scene({ shownThisVisit: twoShown }))).toBe(false);
    expect(mayOpenByItself('flashSalePromo', scene({ shownThisVisit: twoShown }))).toBe(false);
    // One that opened before (then was taken off for a result) may still come back.
    expect(mayOpenByItself(LOBBY_POPUP, scene({ shownThisVisit: ['popup:5', LOBBY_POPUP] }))).toBe(
      true,
    );
    // The startup asks are not promotions: the cap leaves them alone.
    expect(mayOpenByItself('welcomeBonus', scene({ shownThisVisit: twoShown }))).toBe(true);
  });

  it('keeps a promotion the player closed closed for the session', () => {
    expect(mayOpenByItself(LOBBY_POPUP, scene({ dismissed: [LOBBY_POPUP] }))).toBe(false);
    expect(mayOpenByItself('flashSalePromo', scene({ dismissed: [LOBBY_POPUP] }))).toBe(true);
  });

  it('offers no promotion and no prompt where the player waits for a payment outcome', () => {
    for (const pathname of ['/user/store/deposit-status', '/thank-you-purchase', '/user/payment']) {
      expect(mayOpenByItself(LOBBY_POPUP, scene({ pathname }))).toBe(false);
      expect(mayOpenByItself('welcomeBonus', scene({ pathname }))).toBe(false);
      // The card page and its thank-you page answer the payment; the live status is not shown there.
      expect(mayOpenByItself('transactionStatus', scene({ pathname }))).toBe(
        pathname === '/user/store/deposit-status',
      );
    }
  });

  it('does not offer the complete-profile prompt on the account page', () => {
    expect(mayOpenByItself('completeProfile', scene({ pathname: '/user/account-details' }))).toBe(
      false,
    );
    expect(mayOpenByItself('dailyBonus', scene({ pathname: '/user/account-details' }))).toBe(true);
  });
});

describe('placing a dialog in the queue', () => {
  it('puts prompts and promotions at the end', () => {
    expect(placeInQueue(['welcomeBonus'], 'dailyBonus', false)).toEqual([
      'welcomeBonus',
      'dailyBonus',
    ]);
    expect(placeInQueue(['login'], LOBBY_POPUP, false)).toEqual(['login', LOBBY_POPUP]);
  });

  it('puts a result or a player’s dialog ahead of waiting prompts and promotions', () => {
    const startup: ModalName[] = ['completeProfile', 'welcomeBonus', LOBBY_POPUP];
    expect(placeInQueue(startup, 'transactionStatus', false)).toEqual([
      'completeProfile',
      'transactionStatus',
      'welcomeBonus',
      LOBBY_POPUP,
    ]);
    expect(placeInQueue(['login', 'profile'], 'redeem', false)).toEqual([
      'login',
      'profile',
      'redeem',
    ]);
  });

  it('lets a result take the place of an open promotion', () => {
    expect(placeInQueue([LOBBY_POPUP, 'dailyBonus'], 'transactionStatus', false)).toEqual([
      'transactionStatus',
      'dailyBonus',
    ]);
    // A dialog the player opened waits for the promotion to close (they could not click past it).
    expect(placeInQueue(['flashSalePromo'], 'orderSummary', false)).toEqual([
      'flashSalePromo',
      'orderSummary',
    ]);
  });

  it('goes first while the queue is paused, as nothing is open', () => {
    expect(placeInQueue(['dailyBonus'], 'transactionStatus', true)).toEqual([
      'transactionStatus',
      'dailyBonus',
    ]);
  });
});
