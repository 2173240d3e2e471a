import { describe, expect, it } from 'vitest';
import type { TPopup } from '@app/contracts/content';
import type { User } from '../lib/user';
import { buildStartupQueue, type StartupState } from './startup-queue';

const completeUser: User = {
  userId: 1,
  username: 'LuckyStar7',
  email: 'lucky@example.com',
  firstName: 'Lucky',
  middleName: null,
  lastName: 'Star',
  phoneCode: '1',
  phone: '5551234567',
  phoneVerified: true,
  isEmailVerified: true,
  dateOfBirth: '1990-01-15',
  gender: 'female',
  addressLine_1: '100 Main Street',
  addressLine_2: null,
  city: 'Austin',
  state: 44,
  country: 199,
  zipCode: '73301',
  profileImage: null,
  referralCode: 'ABCD2345',
  kycStatus: 'NOT_STARTED',
  isWelcomeBonusClaimed: true,
  isDailyBonusClaimed: true,
  userWallet: { gcCoin: 0, scCoin: { wsc: 0 }, totalScCoin: 0 },
};

const newPlayer: User = {
  ...completeUser,
  firstName: null,
  lastName: null,
  gender: null,
  dateOfBirth: null,
  phone: null,
  addressLine_1: null,
  state: null,
  city: null,
  zipCode: null,
  isWelcomeBonusClaimed: false,
  isDailyBonusClaimed: false,
};

const welcome = { gcAmount: 50000, scAmount: 2, isClaimed: false, isActive: true };
const daily = {
  gcAmount: 10000,
  scAmount: 0.3,
  isClaimed: false,
  isActive: true,
  nextClaimAt: null,
};

const popup = (overrides: Partial<TPopup>): TPopup => ({
  popupId: 1,
  popupName: 'lobbyPage',
  isActive: true,
  visibility: 2,
  textOne: 'Promo',
  textTwo: null,
  textThree: null,
  btnText: null,
  btnRedirection: null,
  desktopImageUrl: null,
  sortOrder: 1,
  offer: null,
  ...overrides,
});

const state = (overrides: Partial<StartupState>): StartupState => ({
  user: completeUser,
  welcomeBonus: null,
  dailyBonus: null,
  popups: [],
  ...overrides,
});

describe('startup popup queue (SPEC §4)', () => {
  it('a brand-new verified player: complete profile, welcome, daily, then lobby popups', () => {
    expect(
      buildStartupQueue(
        state({
          user: newPlayer,
          welcomeBonus: welcome,
          dailyBonus: daily,
          popups: [popup({ popupId: 2, visibility: 1 })],
        }),
      ),
    ).toEqual(['completeProfile', 'welcomeBonus', 'dailyBonus', 'popup:2']);
  });

  it('an unverified email comes first of all, and the welcome bonus waits for it', () => {
    // The server refuses the welcome bonus until the email is verified; the email dialog says so.
    expect(
      buildStartupQueue(
        state({
          user: { ...newPlayer, isEmailVerified: false },
          welcomeBonus: welcome,
          dailyBonus: daily,
        }),
      ),
    ).toEqual(['emailVerification', 'completeProfile', 'dailyBonus']);
  });

  it('changed terms to accept come before everything else (decision 060)', () => {
    expect(
      buildStartupQueue(
        state({
          user: { ...newPlayer, isEmailVerified: false },
          dailyBonus: daily,
          termsToAccept: true,
        }),
      ),
    ).toEqual(['termsConsent', 'emailVerification', 'completeProfile', 'dailyBonus']);
    expect(buildStartupQueue(state({ termsToAccept: false }))).toEqual([]);
  });

  it('a player with everything done and claimed gets nothing', () => {
    expect(buildStartupQueue(state({}))).toEqual([]);
  });

  it('skips the welcome bonus once claimed, or when it gives no coins', () => {
    const unclaimed = { ...completeUser, isWelcomeBonusClaimed: false };
    expect(buildStartupQueue(state({ user: unclaimed, welcomeBonus: welcome }))).toEqual([
      'welcomeBonus',
    ]);
    expect(
      buildStartupQueue(
        state({ user: unclaimed, welcomeBonus: { ...welcome, gcAmount: 0, scAmount: 0 } }),
      ),
    ).toEqual([]);
    expect(buildStartupQueue(state({ welcomeBonus: welcome }))).toEqual([]);
  });

  it('skips the daily bonus unless it is active', () => {
    const unclaimed = { ...completeUser, isDailyBonusClaimed: false };
    expect(buildStartupQueue(state({ user: unclaimed, dailyBonus: daily }))).toEqual([
      'dailyBonus',
    ]);
    expect(
      buildStartupQueue(state({ user: unclaimed, dailyBonus: { ...daily, isActive: false } })),
    ).toEqual([]);
    expect(buildStartupQueue(state({ user: unclaimed, dailyBonus: null }))).toEqual([]);
  });

  it('adds only the active lobby popups meant for signed-in players, in their order', () => {
    const popups = [
      popup({ popupId: 1, visibility: 0 }),
      popup({ popupId: 2, visibility: 1, sortOrder: 5 }),
      popup({ popupId: 3, visibility: 2, sortOrder: 2 }),
      popup({ popupId: 4, isActive: false }),
      popup({ popupId: 5, popupName: 'storePage' }),
    ];
    expect(buildStartupQueue(state({ popups }))).toEqual(['popup:3', 'popup:2']);
  });

  it('leaves out a lobby popup that sends the player to the lobby or advertises a used offer', () => {
    const popups = [
      popup({ popupId: 1, btnText: 'Play Now', btnRedirection: 'lobby' }),
      popup({ popupId: 2, offer: 'firstPurchase', btnRedirection: 'store' }),
      popup({ popupId: 3, btnRedirection: 'store' }),
    ];
    const used = { ...completeUser, firstPurchaseBonus: { isClaimed: true, percentage: 50 } };
    const open = { ...completeUser, firstPurchaseBonus: { isClaimed: false, percentage: 50 } };
    expect(buildStartupQueue(state({ user: used, popups }))).toEqual(['popup:3']);
    expect(buildStartupQueue(state({ user: open, popups }))).toEqual(['popup:2', 'popup:3']);
  });
});
