import { describe, expect, it } from 'vitest';
import type { User } from '../../lib/user';
import { applyWalletBalance, creditedCoins, readWalletBalanceEvent } from './balance-event';

const player: User = {
  userId: 7,
  username: 'LuckyStar7',
  email: 'lucky@example.com',
  firstName: null,
  middleName: null,
  lastName: null,
  phoneCode: null,
  phone: null,
  phoneVerified: false,
  isEmailVerified: true,
  dateOfBirth: null,
  gender: null,
  addressLine_1: null,
  addressLine_2: null,
  city: null,
  state: null,
  country: 199,
  zipCode: null,
  profileImage: null,
  referralCode: 'ABCD2345',
  kycStatus: null,
  isWelcomeBonusClaimed: false,
  isDailyBonusClaimed: false,
  userWallet: { gcCoin: 0, scCoin: { wsc: 0 }, totalScCoin: 0 },
};

const event = (data: unknown) => ({ data });

describe('USER_WALLET_BALANCE applied to the cached user (SPEC §4)', () => {
  it('sets GC, total SC and redeemable SC and keeps every other field', () => {
    const update = readWalletBalanceEvent(
      event({ gcCoin: 50000, scCoin: 2, wsc: 0.5, isCredit: true }),
    );
    expect(update).toEqual({ gcCoin: 50000, scCoin: 2, wsc: 0.5, isCredit: true });
    const next = applyWalletBalance(player, update!);
    expect(next.userWallet).toEqual({ gcCoin: 50000, scCoin: { wsc: 0.5 }, totalScCoin: 2 });
    expect({ ...next, userWallet: player.userWallet }).toEqual(player);
    expect(player.userWallet?.gcCoin).toBe(0);
  });

  it('ignores malformed events instead of showing wrong balances', () => {
    expect(readWalletBalanceEvent(null)).toBeNull();
    expect(readWalletBalanceEvent(event({ gcCoin: '5', scCoin: 1, wsc: 0 }))).toBeNull();
    expect(readWalletBalanceEvent(event({ gcCoin: 1.234, scCoin: 1, wsc: 0 }))).toBeNull();
    expect(readWalletBalanceEvent({ gcCoin: 1, scCoin: 1, wsc: 0 })).toBeNull();
  });

  it('treats a missing isCredit as not a credit', () => {
    expect(readWalletBalanceEvent(event({ gcCoin: 1, scCoin: 1, wsc: 0 }))?.isCredit).toBe(false);
  });
});

describe('which balances a credit animates', () => {
  it('animates every balance the credit raised, in hundredths', () => {
    const update = { gcCoin: 60000, scCoin: 2.3, wsc: 0, isCredit: true };
    expect(creditedCoins({ gcCoin: 50000, scCoin: { wsc: 0 }, totalScCoin: 2 }, update)).toEqual([
      { coin: 'GC', from: 5_000_000, to: 6_000_000 },
      { coin: 'SC', from: 200, to: 230 },
    ]);
  });

  it('animates only the coin that changed', () => {
    const update = { gcCoin: 50000, scCoin: 3, wsc: 1, isCredit: true };
    expect(creditedCoins({ gcCoin: 50000, scCoin: { wsc: 0 }, totalScCoin: 2 }, update)).toEqual([
      { coin: 'SC', from: 200, to: 300 },
    ]);
  });

  it('animates nothing for a debit, an unflagged update or an unknown wallet', () => {
    const wallet = { gcCoin: 100, scCoin: { wsc: 0 }, totalScCoin: 0 };
    expect(creditedCoins(wallet, { gcCoin: 90, scCoin: 0, wsc: 0, isCredit: false })).toEqual([]);
    expect(creditedCoins(wallet, { gcCoin: 200, scCoin: 0, wsc: 0, isCredit: false })).toEqual([]);
    expect(creditedCoins(undefined, { gcCoin: 200, scCoin: 0, wsc: 0, isCredit: true })).toEqual(
      [],
    );
  });
});
