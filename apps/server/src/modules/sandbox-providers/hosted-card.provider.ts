import { CARD_MESSAGES } from '@app/contracts/card-validation';
import { parseAmount } from '@app/contracts/money';
import type { Db } from '../../db/database';
import { safeEqual } from '../../platform/secure-tokens';
import type { ChargeResult, HostedCardProvider } from '../payments/providers';
import { parseExpiry, validateCard, type CardErrors } from './card-rules';
import { assertReturnUrl } from './charge-input';
import {
  decideByCard,
  FAILURE_REASONS,
  type ChargeBook,
  type ChargeDecision,
} from './charge-book.service';
import type { THostedPageForm, THostedSubmitForm } from './hosted-card.forms';
import { findCardToken, insertCardToken, type CardTokenRow } from './instruments.repository';
import { SandboxRequestError } from './sandbox-errors';
import { newSandboxId } from './sandbox-ids';
import type { ChargeRow } from './sandbox-charges.repository';
import { SANDBOX_ROUTES, sandboxPath } from './sandbox-paths';

/** The merchant id (MID) the sandbox hosted page knows. */
export const SANDBOX_IPPAY_MERCHANT_ID = 'SANDBOX-MID-100001';

/** Fields of the card form a person fills in; errors are keyed by them. */
export type HostedCardField = 'cardNumber' | 'expiry' | 'cvc' | 'name' | 'form';

/** What the card page shows: never the card number or CVC, even after an error. */
export interface HostedFormView {
  referenceId: string;
  formToken: string;
  amountCents: number;
  merchantName: string;
  saveForFuture: string;
  savedCard?: Pick<CardTokenRow, 'token' | 'brand' | 'last4'>;
  errors?: Partial<Record<HostedCardField, string>>;
  /** Echoed on a re-render: only the expiry and the name. */
  values?: { expiry: string; name: string };
  cardSettleSeconds: number;
}

export type HostedPageOutcome =
  | { kind: 'refused'; status: number; message: string }
  | { kind: 'finished'; callbackUrl: string | null }
  | { kind: 'form'; status: number; view: HostedFormView }
  | {
      kind: 'paid';
      result: ChargeResult;
      amountCents: number;
      callbackUrl: string | null;
      card: CardTokenRow;
    };

const NOT_FOUND: HostedPageOutcome = {
  kind: 'refused',
  status: 404,
  message: 'No payment matches this reference and token. Start the payment again from the store.',
};

/** The card checks' errors on the page's fields: month and year are typed as one MM/YY. */
function toFieldErrors(
  errors: CardErrors,
  expiryTyped: string,
): Partial<Record<HostedCardField, string>> {
  const expiry = expiryTyped.trim()
    ? (errors.expiry ?? errors.expMonth ?? errors.expYear)
    : errors.expMonth || errors.expYear
      ? CARD_MESSAGES.expiryRequired
      : undefined;
  return {
    ...(errors.cardNumber ? { cardNumber: errors.cardNumber } : {}),
    ...(expiry ? { expiry } : {}),
    ...(errors.cvc ? { cvc: errors.cvc } : {}),
    ...(errors.name ? { name: errors.name } : {}),
  };
}

export interface HostedCardDeps {
  db: Db;
  book: ChargeBook;
  merchantName: string;
  cardSettleSeconds: number;
}

/** provider-a (ippay): the hosted card page and its server-to-server calls. */
export function createHostedCardProvider(deps: HostedCardDeps) {
  const { db, book } = deps;
  const decide = (card: CardTokenRow) => (now: Date) =>
    decideByCard(card, now, deps.cardSettleSeconds);

  async function savedCardOf(token: string | undefined) {
    if (!token) return undefined;
    const card = await findCardToken(db, token);
    return card?.provider === 'ippay' ? card : undefined;
  }

  async function baseView(
    charge: ChargeRow,
    saveForFuture: string | undefined,
    cardToken?: string,
  ) {
    const saved = await savedCardOf(cardToken);
    return {
      referenceId: charge.referenceId,
      formToken: charge.formToken ?? '',
      amountCents: charge.amountCents,
      merchantName: deps.merchantName,
      saveForFuture: saveForFuture ?? '',
      cardSettleSeconds: deps.cardSettleSeconds,
      ...(saved
        ? { savedCard: { token: saved.token, brand: saved.brand, last4: saved.last4 } }
        : {}),
    } satisfies HostedFormView;
  }

  /** The registered charge the form names, if its form token matches. */
  async function chargeOfForm(referenceId: string, formToken: string) {
    const charge = await book.find('ippay', referenceId);
    if (!charge?.formToken || !safeEqual(charge.formToken, formToken)) return undefined;
    return charge;
  }

  const provider: HostedCardProvider = {
    name: 'ippay',
    merchantId: SANDBOX_IPPAY_MERCHANT_ID,
    hostedPageUrl: () => sandboxPath(SANDBOX_ROUTES.hostedPage),

    async registerPayment(input) {
      if (!input.formToken || input.formToken.length > 100) {
        throw new SandboxRequestError('formToken must be 1 to 100 characters');
      }
      assertReturnUrl(input.callbackUrl, 'callbackUrl');
      await book.register('ippay', input);
    },

    async chargeSavedCard(input) {
      const card = await savedCardOf(input.cardToken);
      return book.charge(
        'ippay',
        { referenceId: input.referenceId, amountCents: input.amountCents },
        card
          ? decide(card)
          : (): ChargeDecision => ({
              status: 'failed',
              failureReason: FAILURE_REASONS.invalidCardToken,
            }),
      );
    },

    status: (referenceId) => book.status('ippay', referenceId),
    refund: (referenceId) => book.refund('ippay', referenceId),
  };

  return {
    provider,

    /** The merchant's form arriving in the frame: checks it against the registered payment. */
    async openPage(form: THostedPageForm): Promise<HostedPageOutcome> {
      if (!safeEqual(form.MID, SANDBOX_IPPAY_MERCHANT_ID)) {
        return {
          kind: 'refused',
          status: 400,
          message: 'The merchant id (MID) is not known to Sandbox Pay.',
        };
      }
      const charge = await chargeOfForm(form.ReferenceID, form.Token);
      if (!charge) return NOT_FOUND;
      if (parseAmount(form.Amount) !== charge.amountCents) {
        return {
          kind: 'refused',
          status: 400,
          message: 'The amount does not match the registered payment.',
        };
      }
      if (charge.status !== 'registered')
        return { kind: 'finished', callbackUrl: charge.callbackUrl };
      return {
        kind: 'form',
        status: 200,
        view: await baseView(charge, form.SaveForFuture, form.CardToken),
      };
    },

    /** The card form sent: tokenizes the card (never storing its number) and charges it once. */
    async submitPayment(form: THostedSubmitForm, now = new Date()): Promise<HostedPageOutcome> {
      const charge = await chargeOfForm(form.ReferenceID, form.Token);
      if (!charge) return NOT_FOUND;
      if (charge.status !== 'registered')
        return { kind: 'finished', callbackUrl: charge.callbackUrl };
      const view = await baseView(charge, form.SaveForFuture, form.CardToken);

      let card: CardTokenRow | undefined;
      if (form.UseSavedCard) {
        card = await savedCardOf(form.CardToken);
        if (!card) {
          return {
            kind: 'form',
            status: 422,
            view: { ...view, errors: { form: 'The saved card is not available; enter a card.' } },
          };
        }
      } else {
        const checked = validateCard(
          {
            number: form.cardNumber ?? '',
            ...parseExpiry(form.expiry ?? ''),
            cvc: (form.cvc ?? '').trim(),
            name: form.cardName ?? '',
          },
          now,
        );
        if (checked.errors) {
          return {
            kind: 'form',
            status: 422,
            view: {
              ...view,
              errors: toFieldErrors(checked.errors, form.expiry ?? ''),
              values: { expiry: form.expiry ?? '', name: form.cardName ?? '' },
            },
          };
        }
        const { brand, last4, expMonth, expYear, outcome } = checked.card;
        card = await insertCardToken(db, {
          token: newSandboxId('tok'),
          provider: 'ippay',
          brand,
          last4,
          expMonth,
          expYear,
          outcome,
        });
      }

      const done = await book.completeRegistered(
        'ippay',
        { referenceId: charge.referenceId, formToken: form.Token },
        decide(card),
        now,
      );
      if (done.kind === 'missing') return NOT_FOUND;
      if (done.kind === 'finished')
        return { kind: 'finished', callbackUrl: done.charge.callbackUrl };
      return {
        kind: 'paid',
        result: done.result,
        amountCents: done.charge.amountCents,
        callbackUrl: done.charge.callbackUrl,
        card,
      };
    },
  };
}

export type HostedCard = ReturnType<typeof createHostedCardProvider>;
