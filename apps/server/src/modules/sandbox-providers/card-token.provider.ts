import { randomBytes } from 'node:crypto';
import { detectCardBrand } from '@app/contracts/card-validation';
import { SANDBOX_TEST_CARDS } from '@app/contracts/payments';
import type { Db } from '../../db/database';
import type { CardTokenProvider } from '../payments/providers';
import { outcomeOfCard, toWholeNumber, validateCard, type CardErrors } from './card-rules';
import {
  decideByCard,
  FAILURE_REASONS,
  type ChargeBook,
  type ChargeDecision,
} from './charge-book.service';
import { findCardToken, insertCardToken, type CardTokenRow } from './instruments.repository';
import { SandboxRequestError } from './sandbox-errors';
import { newSandboxId } from './sandbox-ids';
import { SANDBOX_ROUTES, sandboxPath } from './sandbox-paths';

/** The application id the sandbox card form is configured with. */
export const SANDBOX_FINIX_APPLICATION_ID = 'APsandbox00000000000001';

/**
 * Mobile-wallet (Apple Pay) tokens the sandbox understands, by outcome. Any
 * other non-empty token is approved, as any other valid card number is.
 */
export const SANDBOX_APPLE_PAY_TOKENS = {
  approve: 'sandbox-apple-pay-approve',
  decline: 'sandbox-apple-pay-decline',
  pending: 'sandbox-apple-pay-pending',
  providerError: 'sandbox-apple-pay-error',
} as const;

const APPLE_PAY_CARD: Record<string, string> = {
  [SANDBOX_APPLE_PAY_TOKENS.approve]: SANDBOX_TEST_CARDS.approve,
  [SANDBOX_APPLE_PAY_TOKENS.decline]: SANDBOX_TEST_CARDS.decline,
  [SANDBOX_APPLE_PAY_TOKENS.pending]: SANDBOX_TEST_CARDS.pending,
  [SANDBOX_APPLE_PAY_TOKENS.providerError]: SANDBOX_TEST_CARDS.providerError,
};

/** What the token endpoint answers the browser: a reusable token and the card's public details. */
export interface CardTokenResponse {
  token: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export interface CardTokenDeps {
  db: Db;
  book: ChargeBook;
  cardSettleSeconds: number;
}

/** provider-b (finix): card tokens from its form, saved cards and mobile-wallet payments. */
export function createCardTokenProvider(deps: CardTokenDeps) {
  const { db, book } = deps;

  const byCard =
    (card: CardTokenRow | undefined) =>
    (now: Date): ChargeDecision =>
      card
        ? decideByCard(card, now, deps.cardSettleSeconds)
        : { status: 'failed', failureReason: FAILURE_REASONS.invalidCardToken };

  /** The card behind an Apple Pay payment token, tokenized like a typed card. */
  async function applePayCard(thirdPartyToken: string, now: Date) {
    if (!thirdPartyToken.trim()) throw new SandboxRequestError('thirdPartyToken is required');
    const digits = APPLE_PAY_CARD[thirdPartyToken] ?? SANDBOX_TEST_CARDS.approve;
    return insertCardToken(db, {
      token: newSandboxId('tok'),
      provider: 'finix',
      brand: detectCardBrand(digits),
      last4: digits.slice(-4),
      expMonth: 12,
      expYear: now.getUTCFullYear() + 3,
      outcome: outcomeOfCard(digits),
    });
  }

  const provider: CardTokenProvider = {
    name: 'finix',
    applicationId: SANDBOX_FINIX_APPLICATION_ID,
    tokenizeUrl: () => sandboxPath(SANDBOX_ROUTES.tokenize),

    async charge(input) {
      const now = new Date();
      let card: CardTokenRow | undefined;
      if (input.source.kind === 'apple_pay') {
        card = await applePayCard(input.source.thirdPartyToken, now);
      } else {
        const found = await findCardToken(db, input.source.token);
        card = found?.provider === 'finix' ? found : undefined;
      }
      return book.charge(
        'finix',
        { referenceId: input.referenceId, amountCents: input.amountCents },
        byCard(card),
        now,
      );
    },

    async validateMerchant(input) {
      let validationUrl: URL;
      try {
        validationUrl = new URL(input.validationUrl);
      } catch {
        throw new SandboxRequestError('validationUrl must be an absolute URL');
      }
      if (validationUrl.protocol !== 'https:') {
        throw new SandboxRequestError('validationUrl must be an https URL');
      }
      if (!input.domain.trim() || input.domain.length > 253) {
        throw new SandboxRequestError('domain must be 1 to 253 characters');
      }
      const now = Date.now();
      return {
        epochTimestamp: now,
        expiresAt: now + 60 * 60 * 1000,
        merchantSessionIdentifier: newSandboxId('ms'),
        nonce: randomBytes(4).toString('hex'),
        merchantIdentifier: input.merchantIdentity,
        domainName: input.domain,
        displayName: input.displayName,
        signature: randomBytes(32).toString('base64'),
        operationalAnalyticsIdentifier: `${input.displayName}:sandbox`,
        retries: 0,
        pspId: SANDBOX_FINIX_APPLICATION_ID,
        sandbox: true,
      };
    },

    status: (referenceId) => book.status('finix', referenceId),
    refund: (referenceId) => book.refund('finix', referenceId),
  };

  return {
    provider,

    /**
     * The card form's POST: checks the card and answers a token. Only brand,
     * last four, expiry and the test outcome are kept, never the number.
     */
    async tokenize(
      body: unknown,
      now = new Date(),
    ): Promise<{ token: CardTokenResponse; errors?: undefined } | { errors: CardErrors }> {
      const fields =
        typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
      const text = (value: unknown) => (typeof value === 'string' ? value : '');
      const checked = validateCard(
        {
          number: text(fields.cardNumber),
          expMonth: toWholeNumber(fields.expMonth),
          expYear: toWholeNumber(fields.expYear),
          cvc: typeof fields.cvc === 'number' ? String(fields.cvc) : text(fields.cvc).trim(),
          name: text(fields.name),
        },
        now,
      );
      if (checked.errors) return { errors: checked.errors };
      const { brand, last4, expMonth, expYear, outcome } = checked.card;
      const row = await insertCardToken(db, {
        token: newSandboxId('tok'),
        provider: 'finix',
        brand,
        last4,
        expMonth,
        expYear,
        outcome,
      });
      return {
        token: {
          token: row.token,
          brand: row.brand,
          last4: row.last4,
          expMonth: row.expMonth,
          expYear: row.expYear,
        },
      };
    },
  };
}

export type CardTokens = ReturnType<typeof createCardTokenProvider>;
