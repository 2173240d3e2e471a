import type { z } from 'zod';
import { formatAmount, fromDecimal, toDecimal } from '@app/contracts/money';
import {
  DEPOSIT_STATUS_PATH,
  HOSTED_TEMPLATE_ID,
  PAYMENT_PROVIDERS,
  type PaymentProvider,
  type TApplePaySessionRequest,
  type TInitPayResponse,
  type ZCreateInstrumentRequest,
  type ZInitPayRequest,
  type ZPaynoteRequest,
} from '@app/contracts/payments';
import type { Db } from '../../db/database';
import { AppError } from '../../platform/app-error';
import { findSavedCard, latestSavedCard, primaryFundingSource } from './payment-methods.repository';
import type { PaymentLog, ProviderCalls } from './provider-calls';
import type { PaymentProviders } from './providers';
import { PurchaseLimitError } from './purchase-limit-error';
import type { PurchaseMethod, PurchasesService } from './purchases.service';

type InitPayRequest = z.output<typeof ZInitPayRequest>;
type CreateInstrumentRequest = z.output<typeof ZCreateInstrumentRequest>;
type PaynoteRequest = z.output<typeof ZPaynoteRequest>;
type CardSource = Parameters<PaymentProviders['cardToken']['charge']>[0]['source'];

/**
 * The purchase calls of SPEC §7: each starts a purchase (every rule checked
 * first), hands it to its provider, and applies what the provider answers
 * through the same event path as webhooks. Coins are never credited from
 * what the browser says.
 */
export function createCheckoutService(deps: {
  db: Db;
  purchases: PurchasesService;
  providers: PaymentProviders;
  calls: ProviderCalls;
  log: PaymentLog;
}) {
  const { db, purchases, providers, log } = deps;
  const { setUp, charge } = deps.calls;

  async function start(
    userId: number,
    body: { packageId: number; amount?: number },
    provider: PaymentProvider,
    method: PurchaseMethod,
    saveForFuture = false,
  ) {
    return purchases.start({
      userId,
      packageId: body.packageId,
      amountCents: body.amount === undefined ? null : fromDecimal(body.amount),
      provider,
      method,
      saveForFuture,
    });
  }

  /** What create-instrument charges: a card-form token, a saved card of this player, or a wallet token. */
  async function cardSource(
    userId: number,
    body: CreateInstrumentRequest,
  ): Promise<{ method: PurchaseMethod; source: CardSource; saveForFuture: boolean }> {
    const required = (value: string | undefined, message: string) => {
      if (!value) throw new AppError('ValidationError', message);
      return value;
    };
    switch (body.type) {
      case 'TOKEN':
        return {
          method: 'token_card',
          source: {
            kind: 'token',
            token: required(body.token, 'token is required for type TOKEN'),
          },
          saveForFuture: body.cardData?.saveForFuture ?? false,
        };
      case 'PAYMENT_CARD': {
        const id = required(
          body.paymentInformationId,
          'paymentInformationId is required for type PAYMENT_CARD',
        );
        const card = await findSavedCard(db, userId, id);
        if (!card || card.provider !== PAYMENT_PROVIDERS.CARD_TOKEN)
          throw new AppError('NotFound', 'This saved card was not found.');
        return {
          method: 'saved_card',
          source: { kind: 'saved_card', token: card.providerToken },
          saveForFuture: false,
        };
      }
      case 'APPLE_PAY':
        return {
          method: 'apple_pay',
          source: {
            kind: 'apple_pay',
            thirdPartyToken: required(
              body.thirdPartyToken,
              'thirdPartyToken is required for type APPLE_PAY',
            ),
          },
          saveForFuture: false,
        };
    }
  }

  return {
    /** POST /payment/init-pay: the hosted card page or the fiat widget; a limit hit answers limitCheck. */
    async initPay(userId: number, body: InitPayRequest): Promise<TInitPayResponse['data']> {
      const hosted = body.providerType === 'IPPAY';
      let started;
      try {
        started = await start(
          userId,
          body,
          hosted ? PAYMENT_PROVIDERS.HOSTED_CARD : PAYMENT_PROVIDERS.FIAT,
          hosted ? 'hosted_card' : 'fiat_widget',
          body.saveForFuture,
        );
      } catch (error) {
        if (!(error instanceof PurchaseLimitError)) throw error;
        return {
          success: false,
          link: null,
          data: null,
          paymentData: null,
          limitCheck: { message: error.breach.message },
        };
      }
      const { purchase } = started;
      const referenceId = purchase.referenceId;
      if (!hosted) {
        const returnUrl = `${DEPOSIT_STATUS_PATH}?providerType=fiat&referenceId=${encodeURIComponent(referenceId)}`;
        const session = await setUp(purchase, () =>
          providers.fiat.createSession({
            referenceId,
            amountCents: purchase.amountCents,
            customerEmail: started.customerEmail,
            returnUrl,
          }),
        );
        return {
          success: true,
          link: session.widgetUrl,
          data: {
            id: referenceId,
            application: session.sessionId,
            providerType: body.providerType,
          },
          paymentData: null,
          limitCheck: null,
        };
      }
      const { hostedCard } = providers;
      const callbackUrl = `${DEPOSIT_STATUS_PATH}?referenceId=${encodeURIComponent(referenceId)}`;
      await setUp(purchase, () =>
        hostedCard.registerPayment({
          referenceId,
          amountCents: purchase.amountCents,
          formToken: purchase.paymentToken,
          callbackUrl,
        }),
      );
      const savedCard = await latestSavedCard(db, userId, PAYMENT_PROVIDERS.HOSTED_CARD);
      const actionUrl = hostedCard.hostedPageUrl();
      return {
        success: true,
        link: actionUrl,
        data: {
          id: referenceId,
          application: hostedCard.merchantId,
          providerType: body.providerType,
        },
        paymentData: {
          actionUrl,
          customerId: String(userId),
          mid: hostedCard.merchantId,
          referenceID: referenceId,
          amount: toDecimal(purchase.amountCents),
          token: purchase.paymentToken,
          customerEmail: started.customerEmail,
          callbackUrl,
          customField1: String(purchase.packageId),
          customField2: `Package ${purchase.packageId}: ${formatAmount(purchase.baseGc)} GC`,
          cardToken: savedCard?.providerToken ?? '',
          templateId: HOSTED_TEMPLATE_ID,
          isFirstDeposit: started.isFirstDeposit,
          maximumAmount: toDecimal(started.maximumPurchaseCents),
        },
        limitCheck: null,
      };
    },

    /** POST /payment/ippay/sale: one click with the card saved at the hosted-page provider. */
    async hostedSale(userId: number, packageId: number) {
      const card = await latestSavedCard(db, userId, PAYMENT_PROVIDERS.HOSTED_CARD);
      if (!card) throw new AppError('ValidationError', 'No saved card for one-click purchase');
      const { purchase } = await start(
        userId,
        { packageId },
        PAYMENT_PROVIDERS.HOSTED_CARD,
        'saved_card',
      );
      return charge(purchase, () =>
        providers.hostedCard.chargeSavedCard({
          referenceId: purchase.referenceId,
          amountCents: purchase.amountCents,
          cardToken: card.providerToken,
        }),
      );
    },

    /** POST /payment/finix/create-instrument: a card-form token, a saved card or a mobile-wallet token. */
    async createInstrument(userId: number, body: CreateInstrumentRequest) {
      const { method, source, saveForFuture } = await cardSource(userId, body);
      const { purchase } = await start(
        userId,
        body,
        PAYMENT_PROVIDERS.CARD_TOKEN,
        method,
        saveForFuture,
      );
      return charge(purchase, () =>
        providers.cardToken.charge({
          referenceId: purchase.referenceId,
          amountCents: purchase.amountCents,
          source,
        }),
      );
    },

    /** POST /payment/paynote: a debit of the player's primary bank; it settles later (PENDING). */
    async paynote(userId: number, body: PaynoteRequest) {
      await purchases.assertBankPurchaseAllowed(userId);
      const bank = await primaryFundingSource(db, userId);
      if (!bank) throw new AppError('ValidationError', 'Please add a bank account first');
      const { purchase } = await start(userId, body, PAYMENT_PROVIDERS.BANK, 'bank_note');
      return charge(purchase, () =>
        providers.bank.debit({
          referenceId: purchase.referenceId,
          amountCents: purchase.amountCents,
          sourceId: bank.sourceId,
        }),
      );
    },

    /** Mobile-wallet merchant validation, answered as the provider gives it. */
    async applePaySession(body: TApplePaySessionRequest) {
      try {
        return await providers.cardToken.validateMerchant({
          validationUrl: body.validation_url,
          merchantIdentity: body.merchant_identity,
          domain: body.domain,
          displayName: body.display_name,
        });
      } catch (error) {
        log.warn({ err: error }, 'mobile-wallet merchant validation failed');
        throw new AppError('PaymentProviderUnavailable');
      }
    },
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
