import { ZRedeemRequest } from '@app/contracts/redeem-validation';
import {
  BANK_DETAILS_SAVED_MESSAGE,
  ZCancelRedeemRequest,
  ZRedeemRequestResponse,
  ZRedemptionBankDetails,
  ZRedemptionListQuery,
} from '@app/contracts/redemptions';
import { REDEMPTION_ANSWER_SENT_MESSAGE, ZRedemptionAnswer } from '@app/contracts/redemption-risk';
import type { ApiApp } from '../../platform/api-app';
import { authUserId, requireAuth, requireStepUp } from '../../platform/request-auth';
import type { RedemptionsService } from './redemptions.service';

const tags = ['redemptions'];

/**
 * The player's redeem calls (SPEC §7). Requesting and cancelling move SC between the redeemable
 * balance and the hold, so both take Idempotency-Keys (decision 021).
 */
export function redemptionsRoutes(app: ApiApp, deps: { redemptions: RedemptionsService }) {
  const { redemptions } = deps;

  app.put(
    '/payment/redeem-request/bank-details',
    {
      schema: {
        tags,
        summary:
          'The bank account an open ACH redemption is paid to (encrypted; an approved one is sent at once, one that waited only for it is judged by the risk rules again)',
        body: ZRedemptionBankDetails,
      },
      config: { idempotent: true, allowRedeemOnly: true },
      onRequest: requireStepUp,
    },
    async (request) => ({
      data: {
        message: BANK_DETAILS_SAVED_MESSAGE,
        redemption: await redemptions.giveBankDetails(authUserId(request), request.body, {
          ip: request.ip,
        }),
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
    async (request) => ({
      data: await redemptions.request(authUserId(request), request.body, { ip: request.ip }),
    }),
  );

  app.put(
    '/payment/redeem-request/answer',
    {
      schema: {
        tags,
        summary:
          "The player's answer to finance's question on a request (INFO_REQUESTED → PENDING, back in review)",
        body: ZRedemptionAnswer,
      },
      config: { idempotent: true, allowRedeemOnly: true },
      onRequest: requireAuth,
    },
    async (request) => ({
      data: {
        message: REDEMPTION_ANSWER_SENT_MESSAGE,
        redemption: await redemptions.answer(authUserId(request), request.body),
      },
    }),
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
