import {
  PAYMENT_PROVIDERS,
  ZApplePaySessionRequest,
  ZChargeResponse,
  ZCreateInstrumentRequest,
  ZHostedSaleRequest,
  ZInitPayResponse,
  ZPaymentStatusQuery,
  ZPaymentStatusResponse,
  ZPaynoteRequest,
} from '@app/contracts/payments';
import {
  ZInitPayOrRedeemRequest,
  ZRedeemRequest,
  type TRedeemRequest,
} from '@app/contracts/redeem-validation';
import { ZRedeemRequestResponse, type TRedeemRequestResponse } from '@app/contracts/redemptions';
import { z } from 'zod';
import type { ApiApp } from '../../platform/api-app';
import { AppError } from '../../platform/app-error';
import {
  assertFreshSecondFactor,
  authUserId,
  requireAuth,
  requireStepUp,
} from '../../platform/request-auth';
import type { CheckoutService } from './checkout.service';
import type { PaymentStatusService } from './payment-status.service';

const tags = ['payments'];
const { HOSTED_CARD, CARD_TOKEN } = PAYMENT_PROVIDERS;

/** A redeem request (SPEC §7): the redemptions module's, reached from init-pay and the payout call. */
export type RedeemHandler = (
  userId: number,
  input: TRedeemRequest,
  /** Where the request came from: a redemption risk signal compares it with the address. */
  context: { ip: string | null },
) => Promise<TRedeemRequestResponse>;

/** The player's purchase calls of SPEC §7. */
export function paymentsRoutes(
  app: ApiApp,
  deps: { checkout: CheckoutService; paymentStatus: PaymentStatusService; redeem: RedeemHandler },
) {
  const { checkout, paymentStatus, redeem } = deps;

  app.post(
    '/payment/init-pay',
    {
      schema: {
        tags,
        summary:
          "Starts a purchase on the hosted card page (IPPAY) or the fiat widget (paymentType 'deposit'; a responsible-gambling limit answers success false with limitCheck.message), or a redeem request (paymentType 'redeem')",
        body: ZInitPayOrRedeemRequest,
        response: { 200: z.union([ZInitPayResponse, ZRedeemRequestResponse]) },
      },
      config: {
        idempotent: true,
        allowRedeemOnly: true,
        jurisdiction: (body) =>
          (body as { paymentType?: unknown } | null)?.paymentType === 'redeem'
            ? 'redeem'
            : 'purchase',
      },
      onRequest: requireAuth,
    },
    async (request) => {
      const body = request.body;
      const userId = authUserId(request);
      if (body.paymentType === 'redeem') {
        assertFreshSecondFactor(request);
        return { data: await redeem(userId, body, { ip: request.ip }) };
      }
      // The route answers a redeem-only session for its redeem branch only: no purchase (decision 038).
      if (request.auth?.scope === 'redeem') throw new AppError('RedeemOnlySession');
      return { data: await checkout.initPay(userId, body) };
    },
  );

  app.post(
    `/payment/${CARD_TOKEN}/create-instrument-payout`,
    {
      schema: {
        tags,
        summary:
          'A redeem request by ACH to the bank details given (the same flow as redeem-request)',
        body: ZRedeemRequest,
        response: { 200: ZRedeemRequestResponse },
      },
      config: { idempotent: true, allowRedeemOnly: true, jurisdiction: 'redeem' },
      onRequest: requireStepUp,
    },
    async (request) => ({
      data: await redeem(authUserId(request), request.body, { ip: request.ip }),
    }),
  );

  app.post(
    `/payment/${HOSTED_CARD}/sale`,
    {
      schema: {
        tags,
        summary: 'One-click purchase with the card saved at the hosted-page provider',
        body: ZHostedSaleRequest,
        response: { 200: ZChargeResponse },
      },
      config: { idempotent: true, jurisdiction: 'purchase' },
      onRequest: requireAuth,
    },
    async (request) => ({
      data: await checkout.hostedSale(authUserId(request), request.body.packageId),
    }),
  );

  app.post(
    `/payment/${CARD_TOKEN}/create-instrument`,
    {
      schema: {
        tags,
        summary:
          'Purchase with a card-form token (TOKEN), a saved card (PAYMENT_CARD) or a mobile-wallet token (APPLE_PAY)',
        body: ZCreateInstrumentRequest,
        response: { 200: ZChargeResponse },
      },
      config: { idempotent: true, jurisdiction: 'purchase' },
      onRequest: requireAuth,
    },
    async (request) => ({
      data: await checkout.createInstrument(authUserId(request), request.body),
    }),
  );

  app.post(
    `/payment/${CARD_TOKEN}/apple-pay-session`,
    {
      schema: {
        tags,
        summary: 'Mobile-wallet merchant validation: answers the provider’s merchant session',
        body: ZApplePaySessionRequest,
      },
      onRequest: requireAuth,
    },
    async (request) => ({ data: await checkout.applePaySession(request.body) }),
  );

  app.post(
    '/payment/paynote',
    {
      schema: {
        tags,
        summary:
          'Purchase by a debit of the primary bank account; answers PENDING until it settles',
        body: ZPaynoteRequest,
        response: { 200: ZChargeResponse },
      },
      config: { idempotent: true, jurisdiction: 'purchase' },
      onRequest: requireAuth,
    },
    async (request) => ({ data: await checkout.paynote(authUserId(request), request.body) }),
  );

  app.get(
    '/payment/status',
    {
      schema: {
        tags,
        summary:
          'Status of one of the player’s purchases (the latest without referenceId), checked with the provider while it waits',
        querystring: ZPaymentStatusQuery,
        response: { 200: ZPaymentStatusResponse },
      },
      onRequest: requireAuth,
    },
    async (request) => ({
      data: await paymentStatus.status(authUserId(request), request.query.referenceId),
    }),
  );
}
