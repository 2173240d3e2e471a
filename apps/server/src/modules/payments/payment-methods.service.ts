import type { TBankDetailsForm, TFundingSourceResponse } from '@app/contracts/payments';
import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../db/db-errors';
import { inTransaction } from '../../db/unit-of-work';
import { AppError } from '../../platform/app-error';
import { newFraudSessionId } from './payment-ids';
import * as repo from './payment-methods.repository';
import type { FundingSourceRow } from './payment-methods.repository';
import { ProviderUnavailableError, type PaymentProviders } from './providers';
import { lockPaymentProfile } from './purchases.repository';
import type { PurchasesService } from './purchases.service';

/** SPEC §3 saved bank: the provider's token and the last digits, never the account number. */
const fundingSourceView = (row: FundingSourceRow) => ({
  id: row.id,
  lbacc: row.last4,
  bank: row.bankName,
  is_primary: row.isPrimary,
  user_id: row.userId,
  source_id: row.sourceId,
});

/** The player's saved banks and cards. */
export function createPaymentMethodsService(deps: {
  db: Db;
  providers: PaymentProviders;
  purchases: PurchasesService;
}) {
  const { db, providers, purchases } = deps;

  return {
    /** GET /payment/get-funding-source */
    async fundingSources(userId: number): Promise<TFundingSourceResponse['data']> {
      const banks = (await repo.listFundingSources(db, userId)).map(fundingSourceView);
      const cards = await repo.listSavedCards(db, userId);
      return {
        list: banks,
        bankDetails: banks,
        providerData: {
          savedCards: cards.map((card) => ({
            paymentInformationId: card.paymentInformationId,
            provider: card.provider,
            brand: card.brand,
            last4: card.last4,
            expMonth: card.expMonth,
            expYear: card.expYear,
          })),
          applicationId: providers.cardToken.applicationId,
          fraudSessionId: newFraudSessionId(),
          tokenizeUrl: providers.cardToken.tokenizeUrl(),
          bankPurchaseEnabled: await purchases.bankPurchaseEnabled(userId),
        },
      };
    },

    /** POST /payment/update-funding-source: the player's own bank becomes the primary one. */
    async setPrimaryBank(callerId: number, body: { userId: number; sourceId: string }) {
      if (body.userId !== callerId)
        throw new AppError('Forbidden', 'You can only change your own bank accounts.');
      return inTransaction(db, async ({ tx }) => {
        await lockPaymentProfile(tx, callerId);
        const bank = await repo.findFundingSource(tx, callerId, body.sourceId);
        if (!bank) throw new AppError('NotFound', 'This bank account was not found.');
        await repo.setPrimaryFundingSource(tx, callerId, bank.id);
        return (await repo.listFundingSources(tx, callerId)).map(fundingSourceView);
      });
    },

    /**
     * PUT /payment/bank-details: the bank provider tokenizes the account; only
     * its token, the last four digits of the account and of the routing number
     * are kept. The player's first bank becomes the primary one.
     */
    async addBank(userId: number, form: TBankDetailsForm) {
      let token;
      try {
        token = await providers.bank.tokenizeAccount({
          accountNumber: form.accountNumber,
          routingNumber: form.routingNumber,
          accountHolderName: form.accountHolderName,
        });
      } catch (error) {
        if (error instanceof ProviderUnavailableError)
          throw new AppError('PaymentProviderUnavailable');
        const reason = error instanceof Error ? error.message : 'it was refused';
        throw new AppError('ValidationError', `The bank account could not be added: ${reason}`);
      }
      const { sourceId, last4 } = token;
      try {
        return await inTransaction(db, async ({ tx }) => {
          await lockPaymentProfile(tx, userId);
          const isFirst = (await repo.listFundingSources(tx, userId)).length === 0;
          const row = await repo.insertFundingSource(tx, {
            userId,
            sourceId,
            bankName: form.bankName,
            accountHolderName: form.accountHolderName,
            accountType: form.accountType,
            last4,
            routingLast4: form.routingNumber.slice(-4),
            isPrimary: isFirst,
          });
          return fundingSourceView(row);
        });
      } catch (error) {
        if (isUniqueViolation(error, 'funding_sources_source_key'))
          throw new AppError('ValidationError', 'This bank account is already saved.');
        throw error;
      }
    },

    /** PUT /payment/finix/remove-saved-card */
    async removeCard(userId: number, paymentInformationId: string) {
      if (!(await repo.removeSavedCard(db, userId, paymentInformationId)))
        throw new AppError('NotFound', 'This saved card was not found.');
    },
  };
}

export type PaymentMethodsService = ReturnType<typeof createPaymentMethodsService>;
