import {
  HOSTED_PAYMENT_TYPE,
  HOSTED_TRANSACTION_TYPE,
  ZHostedPaymentData,
  type THostedPaymentData,
} from '@app/contracts/payments';

/**
 * The hidden form /user/payment posts into the hosted card-payment page's
 * frame (SPEC §7 'Hosted card-payment page'): exactly these fields, in this
 * order.
 */
export const HOSTED_FORM_FIELD_NAMES = [
  'CustomerID',
  'MID',
  'ReferenceID',
  'Amount',
  'Token',
  'CustomerEmail',
  'SaveForFuture',
  'CallbackURL',
  'PaymentType',
  'TransactionType',
  'CustomField1',
  'CustomField2',
  'CardToken',
  'TemplateID',
] as const;

export type HostedFormFieldName = (typeof HOSTED_FORM_FIELD_NAMES)[number];
export type HostedFormField = readonly [name: HostedFormFieldName, value: string];

/** USD with two decimals as the provider expects: 9.9 → '9.90'. */
export function formatHostedAmount(amount: number): string {
  return amount.toFixed(2);
}

export function buildHostedFormFields(
  paymentData: THostedPaymentData,
  saveForFuture: boolean,
): HostedFormField[] {
  const values: Record<HostedFormFieldName, string> = {
    CustomerID: paymentData.customerId,
    MID: paymentData.mid,
    ReferenceID: paymentData.referenceID,
    Amount: formatHostedAmount(paymentData.amount),
    Token: paymentData.token,
    CustomerEmail: paymentData.customerEmail,
    SaveForFuture: saveForFuture ? 'true' : 'false',
    CallbackURL: paymentData.callbackUrl,
    PaymentType: HOSTED_PAYMENT_TYPE,
    TransactionType: HOSTED_TRANSACTION_TYPE,
    CustomField1: paymentData.customField1,
    CustomField2: paymentData.customField2,
    CardToken: paymentData.cardToken,
    TemplateID: paymentData.templateId,
  };
  return HOSTED_FORM_FIELD_NAMES.map((name) => [name, values[name]] as const);
}

/** The navigation state the store passes to /user/payment (SPEC §2). */
export interface HostedPaymentState {
  readonly paymentData: THostedPaymentData;
  readonly saveForFuture: boolean;
}

/** Only http(s) addresses (absolute or on this site) are posted to. */
export function isWebAddress(value: string): boolean {
  try {
    const base = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
    const url = new URL(value, base);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * Reads /user/payment's navigation state; null when it is missing or not a
 * hosted-page payment (a bookmarked or reloaded-in-a-new-tab page).
 */
export function readHostedPaymentState(state: unknown): HostedPaymentState | null {
  if (typeof state !== 'object' || state === null) return null;
  const { paymentData, saveForFuture } = state as Record<string, unknown>;
  const parsed = ZHostedPaymentData.safeParse(paymentData);
  if (!parsed.success || !isWebAddress(parsed.data.actionUrl)) return null;
  return { paymentData: parsed.data, saveForFuture: saveForFuture === true };
}
