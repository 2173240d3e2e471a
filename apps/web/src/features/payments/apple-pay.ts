import { MOBILE_WALLET, type TCreateInstrumentRequest } from '@app/contracts/payments';
import type { ChargeAnswer } from './api/create-instrument';

/**
 * The mobile-wallet payment of SPEC §4 'Deposit' on the browser's
 * ApplePaySession (Safari). The types below are the part of Apple's API the
 * flow uses; TypeScript's DOM library does not declare it.
 */
export interface ApplePayPaymentRequest {
  readonly countryCode: string;
  readonly currencyCode: string;
  readonly merchantCapabilities: readonly string[];
  readonly supportedNetworks: readonly string[];
  readonly total: { readonly label: string; readonly amount: string };
  readonly requiredBillingContactFields?: readonly string[];
}

interface ApplePayContact {
  readonly givenName?: string;
  readonly familyName?: string;
  readonly postalCode?: string;
  readonly countryCode?: string;
}

export interface ApplePayPaymentAuthorizedEvent {
  readonly payment: { readonly token: unknown; readonly billingContact?: ApplePayContact };
}

export interface ApplePaySessionLike {
  onvalidatemerchant: ((event: { readonly validationURL: string }) => void) | null;
  onpaymentauthorized: ((event: ApplePayPaymentAuthorizedEvent) => void) | null;
  oncancel: ((event: unknown) => void) | null;
  begin(): void;
  abort(): void;
  completeMerchantValidation(merchantSession: unknown): void;
  completePayment(status: number): void;
}

export interface ApplePaySessionConstructor {
  new (version: number, request: ApplePayPaymentRequest): ApplePaySessionLike;
  canMakePayments(): boolean;
  readonly STATUS_SUCCESS: number;
  readonly STATUS_FAILURE: number;
}

declare global {
  interface Window {
    ApplePaySession?: ApplePaySessionConstructor;
  }
}

/** Apple Pay JS version 3 carries everything this flow needs. */
export const APPLE_PAY_VERSION = 3;

export const MERCHANT_VALIDATION_FAILED =
  'Apple Pay could not be started: merchant validation failed. Please choose another payment method.';

/** Only where the browser has ApplePaySession and says it can pay (SPEC §4). */
export function isApplePayAvailable(
  session: ApplePaySessionConstructor | undefined = typeof window === 'undefined'
    ? undefined
    : window.ApplePaySession,
): boolean {
  try {
    return session?.canMakePayments() === true;
  } catch {
    return false;
  }
}

/** SPEC §4, §9: country US, currency USD, 3-D Secure, visa/masterCard/amex/discover. */
export function buildApplePayRequest(amount: number, label: string): ApplePayPaymentRequest {
  return {
    countryCode: MOBILE_WALLET.countryCode,
    currencyCode: MOBILE_WALLET.currencyCode,
    merchantCapabilities: [...MOBILE_WALLET.merchantCapabilities],
    supportedNetworks: [...MOBILE_WALLET.supportedNetworks],
    total: { label, amount: amount.toFixed(2) },
    requiredBillingContactFields: ['postalAddress', 'name'],
  };
}

/** The create-instrument call of an authorized mobile-wallet payment (SPEC §7 mobile-wallet variant). */
export function buildApplePayCharge(
  event: ApplePayPaymentAuthorizedEvent,
  order: { readonly amount: number; readonly packageId: number; readonly fraudSessionId: string },
): TCreateInstrumentRequest {
  const contact = event.payment.billingContact;
  const name = [contact?.givenName, contact?.familyName].filter(Boolean).join(' ').trim();
  return {
    type: 'APPLE_PAY',
    name: name || undefined,
    thirdPartyToken: JSON.stringify(event.payment.token),
    address: {
      country: MOBILE_WALLET.countryCode,
      postal_code: (contact?.postalCode ?? '').trim().slice(0, 10),
    },
    fraudSessionId: order.fraudSessionId,
    amount: order.amount,
    packageId: order.packageId,
  };
}

export interface ApplePayFlow {
  readonly Session: ApplePaySessionConstructor;
  readonly amount: number;
  readonly packageId: number;
  /** Shown on the payment sheet and sent as display_name. */
  readonly label: string;
  /** The merchant identity registered with the provider; missing aborts the payment. */
  readonly merchantIdentity: string | undefined;
  readonly fraudSessionId: string;
  readonly domain: string;
  validateMerchant(request: {
    validation_url: string;
    merchant_identity: string;
    domain: string;
    display_name: string;
  }): Promise<unknown>;
  charge(request: TCreateInstrumentRequest): Promise<ChargeAnswer>;
  onCharged(answer: ChargeAnswer): void;
  onError(error: unknown): void;
  /** SPEC §4: a failed merchant validation gives alerts. */
  alert(message: string): void;
}

/**
 * Opens the payment sheet. Must run inside the click handler: Safari only
 * opens the sheet from a user gesture, so nothing is awaited before begin().
 */
export function startApplePay(flow: ApplePayFlow): ApplePaySessionLike {
  const session = new flow.Session(
    APPLE_PAY_VERSION,
    buildApplePayRequest(flow.amount, flow.label),
  );

  session.onvalidatemerchant = (event) => {
    const merchantIdentity = flow.merchantIdentity?.trim();
    if (!merchantIdentity) {
      console.warn('Apple Pay: no merchant identity is configured; the payment was aborted.');
      session.abort();
      return;
    }
    flow
      .validateMerchant({
        validation_url: event.validationURL,
        merchant_identity: merchantIdentity,
        domain: flow.domain,
        display_name: flow.label,
      })
      .then(
        (merchantSession) => session.completeMerchantValidation(merchantSession),
        () => {
          flow.alert(MERCHANT_VALIDATION_FAILED);
          session.abort();
        },
      );
  };

  session.onpaymentauthorized = (event) => {
    flow
      .charge(
        buildApplePayCharge(event, {
          amount: flow.amount,
          packageId: flow.packageId,
          fraudSessionId: flow.fraudSessionId,
        }),
      )
      .then(
        (answer) => {
          session.completePayment(
            answer.status === 'FAILED' ? flow.Session.STATUS_FAILURE : flow.Session.STATUS_SUCCESS,
          );
          flow.onCharged(answer);
        },
        (error: unknown) => {
          session.completePayment(flow.Session.STATUS_FAILURE);
          flow.onError(error);
        },
      );
  };

  session.oncancel = () => {};
  session.begin();
  return session;
}
