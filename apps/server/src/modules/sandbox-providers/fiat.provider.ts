import type { Db } from '../../db/database';
import type { FiatProvider } from '../payments/providers';
import { assertAmountCents, assertReferenceId, assertReturnUrl } from './charge-input';
import {
  FAILURE_REASONS,
  type ChargeBook,
  type RegisteredChargeOutcome,
} from './charge-book.service';
import { newSandboxId } from './sandbox-ids';
import { findChargeByFormToken } from './sandbox-charges.repository';
import { fiatCheckoutPath } from './sandbox-paths';

/** A fiat checkout session id as handed out ('cs_' and 24 hex digits). */
export const FIAT_SESSION_ID = /^cs_[0-9a-f]{24}$/;

export interface FiatDeps {
  db: Db;
  book: ChargeBook;
}

/**
 * The fiat checkout widget: a session per payment, a small page shown in a
 * frame where the player approves ('Pay with bank (sandbox)') or cancels;
 * either way the top window then goes to the merchant's return URL.
 */
export function createFiatProvider(deps: FiatDeps) {
  const { db, book } = deps;

  const provider: FiatProvider = {
    name: 'fiat',

    async createSession(input) {
      assertReferenceId(input.referenceId);
      assertAmountCents(input.amountCents);
      assertReturnUrl(input.returnUrl, 'returnUrl');
      const existing = await book.find('fiat', input.referenceId);
      // Asking again for an open session of the same payment answers the same widget.
      const sessionId =
        existing?.status === 'registered' &&
        existing.amountCents === input.amountCents &&
        existing.callbackUrl === input.returnUrl &&
        existing.formToken
          ? existing.formToken
          : (
              await book.register('fiat', {
                referenceId: input.referenceId,
                amountCents: input.amountCents,
                formToken: newSandboxId('cs'),
                callbackUrl: input.returnUrl,
              })
            ).formToken;
      if (!sessionId) throw new Error('fiat session registered without a session id');
      return { widgetUrl: fiatCheckoutPath(sessionId), sessionId };
    },

    status: (referenceId) => book.status('fiat', referenceId),
    refund: (referenceId) => book.refund('fiat', referenceId),
  };

  /** The session's charge, or undefined for an unknown or malformed id. */
  async function findSession(sessionId: string) {
    if (!FIAT_SESSION_ID.test(sessionId)) return undefined;
    return findChargeByFormToken(db, 'fiat', sessionId);
  }

  return {
    provider,
    findSession,

    /** The player's choice in the widget, applied once. */
    async complete(sessionId: string, approve: boolean): Promise<RegisteredChargeOutcome> {
      const charge = await findSession(sessionId);
      if (!charge) return { kind: 'missing' };
      return book.completeRegistered(
        'fiat',
        { referenceId: charge.referenceId, formToken: sessionId },
        () =>
          approve
            ? { status: 'succeeded' }
            : { status: 'failed', failureReason: FAILURE_REASONS.cancelledByPlayer },
      );
    },
  };
}

export type FiatCheckout = ReturnType<typeof createFiatProvider>;
