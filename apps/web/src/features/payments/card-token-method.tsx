import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  CARD_BRAND_NAMES,
  ZCardForm,
  detectCardBrand,
  type CardBrand,
  type TCardForm,
} from '@app/contracts/card-validation';
import type { TPackage } from '@app/contracts/packages';
import type { TSavedCard } from '@app/contracts/payments';
import { CheckboxField, TextField } from '../../components/form-fields';
import { Modal } from '../../components/modal';
import { SubmitButton } from '../../components/submit-button';
import { showApiError } from '../../lib/api-error-placement';
import { notify } from '../../lib/toast';
import { useCreateInstrument, type ChargeAnswer } from './api/create-instrument';
import { useFundingSource, type FundingSource } from '../../lib/get-funding-source';
import { useRemoveSavedCard } from './api/remove-saved-card';
import { tokenizeCard } from './api/tokenize-card';
import { formatCardExpiry, formatCardNumberInput, formatExpiryInput } from './card-input-format';
import { FundingSourceStatus } from './funding-source-status';

interface CardTokenMethodProps {
  readonly pkg: TPackage;
  readonly priceLabel: string;
  readonly busy: boolean;
  readonly run: (task: () => Promise<void>) => Promise<void>;
  readonly onCharge: (answer: ChargeAnswer) => void;
}

const EMPTY_CARD: TCardForm = { number: '', expiry: '', cvc: '', name: '', saveForFuture: false };

/** 'visa' (as the provider names it) → 'Visa'. */
function brandName(brand: string): string {
  const key = brand.toLowerCase().replace(/[^a-z]/g, '');
  const known: Record<string, CardBrand> = {
    visa: 'visa',
    mastercard: 'mastercard',
    amex: 'amex',
    americanexpress: 'amex',
    discover: 'discover',
  };
  return CARD_BRAND_NAMES[known[key] ?? 'unknown'];
}

const cardLabel = (card: TSavedCard) => `${brandName(card.brand)} •••• ${card.last4}`;

/**
 * 'Card form': the token provider's card form (SPEC §2). Saved cards pay in
 * one click; a new card goes to the provider's tokenize address, and only
 * its one-use token reaches our API (create-instrument 'TOKEN').
 */
export function CardTokenMethod({ pkg, priceLabel, busy, run, onCharge }: CardTokenMethodProps) {
  const funding = useFundingSource();
  const createInstrument = useCreateInstrument();

  if (!funding.data) return <FundingSourceStatus query={funding} />;
  const providerData = funding.data.providerData;

  const paySaved = (card: TSavedCard) =>
    run(async () => {
      onCharge(
        await createInstrument.mutateAsync({
          type: 'PAYMENT_CARD',
          paymentInformationId: card.paymentInformationId,
          amount: pkg.amount,
          packageId: pkg.packageId,
        }),
      );
    });

  return (
    <div className="checkout-panel">
      {providerData.savedCards.length > 0 && (
        <SavedCards
          cards={providerData.savedCards}
          priceLabel={priceLabel}
          busy={busy}
          onPay={(card) => void paySaved(card)}
        />
      )}
      <NewCardForm
        pkg={pkg}
        priceLabel={priceLabel}
        busy={busy}
        providerData={providerData}
        hasSavedCards={providerData.savedCards.length > 0}
        run={run}
        onCharge={onCharge}
        charge={createInstrument.mutateAsync}
      />
    </div>
  );
}

interface SavedCardsProps {
  readonly cards: readonly TSavedCard[];
  readonly priceLabel: string;
  readonly busy: boolean;
  readonly onPay: (card: TSavedCard) => void;
}

function SavedCards({ cards, priceLabel, busy, onPay }: SavedCardsProps) {
  const removeCard = useRemoveSavedCard();
  const [removing, setRemoving] = useState<TSavedCard | null>(null);

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      const answer = await removeCard.mutateAsync(removing.paymentInformationId);
      notify.success(answer.message ?? 'Card removed successfully.');
      setRemoving(null);
    } catch (error) {
      setRemoving(null);
      showApiError(error, null);
    }
  };

  return (
    <section className="saved-list" aria-label="Saved cards">
      <h4 className="saved-list__title">Saved cards</h4>
      <ul className="saved-list__items">
        {cards.map((card) => (
          <li key={card.paymentInformationId} className="saved-item">
            <div className="saved-item__info">
              <span className="saved-item__name">{cardLabel(card)}</span>
              <span className="saved-item__meta">
                Expires {formatCardExpiry(card.expMonth, card.expYear)}
              </span>
            </div>
            <div className="saved-item__actions">
              <button
                type="button"
                className="btn btn--primary"
                disabled={busy}
                aria-label={`Pay ${priceLabel} with ${cardLabel(card)}`}
                onClick={() => onPay(card)}
              >
                Pay
              </button>
              <button
                type="button"
                className="btn btn--ghost"
                disabled={busy}
                aria-label={`Remove ${cardLabel(card)}`}
                onClick={() => setRemoving(card)}
              >
                Remove
              </button>
            </div>
          </li>
        ))}
      </ul>
      <Modal open={removing !== null} title="Remove saved card?" onClose={() => setRemoving(null)}>
        <p className="modal__text">
          {removing ? cardLabel(removing) : ''} will no longer be offered at checkout.
        </p>
        <div className="modal__actions checkout-confirm">
          <button
            type="button"
            className="btn btn--primary btn--lg"
            disabled={removeCard.isPending}
            aria-busy={removeCard.isPending}
            onClick={() => void confirmRemove()}
          >
            Remove card
          </button>
          <button
            type="button"
            className="btn btn--ghost btn--lg"
            data-autofocus
            onClick={() => setRemoving(null)}
          >
            Keep card
          </button>
        </div>
      </Modal>
    </section>
  );
}

interface NewCardFormProps {
  readonly pkg: TPackage;
  readonly priceLabel: string;
  readonly busy: boolean;
  readonly providerData: FundingSource['providerData'];
  readonly hasSavedCards: boolean;
  readonly run: (task: () => Promise<void>) => Promise<void>;
  readonly onCharge: (answer: ChargeAnswer) => void;
  readonly charge: ReturnType<typeof useCreateInstrument>['mutateAsync'];
}

function NewCardForm({
  pkg,
  priceLabel,
  busy,
  providerData,
  hasSavedCards,
  run,
  onCharge,
  charge,
}: NewCardFormProps) {
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = useForm<TCardForm>({
    resolver: zodResolver(ZCardForm),
    defaultValues: EMPTY_CARD,
    mode: 'onTouched',
  });
  const number = register('number');
  const expiry = register('expiry');
  const brand = detectCardBrand(useWatch({ control, name: 'number' }));

  const onSubmit = handleSubmit((card) =>
    run(async () => {
      const token = await tokenizeCard(providerData, card);
      const answer = await charge({
        type: 'TOKEN',
        token,
        fraud_session_id: providerData.fraudSessionId,
        amount: pkg.amount,
        packageId: pkg.packageId,
        cardData: { name: card.name.trim(), saveForFuture: card.saveForFuture },
      });
      if (answer.status !== 'FAILED') reset(EMPTY_CARD);
      onCharge(answer);
    }),
  );

  return (
    <form className="form card-form" noValidate onSubmit={onSubmit} aria-label="Pay with a card">
      {hasSavedCards && <h4 className="saved-list__title">Pay with a new card</h4>}
      <TextField
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 5678 9012 3456"
        hint={brand === 'unknown' ? undefined : CARD_BRAND_NAMES[brand]}
        error={errors.number?.message}
        {...number}
        onChange={(event) => {
          event.currentTarget.value = formatCardNumberInput(event.currentTarget.value);
          void number.onChange(event);
        }}
      />
      <div className="card-form__row">
        <TextField
          label="Expiry (MM/YY)"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          maxLength={5}
          error={errors.expiry?.message}
          {...expiry}
          onChange={(event) => {
            event.currentTarget.value = formatExpiryInput(event.currentTarget.value);
            void expiry.onChange(event);
          }}
        />
        <TextField
          label="CVC"
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder={brand === 'amex' ? '1234' : '123'}
          maxLength={4}
          error={errors.cvc?.message}
          {...register('cvc')}
        />
      </div>
      <TextField
        label="Name on card"
        autoComplete="cc-name"
        error={errors.name?.message}
        {...register('name')}
      />
      <CheckboxField label="Save card for future purchases" {...register('saveForFuture')} />
      <SubmitButton pending={busy || isSubmitting} className="btn btn--primary btn--lg btn--block">
        Pay {priceLabel}
      </SubmitButton>
    </form>
  );
}
