import type { DbOrTx } from '../../db/database';
import { newSavedBankId } from './payment-ids';
import * as repo from './payment-methods.repository';
import type { FundingSourceRow } from './payment-methods.repository';
import { lockPaymentProfile } from './purchases.repository';

/** The name a bank saved from a payout is listed under: the player was not asked for one. */
export const PAID_BANK_NAME = 'Bank account';

/**
 * A bank a payout can be sent to, as the redemptions module keeps it: encrypted with its field
 * cipher (this module stores the ciphertext and hands it back, never reads it), the last four
 * digits and the keyed blind index in clear.
 */
export interface PayoutBank {
  accountHolderEnc: string;
  accountNumberEnc: string;
  routingNumberEnc: string;
  last4: string;
  bankFingerprint: string;
}

const payoutBankOf = (row: FundingSourceRow): PayoutBank | undefined =>
  row.accountHolderEnc && row.accountNumberEnc && row.routingNumberEnc && row.bankFingerprint
    ? {
        accountHolderEnc: row.accountHolderEnc,
        accountNumberEnc: row.accountNumberEnc,
        routingNumberEnc: row.routingNumberEnc,
        last4: row.last4,
        bankFingerprint: row.bankFingerprint,
      }
    : undefined;

/**
 * The player's saved banks as payout destinations (decision 045): the active bank a new
 * redemption is paid to, a bank remembered once a payout to it was paid, and one forgotten when
 * the bank returned a payment to it. The redemptions module calls these in its transactions.
 */
export const payoutBanks = {
  /** The active (primary) bank, when a payout can be sent to it (a token-only bank cannot). */
  async activePayoutBank(tx: DbOrTx, userId: number): Promise<PayoutBank | undefined> {
    const primary = await repo.primaryFundingSource(tx, userId);
    return primary ? payoutBankOf(primary) : undefined;
  },

  /**
   * A payout to `bank` was paid: it becomes one of the player's saved banks (once; the active one
   * when the player has none), listed by GET /payment/get-funding-source and the Redeem modal.
   */
  async rememberPaidBank(
    tx: DbOrTx,
    userId: number,
    bank: PayoutBank & { accountHolder: string; routingLast4: string },
  ): Promise<void> {
    await lockPaymentProfile(tx, userId);
    if (await repo.findBankByFingerprint(tx, userId, bank.bankFingerprint)) return;
    const hasPrimary = (await repo.primaryFundingSource(tx, userId)) !== undefined;
    await repo.insertFundingSource(tx, {
      userId,
      sourceId: newSavedBankId(),
      bankName: PAID_BANK_NAME,
      accountHolderName: bank.accountHolder,
      accountType: null,
      last4: bank.last4,
      routingLast4: bank.routingLast4,
      isPrimary: !hasPrimary,
      accountHolderEnc: bank.accountHolderEnc,
      accountNumberEnc: bank.accountNumberEnc,
      routingNumberEnc: bank.routingNumberEnc,
      bankFingerprint: bank.bankFingerprint,
    });
  },

  /**
   * The bank returned a payout to this account: it is no longer offered. When it was the active
   * one, the player's latest other saved bank becomes active.
   */
  async forgetReturnedBank(tx: DbOrTx, userId: number, bankFingerprint: string): Promise<void> {
    await lockPaymentProfile(tx, userId);
    const { primaryRemoved } = await repo.removeBanksByFingerprint(tx, userId, bankFingerprint);
    if (!primaryRemoved) return;
    const latest = await repo.latestFundingSource(tx, userId);
    if (latest) await repo.setPrimaryFundingSource(tx, userId, latest.id);
  },

  /** When the player last added a bank or a saved bank was removed (decision 057). */
  lastChangeAt(tx: DbOrTx, userId: number): Promise<Date | null> {
    return repo.lastBankChangeAt(tx, userId);
  },
};

export type PayoutBanks = typeof payoutBanks;
