import { PAYMENT_PROVIDER_NAMES } from '@app/contracts/payments';
import { SANDBOX_ACH_PAYOUT_PROVIDER } from '@app/contracts/payouts';
import type { Db } from '../../db/database';
import type { ProviderStatement, StatementEntry } from '../reconciliation/provider-statements';
import {
  chargesByReference,
  chargesMadeBetween,
  netPaidBefore,
  payoutsByPayoutId,
  payoutsSentBetween,
} from './sandbox-statements.repository';

/** The sandbox's charge statuses in the statements' provider-neutral words. */
const CHARGE_STATUS: Record<string, string> = {
  succeeded: 'settled',
  refunded: 'refunded',
  failed: 'failed',
  pending: 'pending',
};

/** A charge whose dispute is open or lost was taken back by the cardholder (decision 055). */
const CHARGED_BACK = 'charged_back';

const chargeEntry = (row: {
  referenceId: string;
  amountCents: number;
  status: string;
  dispute: string | null;
}) =>
  ({
    reference: row.referenceId,
    amountCents: row.amountCents,
    status:
      row.dispute === 'open' || row.dispute === 'lost'
        ? CHARGED_BACK
        : (CHARGE_STATUS[row.status] ?? row.status),
  }) satisfies StatementEntry;

/** Payout statuses are already the statements' words (pending, paid, returned, failed). */
const payoutEntry = (row: { payoutId: string; amountCents: number; status: string }) =>
  ({
    reference: row.payoutId,
    amountCents: row.amountCents,
    status: row.status,
  }) satisfies StatementEntry;

/**
 * The sandbox providers' statements for reconciliation (decision 056): one per card, bank and
 * fiat provider from the charge book, and the ACH payout provider's, read from the sandbox's own
 * tables as a real provider's settlement report would be read from its API.
 */
export function createSandboxStatements(db: Db): ProviderStatement[] {
  const charges = PAYMENT_PROVIDER_NAMES.map((provider): ProviderStatement => ({
    provider,
    subject: 'purchase',
    entries: async ({ from, to }) =>
      (await chargesMadeBetween(db, provider, from, to)).map(chargeEntry),
    find: async (references) =>
      (await chargesByReference(db, provider, references)).map(chargeEntry),
  }));
  const payouts: ProviderStatement = {
    provider: SANDBOX_ACH_PAYOUT_PROVIDER,
    subject: 'payout',
    entries: async ({ from, to }) => (await payoutsSentBetween(db, from, to)).map(payoutEntry),
    find: async (references) => (await payoutsByPayoutId(db, references)).map(payoutEntry),
    netPaidBefore: (at) => netPaidBefore(db, SANDBOX_ACH_PAYOUT_PROVIDER, at),
  };
  return [...charges, payouts];
}
