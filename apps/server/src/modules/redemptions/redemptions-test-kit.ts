import { randomInt, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { SANDBOX_ACH_FAILED_ACCOUNT_SUFFIX, SANDBOX_TEST_CARDS } from '@app/contracts/payments';
import { SANDBOX_ACH_RETURNED_ACCOUNT_SUFFIX } from '@app/contracts/redemptions';
import { postJson, signUpVerified } from '../../test/accounts';
import { json, type TestApp } from '../../test/test-app';
import { US_STATES } from '../content/seed-data/us-states';
import { cardToken } from '../payments/payments-test-kit';
import { purchases } from '../payments/purchases.tables';
import { users } from '../users/users.tables';
import { credit, debit, move, walletFor } from '../wallet/wallet-test-kit';
import type { PayoutEvent, PayoutProvider, PayoutRequest } from './redemption-payouts.service';
import { redemptionRequests } from './redemptions.tables';

/** Package 3 ($9.99, 100,000 GC + 10 SC), bought with the sandbox card form. */
const PACKAGE_3 = { packageId: 3, amount: 9.99 };

/** Buys package 3 with the card form, as the player does; answers the purchase's reference. */
export async function buyPackage(t: TestApp, cookie: string) {
  const token = await cardToken(t, cookie, SANDBOX_TEST_CARDS.approve);
  const res = await postJson(
    t,
    '/payment/finix/create-instrument',
    { ...PACKAGE_3, type: 'TOKEN', token, fraud_session_id: 'FS-redeem' },
    cookie,
  );
  const body = await json(res);
  if (res.status !== 200 || !body.data.success)
    throw new Error(`purchase failed: ${res.status} ${JSON.stringify(body)}`);
  return body.data.referenceId as string;
}

/** Moves the player's purchases `hours` into the past (their 12-hour processing window). */
export async function agePurchases(t: TestApp, userId: number, hours: number) {
  await t.db
    .update(purchases)
    .set({ settledAt: sql`now() - ${hours} * interval '1 hour'` })
    .where(eq(purchases.userId, userId));
}

/** Credits redeemable SC as game wins do (house GAMES, kind win). */
export async function winRedeemable(t: TestApp, userId: number, cents: number) {
  const { wallet } = await walletFor(t.db);
  await move(wallet, t.db, userId, 'round', [credit('SC', cents, 'GAMES', 'SC_REDEEMABLE')]);
}

/**
 * Bets all the player's unplayed SC (the purchase's) in one round, as play does: the risk rule
 * 'play since the last purchase' then sees the purchase played through (decision 057).
 */
export async function playThrough(t: TestApp, userId: number) {
  const { wallet } = await walletFor(t.db);
  const { scUnplayed } = await wallet.balances(userId);
  if (scUnplayed > 0)
    await move(wallet, t.db, userId, 'round', [debit('SC', scUnplayed, 'GAMES', 'SC_UNPLAYED')]);
}

/** A bank account of the player's own (no other test player is paid to it): paid in the sandbox. */
export function ownBank(holder = 'Pat Player') {
  // Random digits, the last one 5 to 9: never the sandbox's returned (0003) or failing (0004) account.
  const accountNumber = `${randomInt(10_000_000, 100_000_000)}${randomInt(5, 10)}`;
  return {
    providerType: 'fiat',
    cardHolderName: holder,
    accountNumber,
    routingNumber: '011000015',
  };
}

export interface ReadyOptions {
  /** Redeemable SC won, in hundredths (default 100.00). */
  redeemable?: number;
  kycStatus?: string;
  internal?: boolean;
  /** Hours since the purchase settled (default 13: fully processed). */
  purchasedHoursAgo?: number;
  purchase?: boolean;
}

/**
 * A player who may redeem: signed up, bought a package (settled `purchasedHoursAgo` ago), KYC
 * approved (the KYC module's verdict, written as it writes it) and with redeemable SC won.
 */
export async function readyPlayer(t: TestApp, options: ReadyOptions = {}) {
  const account = await signUpVerified(t);
  if (options.purchase !== false) {
    await buyPackage(t, account.cookie);
    await agePurchases(t, account.userId, options.purchasedHoursAgo ?? 13);
  }
  await t.db
    .update(users)
    .set({
      kycStatus: options.kycStatus ?? 'APPROVED',
      isInternalUser: options.internal ?? false,
    })
    .where(eq(users.id, account.userId));
  const redeemable = options.redeemable ?? 10_000;
  if (redeemable > 0) await winRedeemable(t, account.userId, redeemable);
  return account;
}

/** A profile with the legal name and address a W-9 takes (Texas: sweepstakes play allowed). */
export const W9_PROFILE = {
  firstName: 'Jane',
  lastName: 'Player',
  middleName: '',
  dateOfBirth: '1990-04-12',
  gender: 'female',
  addressLine_1: '12 Main Street',
  addressLine_2: '',
  city: 'Austin',
  state: String(US_STATES.find((s) => s.code === 'TX')!.stateId),
  zipCode: '73301',
  country: '199',
};

/** A nine-digit SSN no other test player has (one SSN belongs to one account). */
export const freshSsn = () => `7${String(randomInt(100_000_000)).padStart(8, '0')}`;

/** Completes the player's W-9 as they do: the profile's legal name and address, and an SSN. */
export async function giveW9(t: TestApp, cookie: string, parts: { ssn?: boolean } = {}) {
  const profile = await postJson(t, '/user/profile', W9_PROFILE, cookie, 'PUT');
  if (profile.status !== 200) throw new Error(`profile not saved: ${profile.status}`);
  if (parts.ssn === false) return;
  const ssn = await postJson(t, '/kyc/update-ssn', { ssn: freshSsn() }, cookie);
  if (ssn.status !== 200) throw new Error(`SSN not saved: ${ssn.status}`);
}

export const redeemBody = (amount: number | string, extra: Record<string, unknown> = {}) => ({
  providerType: 'fiat',
  amount,
  paymentType: 'redeem',
  ...extra,
});

/** IPPAY bank details of an internal player (account ending 6789: paid). */
export const IPPAY_BANK = {
  providerType: 'IPPAY',
  cardHolderName: 'Pat Player',
  accountNumber: '000123456789',
  routingNumber: '011000015',
};
/** The sandbox's test account that is returned after payment. */
export const RETURNED_ACCOUNT = `00012345${SANDBOX_ACH_RETURNED_ACCOUNT_SUFFIX}`;
/** The sandbox's test account whose payout fails. */
export const FAILED_ACCOUNT = `00011111${SANDBOX_ACH_FAILED_ACCOUNT_SUFFIX}`;

export function redeem(
  t: TestApp,
  cookie: string,
  body: Record<string, unknown>,
  key: string = randomUUID(),
  path = '/payment/redeem-request',
) {
  return t.request(`/api/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': key, cookie },
    body: JSON.stringify(body),
  });
}

export function cancel(t: TestApp, cookie: string, redeemRequestId: unknown) {
  return postJson(t, '/payment/redeem-request', { redeemRequestId }, cookie, 'PUT');
}

/** [status, errorCode, description] of an error answer. */
export async function errorOf(res: Response) {
  const body = await json(res);
  const first = body.errors?.[0];
  return [res.status, first?.errorCode, first?.description] as const;
}

export async function requestRow(t: TestApp, id: number) {
  const [row] = await t.db.select().from(redemptionRequests).where(eq(redemptionRequests.id, id));
  if (!row) throw new Error(`no redemption ${id}`);
  return row;
}

export async function requestsOf(t: TestApp, userId: number) {
  return t.db.select().from(redemptionRequests).where(eq(redemptionRequests.userId, userId));
}

/**
 * The provider boundary in tests: records each payout, answers a provider id, and reports the
 * outcome as its webhook would, through the app's payout-event handler: paid at once, or failed
 * for an account ending as the sandbox's failing one (0004). `returnLater` reports a bank return of a paid payout.
 */
export class TestPayoutProvider implements PayoutProvider {
  readonly name = 'test-ach';
  readonly sent: PayoutRequest[] = [];
  failNextSends = 0;
  private seq = 0;
  private app?: { redemptions: { applyPayoutEvent(e: PayoutEvent): Promise<unknown> } };

  attach(app: { redemptions: { applyPayoutEvent(e: PayoutEvent): Promise<unknown> } }) {
    this.app = app;
  }

  async send(req: PayoutRequest) {
    if (this.failNextSends > 0) {
      this.failNextSends -= 1;
      throw new Error('test ACH provider unavailable');
    }
    this.sent.push(req);
    const providerPayoutId = `po_test_${(this.seq += 1)}`;
    const failed = req.accountNumber.endsWith(SANDBOX_ACH_FAILED_ACCOUNT_SUFFIX);
    await this.report({
      eventId: `evt_${providerPayoutId}_${failed ? 'failed' : 'paid'}`,
      type: failed ? 'payout.failed' : 'payout.paid',
      payoutId: req.payoutId,
      providerPayoutId,
      ...(failed ? { reason: 'Account closed' } : {}),
    });
    return { providerPayoutId };
  }

  report(event: PayoutEvent) {
    if (!this.app) throw new Error('TestPayoutProvider is not attached to an app');
    return this.app.redemptions.applyPayoutEvent(event);
  }

  /** The bank returns a paid payout (R01-like), as the provider's webhook reports it. */
  returnLater(payoutId: string, eventId = `evt_return_${payoutId}`) {
    const sent = this.sent.find((s) => s.payoutId === payoutId);
    if (!sent) throw new Error(`payout ${payoutId} was never sent`);
    return this.report({
      eventId,
      type: 'payout.returned',
      payoutId,
      providerPayoutId: `po_for_${payoutId}`,
      reason: 'R01 Insufficient funds',
    });
  }
}
