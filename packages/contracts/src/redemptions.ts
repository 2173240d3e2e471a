import { z } from 'zod';
import { isValidAbaRoutingNumber } from './payouts';
import { W9_ITEMS, type TW9Item } from './tax';
import {
  REDEEM_MESSAGES,
  ZAccountNumber,
  ZCardHolderName,
  ZRoutingNumber,
} from './redeem-validation';

/**
 * Redemptions on the player side: SC redeemable → US dollars by ACH (SPEC §4 "Redeem entry",
 * §5 "Redeem form", §7 /payment/redeem-request, §8 Redeem codes). The form and request schemas
 * are in redeem-validation.ts; this file holds the states and answers (docs/decisions/030).
 * 1 SC redeems for $1.00; amounts in answers are decimals with two places.
 */

/**
 * PENDING: held, waiting for finance. INFO_REQUESTED: finance asked the player a question; the
 * player's answer puts it back to PENDING (decision 057). APPROVED: approved (by finance or by the
 * system), waiting for the payout (or for the player's bank details). PROCESSING: sent to the ACH
 * provider. PAID: settled to the house. RETURNED: the bank returned a paid payout; the SC went
 * back to the player. REJECTED and CANCELLED released the hold.
 */
export const REDEMPTION_STATUSES = [
  'PENDING',
  'INFO_REQUESTED',
  'APPROVED',
  'PROCESSING',
  'PAID',
  'RETURNED',
  'REJECTED',
  'CANCELLED',
] as const;
export type TRedemptionStatus = (typeof REDEMPTION_STATUSES)[number];

/** Labels the player and staff see. */
export const REDEMPTION_STATUS_LABELS: Record<TRedemptionStatus, string> = {
  PENDING: 'Pending review',
  INFO_REQUESTED: 'Information needed',
  APPROVED: 'Approved',
  PROCESSING: 'Processing',
  PAID: 'Paid',
  RETURNED: 'Returned by bank',
  REJECTED: 'Rejected',
  CANCELLED: 'Cancelled',
};

/** A player may cancel only before it is approved. */
export const CANCELLABLE_REDEMPTION_STATUSES: readonly TRedemptionStatus[] = [
  'PENDING',
  'INFO_REQUESTED',
];

/** How long an ACH payment takes once sent, as the player is told (decision 057). */
export const PAYOUT_EXPECTED_TIME = 'usually within 1 business day';

/** SPEC §4: the toast after a redeem request is accepted. */
export const REDEEM_SUBMITTED_MESSAGE =
  'You will receive an email within 24 hours once your request has been approved to enter your banking information.';
export const REDEEM_CANCELLED_MESSAGE = 'Your redemption request has been cancelled.';

/** Sandbox ACH test accounts (by the account number's last four digits). */
export const SANDBOX_ACH_RETURNED_ACCOUNT_SUFFIX = '0003';

/** One redemption as the player sees it (GET /payment/redeem-requests, and answers below). */
export interface TRedemption {
  redeemRequestId: number;
  amount: string;
  status: TRedemptionStatus;
  providerType: string;
  /** Last four digits of the bank account it is paid to, when known. */
  accountLast4: string | null;
  /** Why finance rejected it, or the bank's return reason. */
  reason: string | null;
  /** Open (PENDING or APPROVED) with no bank account to pay: the player enters one. */
  awaitingBankDetails: boolean;
  /**
   * What the player's W-9 lacks when paying this pending request would make their paid
   * redemptions of the tax year reach the year's 1099-MISC threshold (decision 051): the payout
   * waits until it is given. Empty when nothing is needed.
   */
  w9Missing: TW9Item[];
  /** Finance's open question (INFO_REQUESTED): the player answers it to continue the review. */
  question: string | null;
  createdAt: string;
  updatedAt: string;
}

/** POST /payment/redeem-request and POST /payment/init-pay (paymentType 'redeem') → data. */
export interface TRedeemRequestResponse {
  message: typeof REDEEM_SUBMITTED_MESSAGE;
  status: 'REDEEM_PROCESSING';
  redemption: TRedemption;
}

/** PUT /payment/redeem-request (cancel). */
export const ZCancelRedeemRequest = z.object({
  redeemRequestId: z
    .number({ error: 'redeemRequestId must be a number' })
    .int('redeemRequestId must be a whole number')
    .positive('redeemRequestId must be a positive number'),
});
export type TCancelRedeemRequest = z.infer<typeof ZCancelRedeemRequest>;

/**
 * PUT /payment/redeem-request/bank-details: the bank account an open ACH redemption is paid to
 * (SPEC §4 toast: the player enters banking information once the request is approved; they may
 * give it earlier). Kept encrypted; only the last four digits come back.
 */
export const ZRedemptionBankDetails = z.object({
  redeemRequestId: ZCancelRedeemRequest.shape.redeemRequestId,
  cardHolderName: ZCardHolderName,
  accountNumber: ZAccountNumber,
  routingNumber: ZRoutingNumber.refine(
    isValidAbaRoutingNumber,
    REDEEM_MESSAGES.routingNumberInvalid,
  ),
});
export type TRedemptionBankDetails = z.infer<typeof ZRedemptionBankDetails>;
export const BANK_DETAILS_SAVED_MESSAGE =
  'Your bank details are saved. Your redemption will be paid to this account.';

/** GET /payment/redeem-requests?page&limit → data. */
export interface TRedemptionList {
  rows: TRedemption[];
  count: number;
}

/**
 * USER_TRANSACTION_STATUS `data` for a redemption as it moves (the purchase events keep their
 * own shape: status 1 / 2).
 */
export interface TRedemptionStatusEvent {
  kind: 'redemption';
  redeemRequestId: number;
  status: TRedemptionStatus;
  amount: string;
}

/** GET /payment/redeem-requests query. */
export const ZRedemptionListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
});
export type TRedemptionListQuery = z.infer<typeof ZRedemptionListQuery>;

/** The answer of a redeem request as a schema (init-pay answers either this or a purchase's). */
export const ZRedeemRequestResponse = z.object({
  data: z.object({
    message: z.literal(REDEEM_SUBMITTED_MESSAGE),
    status: z.literal('REDEEM_PROCESSING'),
    redemption: z.object({
      redeemRequestId: z.number(),
      amount: z.string(),
      status: z.enum(REDEMPTION_STATUSES),
      providerType: z.string(),
      accountLast4: z.string().nullable(),
      reason: z.string().nullable(),
      awaitingBankDetails: z.boolean(),
      w9Missing: z.array(z.enum(W9_ITEMS)),
      question: z.string().nullable(),
      createdAt: z.string(),
      updatedAt: z.string(),
    }),
  }),
});
