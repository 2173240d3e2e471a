import { SANDBOX_FAILING_BANK_ACCOUNT_SUFFIX } from '@app/contracts/payments';
import type { Db } from '../../db/database';
import type { BankProvider } from '../payments/providers';
import { FAILURE_REASONS, type ChargeBook, type ChargeDecision } from './charge-book.service';
import { findBankAccount, insertBankAccount } from './instruments.repository';
import { SandboxRequestError } from './sandbox-errors';
import { newSandboxId } from './sandbox-ids';

export interface BankDeps {
  db: Db;
  book: ChargeBook;
  bankSettleSeconds: number;
}

/**
 * Bank (paynote): tokenizes accounts, keeping the last four digits and the
 * routing number only, and debits them by ACH: pending at once, settled after
 * SANDBOX_BANK_SETTLE_SECONDS. Accounts ending in the documented failing
 * suffix fail at settlement with 'Insufficient funds'.
 */
export function createBankProvider(deps: BankDeps): BankProvider {
  const { db, book } = deps;
  return {
    name: 'paynote',

    async tokenizeAccount(input) {
      if (!/^\d{4,17}$/.test(input.accountNumber)) {
        throw new SandboxRequestError('accountNumber must be 4 to 17 digits');
      }
      if (!/^\d{9}$/.test(input.routingNumber)) {
        throw new SandboxRequestError('routingNumber must be 9 digits');
      }
      if (!input.accountHolderName.trim()) {
        throw new SandboxRequestError('accountHolderName is required');
      }
      const account = await insertBankAccount(db, {
        token: newSandboxId('ba'),
        last4: input.accountNumber.slice(-4),
        routingNumber: input.routingNumber,
        outcome: input.accountNumber.endsWith(SANDBOX_FAILING_BANK_ACCOUNT_SUFFIX)
          ? 'fail'
          : 'settle',
      });
      return { sourceId: account.token, last4: account.last4 };
    },

    async debit(input) {
      const account = await findBankAccount(db, input.sourceId);
      return book.charge(
        'paynote',
        { referenceId: input.referenceId, amountCents: input.amountCents },
        (now): ChargeDecision =>
          account
            ? {
                status: 'pending',
                settleAt: new Date(now.getTime() + deps.bankSettleSeconds * 1000),
                bankToken: account.token,
              }
            : { status: 'failed', failureReason: FAILURE_REASONS.unknownBankAccount },
      );
    },

    status: (referenceId) => book.status('paynote', referenceId),
    refund: (referenceId) => book.refund('paynote', referenceId),
  };
}
