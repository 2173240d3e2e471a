import {
  normalizeCardNumber,
  parseCardExpiry,
  type TCardForm,
} from '@app/contracts/card-validation';
import { API_BASE_PATH } from '../../../lib/api-client';
import { PaymentFlowError } from '../payment-errors';

export interface TokenizeTarget {
  /** providerData.tokenizeUrl of GET /payment/get-funding-source. */
  readonly tokenizeUrl: string;
  readonly applicationId: string;
  readonly fraudSessionId: string;
}

/** Card data may go to the provider only: never to this site's API. */
export function isProviderAddress(tokenizeUrl: string, origin: string): boolean {
  let url: URL;
  try {
    url = new URL(tokenizeUrl, origin);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  const ownApi = url.origin === origin && url.pathname.startsWith(`${API_BASE_PATH}/`);
  return !ownApi;
}

/** The provider's token from its answer ({ token, brand, last4, … }; {id} on some providers). */
function readToken(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const record = body as Record<string, unknown>;
  for (const candidate of [record.token, record.id]) {
    if (typeof candidate === 'string' && candidate) return candidate;
  }
  return 'data' in record ? readToken(record.data) : null;
}

function readProviderMessage(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const record = body as Record<string, unknown>;
  if (typeof record.message === 'string' && record.message) return record.message;
  const errors = record.errors;
  if (Array.isArray(errors)) {
    const first = errors[0] as Record<string, unknown> | undefined;
    const text = first?.description ?? first?.message;
    if (typeof text === 'string' && text) return text;
  }
  return null;
}

/**
 * Posts the card to the token provider's tokenize address (SPEC §7 'hosted
 * card and bank token form with fraud session key') and answers its one-use
 * token. The card number, expiry and CVC leave the browser only here.
 */
export async function tokenizeCard(target: TokenizeTarget, card: TCardForm): Promise<string> {
  if (!isProviderAddress(target.tokenizeUrl, window.location.origin)) {
    throw new PaymentFlowError('The card form is not available right now.');
  }
  const expiry = parseCardExpiry(card.expiry);
  let response: Response;
  try {
    response = await fetch(target.tokenizeUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      credentials: 'omit',
      body: JSON.stringify({
        cardNumber: normalizeCardNumber(card.number),
        expMonth: expiry?.month,
        expYear: expiry?.year,
        cvc: card.cvc,
        name: card.name.trim(),
        application: target.applicationId,
        fraud_session_id: target.fraudSessionId,
      }),
    });
  } catch {
    throw new PaymentFlowError('We could not reach the card provider. Please try again.');
  }
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // an answer without JSON is handled below
  }
  const token = response.ok ? readToken(body) : null;
  if (!token) {
    throw new PaymentFlowError(readProviderMessage(body) ?? 'Your card could not be verified.');
  }
  return token;
}
