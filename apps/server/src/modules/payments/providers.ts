/**
 * The payment providers as the merchant side (this module) sees them: one
 * interface per kind (ARCHITECTURE.md "Sandbox providers"). The built-in
 * sandbox (modules/sandbox-providers) implements all of them; a real provider
 * would implement the same interface over its HTTP API.
 *
 * Calls here stand for the provider's server-to-server API. Results that come
 * later (a pending charge settling, a refund, a hosted-page payment) reach the
 * merchant only as signed webhooks (POST /api/v1/payment/webhooks/{provider})
 * or through `status`, never through the browser.
 *
 * Amounts are cents. Every method may throw ProviderUnavailableError when the
 * provider cannot be reached or fails; the merchant answers 3050.
 */

export class ProviderUnavailableError extends Error {
  constructor(message = 'payment provider unavailable') {
    super(message);
    this.name = 'ProviderUnavailableError';
  }
}

export interface CardInstrument {
  /** The provider's reusable token for the card. */
  token: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export interface ChargeResult {
  status: 'succeeded' | 'pending' | 'failed';
  providerTransactionId: string;
  /** Why a charge failed ('Card declined', 'Insufficient funds', ...). */
  reason?: string;
  /**
   * Whose fault a failure was: 'declined' (the card or account: the merchant
   * answers 3024) or 'provider_error' (the provider or its processor could
   * not take the payment: the merchant answers 3050). Absent means declined.
   */
  failureKind?: 'declined' | 'provider_error';
  /** The card used, when the charge was a card payment. */
  instrument?: CardInstrument;
}

/** What a provider currently knows of a payment (server-side status check). */
export interface ProviderStatus {
  status: 'registered' | 'pending' | 'succeeded' | 'failed' | 'refunded';
  providerTransactionId: string;
  amountCents: number;
  reason?: string;
  instrument?: CardInstrument;
}

export interface StatusCheck {
  /** null when the provider has no payment with this reference. */
  status(referenceId: string): Promise<ProviderStatus | null>;
  /** Asks the provider to refund a succeeded payment; the result arrives as a payment.refunded webhook. */
  refund(referenceId: string): Promise<void>;
}

/** provider-a (ippay): a hosted card page the browser posts a form to. */
export interface HostedCardProvider extends StatusCheck {
  readonly name: 'ippay';
  /** Merchant id sent as MID. */
  readonly merchantId: string;
  /** Absolute URL the hidden form posts to. */
  hostedPageUrl(): string;
  /**
   * Registers a payment so the hosted page accepts the form for it (ReferenceID,
   * Amount and Token must match) and knows where to send the browser back.
   */
  registerPayment(input: {
    referenceId: string;
    amountCents: number;
    formToken: string;
    callbackUrl: string;
  }): Promise<void>;
  /** One-click sale with a card saved at this provider (POST /payment/ippay/sale). */
  chargeSavedCard(input: {
    referenceId: string;
    amountCents: number;
    cardToken: string;
  }): Promise<ChargeResult>;
}

/** provider-b (finix): tokens from its card form, saved cards, mobile wallet. */
export interface CardTokenProvider extends StatusCheck {
  readonly name: 'finix';
  readonly applicationId: string;
  /** Absolute URL the browser posts card data to, answering a token (card data never reaches /api). */
  tokenizeUrl(): string;
  /** Charges a token from the card form, a saved card token, or a mobile-wallet token. */
  charge(input: {
    referenceId: string;
    amountCents: number;
    source:
      | { kind: 'token'; token: string }
      | { kind: 'saved_card'; token: string }
      | { kind: 'apple_pay'; thirdPartyToken: string };
  }): Promise<ChargeResult>;
  /** Mobile-wallet merchant validation (SPEC §7 "mobile-wallet session validation"). */
  validateMerchant(input: {
    validationUrl: string;
    merchantIdentity: string;
    domain: string;
    displayName: string;
  }): Promise<Record<string, unknown>>;
}

/** Bank (paynote): tokenizes accounts and debits them by ACH; always pending first. */
export interface BankProvider extends StatusCheck {
  readonly name: 'paynote';
  tokenizeAccount(input: {
    accountNumber: string;
    routingNumber: string;
    accountHolderName: string;
  }): Promise<{ sourceId: string; last4: string }>;
  debit(input: {
    referenceId: string;
    amountCents: number;
    sourceId: string;
  }): Promise<ChargeResult>;
}

/** Fiat checkout widget shown in a frame. */
export interface FiatProvider extends StatusCheck {
  readonly name: 'fiat';
  createSession(input: {
    referenceId: string;
    amountCents: number;
    customerEmail: string;
    /** Where the widget sends the browser when the player finishes or cancels. */
    returnUrl: string;
  }): Promise<{ widgetUrl: string; sessionId: string }>;
}

export interface PaymentProviders {
  hostedCard: HostedCardProvider;
  cardToken: CardTokenProvider;
  bank: BankProvider;
  fiat: FiatProvider;
}

/** The shared secret each provider signs its webhooks with (HMAC-SHA256 over `timestamp.rawBody`). */
export type WebhookSecrets = Record<'ippay' | 'finix' | 'paynote' | 'fiat', string>;
