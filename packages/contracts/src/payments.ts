import { z } from 'zod';
import { parseAmount } from './money';
import { hasNoNulByte, NUL_BYTE_MESSAGE } from './text-input';

/**
 * Store purchases and the payment providers of SPEC §3, §4, §7 and §8.
 *
 * Amounts in requests and answers are decimals (USD 9.99, coins 12,500.50) as
 * everywhere in the API; the server keeps integer hundredths. Provider names
 * are the `{provider-a}` / `{provider-b}` path segments of SPEC §7.
 */
export const PAYMENT_PROVIDERS = {
  /** Hosted card page (provider-a): a form POST into a frame, then a signed webhook. */
  HOSTED_CARD: 'ippay',
  /** Card and bank token form (provider-b): tokens, saved cards, mobile wallet. */
  CARD_TOKEN: 'finix',
  /** Bank deposit by note (ACH debit from a saved bank account). */
  BANK: 'paynote',
  /** Fiat checkout widget in a frame, returning to /user/store/deposit-status?providerType=fiat. */
  FIAT: 'fiat',
} as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[keyof typeof PAYMENT_PROVIDERS];
export const PAYMENT_PROVIDER_NAMES = Object.values(PAYMENT_PROVIDERS);

/** providerType values of POST /payment/init-pay: the hosted card page or the fiat widget. */
export const INIT_PAY_PROVIDER_TYPES = ['IPPAY', 'fiat'] as const;

/** Hosted card page constants (SPEC §7, §9). */
export const HOSTED_PAYMENT_TYPE = 'CC';
export const HOSTED_TRANSACTION_TYPE = 'SALE';
/** TemplateID of the hosted card page form. */
export const HOSTED_TEMPLATE_ID = 'golden-sweeps';
/** Where a provider sends the browser back after a payment (SPEC §2 deposit-status page). */
export const DEPOSIT_STATUS_PATH = '/user/store/deposit-status';
/** SPEC §9: random payment token, 10 letters and digits. */
export const PAYMENT_TOKEN_LENGTH = 10;

/** Mobile wallet request (SPEC §4, §9). */
export const MOBILE_WALLET = {
  countryCode: 'US',
  currencyCode: 'USD',
  merchantCapabilities: ['supports3DS'],
  supportedNetworks: ['visa', 'masterCard', 'amex', 'discover'],
} as const;

/**
 * The sandbox providers' documented test data. Any other valid card number
 * (Luhn) is approved. Bank accounts ending in 0002 fail at settlement.
 */
export const SANDBOX_TEST_CARDS = {
  approve: '4242424242424242',
  approveMastercard: '5555555555554444',
  decline: '4000000000000002',
  pending: '4000000000000077',
  providerError: '4000000000000119',
} as const;
export const SANDBOX_FAILING_BANK_ACCOUNT_SUFFIX = '0002';

/**
 * The sandbox ACH payout provider's documented test data (docs/decisions/031). Any routing number
 * that is 9 digits with a valid ABA checksum is accepted; this one is the usual test value. An
 * account ending in SANDBOX_ACH_RETURNED_ACCOUNT_SUFFIX (redemptions.ts, 0003) is paid and then
 * returned; one ending in SANDBOX_ACH_FAILED_ACCOUNT_SUFFIX fails; any other is paid.
 */
export const SANDBOX_ACH_TEST_ROUTING_NUMBER = '011000015';
export const SANDBOX_ACH_FAILED_ACCOUNT_SUFFIX = '0004';
/** The NACHA return reasons the sandbox answers with. */
export const SANDBOX_ACH_RETURN_REASONS = {
  returned: 'R01 Insufficient funds',
  failed: 'R03 No account/unable to locate account',
} as const;

/**
 * A purchase's life: created → pending → succeeded | failed; succeeded → refunded; succeeded →
 * charged_back by a dispute, and back to succeeded when the dispute is won (decision 055).
 */
export const PURCHASE_STATUSES = [
  'created',
  'pending',
  'succeeded',
  'failed',
  'refunded',
  'charged_back',
] as const;
export type PurchaseStatus = (typeof PURCHASE_STATUSES)[number];

/** Status values the status call and modal use (SPEC §4, §8). */
export const PAYMENT_STATUS = {
  SUCCESS: 'SUCCESS',
  FAILED: 'FAILED',
  PENDING: 'PENDING',
  REDEEM_PROCESSING: 'REDEEM_PROCESSING',
} as const;
export type PaymentStatusValue = (typeof PAYMENT_STATUS)[keyof typeof PAYMENT_STATUS];

export function toPaymentStatus(
  status: PurchaseStatus,
): Exclude<PaymentStatusValue, 'REDEEM_PROCESSING'> {
  if (status === 'succeeded') return PAYMENT_STATUS.SUCCESS;
  if (status === 'failed' || status === 'refunded' || status === 'charged_back')
    return PAYMENT_STATUS.FAILED;
  return PAYMENT_STATUS.PENDING;
}

const zAmount = z
  .number({ error: 'Amount must be a number' })
  .positive('Amount must be greater than 0')
  .max(100_000, 'Amount is too large')
  .refine((n) => parseAmount(n) !== null, { message: 'Amount must have at most two decimals' });
const zPackageId = z
  .number({ error: 'packageId must be a number' })
  .int('packageId must be a whole number')
  .positive('packageId must be a positive number');

/** POST /payment/init-pay (deposits; redemptions belong to the redeem flow). */
export const ZInitPayRequest = z.object({
  amount: zAmount,
  packageId: zPackageId,
  providerType: z.enum(INIT_PAY_PROVIDER_TYPES, {
    error: `providerType must be one of ${INIT_PAY_PROVIDER_TYPES.join(', ')}`,
  }),
  paymentType: z.literal('deposit', { error: 'paymentType must be deposit' }),
  saveForFuture: z.boolean().optional().default(false),
});
export type TInitPayRequest = z.input<typeof ZInitPayRequest>;

/**
 * SPEC §3 "Payment data for the hosted page", plus the form fields the page
 * needs to post (SPEC §7 Hosted card-payment page).
 */
export const ZHostedPaymentData = z.object({
  actionUrl: z.string(),
  customerId: z.string(),
  mid: z.string(),
  referenceID: z.string(),
  amount: z.number(),
  token: z.string(),
  customerEmail: z.string(),
  callbackUrl: z.string(),
  customField1: z.string(),
  customField2: z.string(),
  cardToken: z.string(),
  templateId: z.string(),
});
export type THostedPaymentData = z.infer<typeof ZHostedPaymentData>;

/** SPEC §3 Payment init response. A limit hit answers success false with limitCheck.message. */
export const ZInitPayResponse = z.object({
  data: z.object({
    success: z.boolean(),
    link: z.string().nullable(),
    data: z
      .object({ id: z.string(), application: z.string(), providerType: z.string() })
      .nullable(),
    paymentData: ZHostedPaymentData.extend({
      isFirstDeposit: z.boolean(),
      maximumAmount: z.number(),
    }).nullable(),
    limitCheck: z.object({ message: z.string() }).nullable(),
  }),
});
export type TInitPayResponse = z.infer<typeof ZInitPayResponse>;

/** POST /payment/{provider-a}/sale: one-click purchase with the saved hosted-page card. */
export const ZHostedSaleRequest = z.object({ packageId: zPackageId });

/** POST /payment/{provider-b}/create-instrument (SPEC §7). */
export const ZCreateInstrumentRequest = z.object({
  identity: z.string().max(100).optional(),
  type: z.enum(['PAYMENT_CARD', 'TOKEN', 'APPLE_PAY'], {
    error: 'type must be PAYMENT_CARD, TOKEN or APPLE_PAY',
  }),
  token: z.string().max(200).optional(),
  fraud_session_id: z.string().max(200).optional(),
  fraudSessionId: z.string().max(200).optional(),
  amount: zAmount,
  packageId: zPackageId,
  cardData: z
    .object({ name: z.string().max(200).optional(), saveForFuture: z.boolean().optional() })
    .optional(),
  cardVaultSessionId: z.string().max(200).optional(),
  paymentInformationId: z.string().max(100).optional(),
  name: z.string().max(200).optional(),
  thirdPartyToken: z.string().max(4000).optional(),
  address: z.object({ country: z.string().max(2), postal_code: z.string().max(10) }).optional(),
});
export type TCreateInstrumentRequest = z.input<typeof ZCreateInstrumentRequest>;

/** Answer of every call that charges at once (sale, create-instrument, paynote). */
export const ZChargeResponse = z.object({
  data: z.object({
    success: z.boolean(),
    status: z.enum([PAYMENT_STATUS.SUCCESS, PAYMENT_STATUS.FAILED, PAYMENT_STATUS.PENDING]),
    referenceId: z.string(),
    message: z.string(),
  }),
});
export type TChargeResponse = z.infer<typeof ZChargeResponse>;

/** POST /payment/{provider-b}/apple-pay-session: mobile-wallet merchant validation (SPEC §7). */
export const ZApplePaySessionRequest = z.object({
  provider: z.string().min(1, 'provider is required').max(50),
  validation_url: z
    .url({ protocol: /^https$/, error: 'validation_url must be an https URL' })
    .max(500, 'validation_url is too long'),
  merchant_identity: z.string().min(1, 'merchant_identity is required').max(200),
  domain: z.string().min(1, 'domain is required').max(253),
  display_name: z.string().min(1, 'display_name is required').max(100),
});
export type TApplePaySessionRequest = z.infer<typeof ZApplePaySessionRequest>;

/** PUT /payment/{provider-b}/remove-saved-card */
export const ZRemoveSavedCardRequest = z.object({
  paymentInformationId: z.string().min(1, 'paymentInformationId is required').max(100),
});

/** POST /payment/paynote */
export const ZPaynoteRequest = z.object({ amount: zAmount, packageId: zPackageId });

/** POST /payment/update-funding-source */
export const ZUpdateFundingSourceRequest = z.object({
  userId: z.number().int().positive(),
  sourceId: z.string().min(1, 'sourceId is required').max(100),
});

/** PUT /payment/bank-details (multipart fields). */
export const ZBankDetailsForm = z.object({
  accountHolderName: z
    .string({ error: 'Account holder name is required' })
    .trim()
    .min(3, 'Name must be at least 3 characters')
    .max(200, 'Name must be at most 200 characters')
    .refine(hasNoNulByte, NUL_BYTE_MESSAGE),
  bankName: z
    .string({ error: 'Bank name is required' })
    .trim()
    .min(2, 'Bank name must be at least 2 characters')
    .max(100, 'Bank name must be at most 100 characters')
    .refine(hasNoNulByte, NUL_BYTE_MESSAGE),
  accountNumber: z
    .string({ error: 'Account number is required' })
    .regex(/^\d{4,17}$/, 'Invalid account number'),
  routingNumber: z
    .string({ error: 'Routing number is required' })
    .regex(/^\d{9}$/, 'Invalid routing number'),
  accountType: z.enum(['checking', 'savings'], {
    error: 'accountType must be checking or savings',
  }),
});
export type TBankDetailsForm = z.infer<typeof ZBankDetailsForm>;

/** SPEC §3 Saved bank (funding source). */
export const ZFundingSource = z.object({
  id: z.number().int(),
  lbacc: z.string(),
  bank: z.string(),
  is_primary: z.boolean(),
  user_id: z.number().int(),
  source_id: z.string(),
});
export type TFundingSource = z.infer<typeof ZFundingSource>;

export const ZSavedCard = z.object({
  paymentInformationId: z.string(),
  provider: z.string(),
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
});
export type TSavedCard = z.infer<typeof ZSavedCard>;

/** GET /payment/get-funding-source */
export const ZFundingSourceResponse = z.object({
  data: z.object({
    list: z.array(ZFundingSource),
    bankDetails: z.array(ZFundingSource),
    providerData: z.object({
      savedCards: z.array(ZSavedCard),
      applicationId: z.string(),
      fraudSessionId: z.string(),
      tokenizeUrl: z.string(),
      bankPurchaseEnabled: z.boolean(),
    }),
  }),
});
export type TFundingSourceResponse = z.infer<typeof ZFundingSourceResponse>;

/** Answer of POST /payment/update-funding-source: the player's banks after the change. */
export const ZUpdateFundingSourceResponse = z.object({
  data: z.object({ message: z.string(), list: z.array(ZFundingSource) }),
});

/** Answer of PUT /payment/bank-details: the bank as saved (token and last digits only). */
export const ZBankDetailsResponse = z.object({
  data: z.object({ message: z.string(), bank: ZFundingSource }),
});

/** Answer of PUT /payment/{provider-b}/remove-saved-card. */
export const ZRemoveSavedCardResponse = z.object({ data: z.object({ message: z.string() }) });

/** GET /payment/status?referenceId= (latest purchase of the player without it). */
export const ZPaymentStatusQuery = z.object({
  referenceId: z.string().max(64).optional(),
});
export const ZPaymentStatusResponse = z.object({
  data: z.object({
    status: z.enum([PAYMENT_STATUS.SUCCESS, PAYMENT_STATUS.FAILED, PAYMENT_STATUS.PENDING]),
    purchaseStatus: z.enum(PURCHASE_STATUSES),
    referenceId: z.string(),
    providerType: z.string(),
    amount: z.number(),
    gcCoin: z.number(),
    scCoin: z.number(),
    message: z.string().nullable(),
  }),
});
export type TPaymentStatusResponse = z.infer<typeof ZPaymentStatusResponse>;

/** Answer of POST /payment/webhooks/{provider}: received, and whether the event was already applied. */
export const ZWebhookAck = z.object({
  data: z.object({ received: z.literal(true), duplicate: z.boolean() }),
});

/** POST /admin/payments/{referenceId}/refund */
export const ZReferenceIdParam = z.object({
  referenceId: z.string().min(1, 'referenceId is required').max(64),
});
export const ZAdminRefundResponse = z.object({
  data: z.object({
    referenceId: z.string(),
    status: z.enum(PURCHASE_STATUSES),
    message: z.string(),
  }),
});

/** Signed provider webhooks: POST /payment/webhooks/{provider}. */
export const WEBHOOK_HEADERS = {
  TIMESTAMP: 'x-webhook-timestamp',
  SIGNATURE: 'x-webhook-signature',
} as const;
/** A webhook whose timestamp is further than this from now (either way) is refused. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;
export const WEBHOOK_EVENT_TYPES = [
  'payment.pending',
  'payment.succeeded',
  'payment.failed',
  'payment.refunded',
  /** The cardholder disputed the payment: the funds are withdrawn (decision 055). */
  'payment.disputed',
  /** The merchant won the dispute: the funds are back. */
  'payment.dispute_won',
  /** The merchant lost the dispute: the chargeback is final. */
  'payment.dispute_lost',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
export const ZWebhookEvent = z.object({
  id: z.string().min(1).max(100),
  type: z.enum(WEBHOOK_EVENT_TYPES),
  createdAt: z.iso.datetime(),
  data: z.object({
    referenceId: z.string().min(1).max(64),
    /** Cents. */
    amount: z.number().int().nonnegative(),
    providerTransactionId: z.string().min(1).max(100),
    reason: z.string().max(500).optional(),
    instrument: z
      .object({
        token: z.string().max(100),
        brand: z.string().max(30),
        last4: z.string().regex(/^\d{4}$/),
        expMonth: z.number().int().min(1).max(12),
        expYear: z.number().int(),
      })
      .optional(),
  }),
});
export type TWebhookEvent = z.infer<typeof ZWebhookEvent>;

/** SPEC §8 payment texts. */
export const PAYMENT_MESSAGES = {
  success: 'Your Payment has been successfull, Please allow 1-2 minutes for your funds to appear!',
  networkError: "Payment is still in progress. You'll be notified once payment is in your wallet.",
  otherError:
    'Issue detected in Payment. Any deducted amount will be refunded within one to two business days.',
  failed:
    'Your Payment has been failed, if any amount got deducted, will be refunded in 2-3 business days',
  generic: 'Something Went Wrong ! Please Contact our support team.',
  purchaseErrorDefault: 'Please try after some time',
  applePayUnavailable: 'Apple Pay is not available on this device',
  fiatTitle: 'Complete Your Payment',
  fiatButton: 'Continue Payment',
} as const;

/** SPEC §8 payment status texts, by status. */
export const PAYMENT_STATUS_TEXTS = {
  SUCCESS: { title: 'Payment Successful', text: 'You wallet has been updated.' },
  FAILED: { title: 'Payment Failed', text: 'Please try again' },
  PENDING: {
    title: 'Payment is currently being processed',
    text: 'Please Allow 2-3 business days for payment processing.',
  },
  REDEEM_PROCESSING: {
    title: 'Request is currently being processed !',
    text: 'You will be redirected shortly.',
  },
} as const;

/** SPEC §4 offer texts. */
export const OFFER_TEXTS = {
  title: 'Enable offer before it ends',
  description: 'Bonus purchase available for limited time only',
} as const;
