import { ZRedeemRequest } from '@app/contracts/redeem-validation';
import {
  BANK_DETAILS_SAVED_MESSAGE,
  ZCancelRedeemRequest,
  ZRedeemRequestResponse,
  ZRedemptionBankDetails,
  ZRedemptionListQuery,
} from '@app/contracts/redemptions';
import type { ApiApp } from '../../platform/api-app';
import { authUserId, requireAuth, requireStepUp } from '../../platform/request-auth';
import type { RedemptionPayouts } from './redemption-payouts.service';
import type { RedemptionsService } from './redemptions.service';

const tags = ['redemptions'];

/**
 * The player's redeem calls (SPEC §7). Requesting and cancelling move SC between the redeemable
 * balance and the hold, so both take Idempotency-Keys (decision 021).
 */
export function redemptionsRoutes(
  app: ApiApp,
  deps: { redemptions: RedemptionsService; payouts: RedemptionPayouts },
) {
  const { redemptions, payouts } = deps;

  app.put(
    '/payment/redeem-request/bank-details',
    {
      schema: {
        tags,
        summary:
          'The bank account an open ACH redemption is paid to (encrypted; an approved one is sent at once)',
        body: ZRedemptionBankDetails,
      },
      config: { idempotent: true, allowRedeemOnly: true },
      onRequest: requireStepUp,
    },
    async (request) => ({
      data: {
        message: BANK_DETAILS_SAVED_MESSAGE,
        redemption: await payouts.giveBankDetails(authUserId(request), request.body),
      },
    }),
  );

  app.post(
    '/payment/redeem-request',
    {
      schema: {
        tags,
        summary: 'Requests a redemption of redeemable SC by ACH: the amount is held at once',
        body: ZRedeemRequest,
        response: { 200: ZRedeemRequestResponse },
      },
      config: { idempotent: true, allowRedeemOnly: true, jurisdiction: 'redeem' },
      onRequest: requireStepUp,
    },
    async (request) => ({ data: await redemptions.request(authUserId(request), request.body) }),
  );

  app.put(
    '/payment/redeem-request',
    {
      schema: {
        tags,
        summary: "Cancels the player's own PENDING redemption request: the SC go back",
        body: ZCancelRedeemRequest,
      },
      config: { idempotent: true, allowRedeemOnly: true },
      onRequest: requireAuth,
    },
    async (request) => ({
      data: await redemptions.cancel(authUserId(request), request.body.redeemRequestId),
    }),
  );

  app.get(
    '/payment/redeem-requests',
    {
      schema: {
        tags,
        summary: "The player's redemption requests, newest first",
        querystring: ZRedemptionListQuery,
      },
      config: { allowRedeemOnly: true },
      onRequest: requireAuth,
    },
    async (request) => ({
      data: await redemptions.list(authUserId(request), request.query.page, request.query.limit),
    }),
  );
}
