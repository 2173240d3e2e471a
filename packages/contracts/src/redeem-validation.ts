import { z } from 'zod';
import { IPPAY_PROVIDER_TYPE, NAME_MAX_LENGTH, NAME_MIN_LENGTH, PAYMENT_TYPES } from './constants';
import { parseAmount } from './money';
import { ZInitPayRequest } from './payments';

/**
 * The redeem form and request (SPEC §5 "Redeem form", §7 /payment/redeem-request).
 * Amounts here are coins as decimals (at most two places), the unit the
 * player types and the API shows; the server converts them with `fromDecimal`.
 */

export const REDEEM_MESSAGES = {
  providerTypeRequired: 'Provider Type Required',
  providerTypeInvalid: 'Provider Type is invalid',
  amountRequired: 'Amount Required',
  amountNotNumber: 'Must be a number',
  amountNotPositive: 'Must be greater than 0',
  amountDecimals: 'Amount can have at most 2 decimal places',
  cardHolderNameRequired: 'Card holder name is required',
  cardHolderNameMin: 'Name must be at least 3 characters',
  cardHolderNameMax: 'Name must not be more than 200 characters',
  cardHolderNameInvalid: 'Name is invalid',
  accountNumberRequired: 'Account number is required',
  accountNumberInvalid: 'Invalid account number',
  routingNumberRequired: 'Routing number is required',
  routingNumberInvalid: 'Invalid routing number',
  insufficientRedeemable: 'Insufficient Redeemable SC coins',
  paymentTypeInvalid: "Payment type must be 'redeem'",
} as const;

const M = REDEEM_MESSAGES;

export const redeemAmountBelowMinimum = (min: number): string =>
  `Requested redemption amount is less than ${min} Redeemable SC coins`;
export const redeemAmountAboveMaximum = (max: number): string =>
  `Requested redemption amount is more than ${max} Redeemable SC coins`;

/** SPEC §8: shown when a redeem answer is not a success because of the daily limit. */
export function dailyRedeemLimitMessage(max: number, remaining: number): string {
  return `You cannot redeem more than ${max} coins in one day. Your remaining redeemable coins for today are ${remaining}. You can try again tomorrow or with a different amount`;
}

const requiredText = (requiredMessage: string) =>
  z.string({ error: requiredMessage }).trim().min(1, { error: requiredMessage, abort: true });

/** Letters, with one optional single space between two words. */
export const CARD_HOLDER_NAME_PATTERN = /^[A-Za-z]+(?: [A-Za-z]+)?$/;

export const ZCardHolderName = requiredText(M.cardHolderNameRequired)
  .min(NAME_MIN_LENGTH, M.cardHolderNameMin)
  .max(NAME_MAX_LENGTH, M.cardHolderNameMax)
  .regex(CARD_HOLDER_NAME_PATTERN, M.cardHolderNameInvalid);
/** US bank account numbers: digits only, 4 to 17 of them. */
export const ZAccountNumber = requiredText(M.accountNumberRequired).regex(
  /^\d{4,17}$/,
  M.accountNumberInvalid,
);
/** US ABA routing numbers: exactly 9 digits. */
export const ZRoutingNumber = requiredText(M.routingNumberRequired).regex(
  /^\d{9}$/,
  M.routingNumberInvalid,
);

/** 'fiat' (ACH for everyone), IPPAY, or another provider's method. */
export const ZProviderType = requiredText(M.providerTypeRequired).max(64, M.providerTypeInvalid);

/**
 * The amount as a form gives it: a number, numeric text, or empty.
 * Empty (undefined, null, '') → 'Amount Required'; NaN or other text → 'Must be a number'.
 */
export const ZRedeemAmount = z.preprocess(
  (value: number | string | null | undefined) => {
    if (value === null || value === '') return undefined;
    if (typeof value === 'string') return value.trim() === '' ? undefined : Number(value.trim());
    return value;
  },
  z
    .number({
      error: (issue) => (issue.input === undefined ? M.amountRequired : M.amountNotNumber),
    })
    .positive(M.amountNotPositive)
    .refine((amount) => parseAmount(amount) !== null, M.amountDecimals),
);

const bankFields = {
  cardHolderName: ZCardHolderName,
  accountNumber: ZAccountNumber,
  routingNumber: ZRoutingNumber,
} as const;

const isIppay = (payload: { value: unknown }): boolean =>
  typeof payload.value === 'object' &&
  payload.value !== null &&
  (payload.value as Record<string, unknown>).providerType === IPPAY_PROVIDER_TYPE;

const redeemFields = {
  providerType: ZProviderType,
  amount: ZRedeemAmount,
  cardHolderName: z.string({ error: M.cardHolderNameInvalid }).optional(),
  accountNumber: z.string({ error: M.accountNumberInvalid }).optional(),
  routingNumber: z.string({ error: M.routingNumberInvalid }).optional(),
};

/**
 * Bank details are asked for, and checked, only for the IPPAY provider type.
 * The check runs even when the amount is wrong, so every message shows at once.
 */
function withBankFieldsForIppay<T extends z.ZodObject<typeof redeemFields>>(schema: T) {
  return schema.superRefine(
    (form, ctx) => {
      for (const [field, fieldSchema] of Object.entries(bankFields)) {
        const value = form[field as keyof typeof bankFields];
        const message = fieldSchema.safeParse(value).error?.issues[0]?.message;
        if (message) ctx.addIssue({ code: 'custom', message, path: [field], input: value });
      }
    },
    { when: isIppay },
  );
}

/** The redeem modal. Its default amount is `REDEEM_DEFAULT_AMOUNT` (constants). */
export const ZRedeemForm = withBankFieldsForIppay(z.object(redeemFields));
export type TRedeemForm = z.output<typeof ZRedeemForm>;
export type TRedeemFormInput = z.input<typeof ZRedeemForm>;

/** POST /payment/redeem-request (and /payment/init-pay for a redeem). */
export const ZRedeemRequest = withBankFieldsForIppay(
  z.object({
    ...redeemFields,
    paymentType: z.literal(PAYMENT_TYPES.REDEEM, { error: M.paymentTypeInvalid }),
  }),
);
export type TRedeemRequest = z.output<typeof ZRedeemRequest>;
export type TRedeemRequestInput = z.input<typeof ZRedeemRequest>;

export interface RedeemLimits {
  /** minRedeemableCoins of the user. */
  min: number;
  /** maxRedeemableCoins of the user. */
  max: number;
  /** The wallet's redeemable SC (wsc). */
  redeemable: number;
}

/** Coins to hundredths for comparing; values with more than two decimals are rounded. */
const hundredthsOf = (coins: number): number => parseAmount(coins) ?? Math.round(coins * 100);

/**
 * The SPEC message for an amount outside the player's limits, or null when it
 * is within them. Checked in the SPEC's order: minimum, maximum, redeemable balance.
 */
export function redeemAmountError(amount: number, limits: RedeemLimits): string | null {
  const requested = hundredthsOf(amount);
  if (requested < hundredthsOf(limits.min)) return redeemAmountBelowMinimum(limits.min);
  if (requested > hundredthsOf(limits.max)) return redeemAmountAboveMaximum(limits.max);
  if (requested > hundredthsOf(limits.redeemable)) return M.insufficientRedeemable;
  return null;
}

/** The redeem form with the player's limits added to the amount. */
export function redeemFormWithLimits(limits: RedeemLimits) {
  return ZRedeemForm.superRefine((form, ctx) => {
    const message = redeemAmountError(form.amount, limits);
    if (message) ctx.addIssue({ code: 'custom', message, path: ['amount'] });
  });
}

const isRedeemPayload = (value: unknown): boolean =>
  typeof value === 'object' &&
  value !== null &&
  (value as Record<string, unknown>).paymentType === PAYMENT_TYPES.REDEEM;

/**
 * POST /payment/init-pay: a purchase (paymentType 'deposit', ZInitPayRequest) or a redeem
 * request (paymentType 'redeem', ZRedeemRequest), each checked by its own schema and messages.
 */
export const ZInitPayOrRedeemRequest = z.unknown().transform((value, ctx) => {
  const parsed = isRedeemPayload(value)
    ? ZRedeemRequest.safeParse(value)
    : ZInitPayRequest.safeParse(value);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues)
    ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path, input: value });
  return z.NEVER;
});
export type TInitPayOrRedeemRequest = z.output<typeof ZInitPayOrRedeemRequest>;
