import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ERRORS } from '@app/contracts/error-codes';
import type { TPackage } from '@app/contracts/packages';
import {
  ZBankDetailsForm,
  type TBankDetailsForm,
  type TFundingSource,
} from '@app/contracts/payments';
import { SelectField, TextField } from '../../components/form-fields';
import { SubmitButton } from '../../components/submit-button';
import { fieldsNamed, showApiError } from '../../lib/api-error-placement';
import { useProfile } from '../../lib/get-profile';
import { notify } from '../../lib/toast';
import type { ChargeAnswer } from './api/create-instrument';
import { useFundingSource } from '../../lib/get-funding-source';
import { usePayByBank } from './api/pay-by-bank';
import { useSaveBankDetails } from './api/save-bank-details';
import { useUpdateFundingSource } from '../../lib/update-funding-source';
import { FundingSourceStatus } from './funding-source-status';

interface BankMethodProps {
  readonly pkg: TPackage;
  readonly priceLabel: string;
  readonly busy: boolean;
  readonly run: (task: () => Promise<void>) => Promise<void>;
  readonly onCharge: (answer: ChargeAnswer) => void;
}

/**
 * 'Bank (ACH)': a debit of the player's primary saved bank account (POST
 * /payment/paynote). Bank payments settle later, so the answer is the
 * PENDING status modal and the coins arrive with the wallet's live update.
 */
export function BankMethod({ pkg, priceLabel, busy, run, onCharge }: BankMethodProps) {
  const funding = useFundingSource();
  const payByBank = usePayByBank();
  const [adding, setAdding] = useState(false);

  if (!funding.data) return <FundingSourceStatus query={funding} />;
  const banks = funding.data.list;
  const primary = banks.find((bank) => bank.is_primary) ?? null;
  const enabled = funding.data.providerData.bankPurchaseEnabled;
  const showForm = adding || banks.length === 0;

  const pay = () =>
    run(async () => {
      onCharge(await payByBank.mutateAsync({ amount: pkg.amount, packageId: pkg.packageId }));
    });

  return (
    <div className="checkout-panel">
      {!enabled && (
        <p className="checkout-panel__text checkout-panel__text--warning" role="note">
          {ERRORS.BankPurchaseDisabled.message}
        </p>
      )}
      {banks.length > 0 && <SavedBanks banks={banks} busy={busy} />}
      {showForm ? (
        <BankDetailsForm
          onSaved={() => setAdding(false)}
          onCancel={banks.length > 0 ? () => setAdding(false) : undefined}
        />
      ) : (
        <button type="button" className="btn btn--ghost" onClick={() => setAdding(true)}>
          Add bank account
        </button>
      )}
      {enabled && primary && (
        <>
          <p className="checkout-panel__text">
            {priceLabel} will be debited from {primary.bank} •••• {primary.lbacc}. Bank payments
            take 2-3 business days to process.
          </p>
          <button
            type="button"
            className="btn btn--primary btn--lg btn--block"
            disabled={busy}
            aria-busy={payByBank.isPending}
            onClick={() => void pay()}
          >
            {payByBank.isPending && <span className="btn__spinner" aria-hidden="true" />}
            Pay by bank
          </button>
        </>
      )}
    </div>
  );
}

function SavedBanks({ banks, busy }: { banks: readonly TFundingSource[]; busy: boolean }) {
  const { data: user } = useProfile();
  const updateFundingSource = useUpdateFundingSource();

  const makePrimary = async (bank: TFundingSource) => {
    if (!user) return;
    try {
      const answer = await updateFundingSource.mutateAsync({
        userId: user.userId,
        sourceId: bank.source_id,
      });
      notify.success(answer.message ?? 'Bank account updated successfully.');
    } catch (error) {
      showApiError(error, null);
    }
  };

  return (
    <section className="saved-list" aria-label="Saved bank accounts">
      <h4 className="saved-list__title">Bank accounts</h4>
      <ul className="saved-list__items">
        {banks.map((bank) => (
          <li key={bank.id} className="saved-item">
            <div className="saved-item__info">
              <span className="saved-item__name">{bank.bank}</span>
              <span className="saved-item__meta">•••• {bank.lbacc}</span>
            </div>
            <div className="saved-item__actions">
              {bank.is_primary ? (
                <span className="saved-item__badge">Primary</span>
              ) : (
                <button
                  type="button"
                  className="btn btn--ghost"
                  disabled={busy || updateFundingSource.isPending || !user}
                  aria-label={`Make ${bank.bank} •••• ${bank.lbacc} primary`}
                  onClick={() => void makePrimary(bank)}
                >
                  Make primary
                </button>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

const EMPTY_BANK: TBankDetailsForm = {
  accountHolderName: '',
  bankName: '',
  accountNumber: '',
  routingNumber: '',
  accountType: 'checking',
};

interface BankDetailsFormProps {
  readonly onSaved: () => void;
  readonly onCancel?: () => void;
}

/** 'Add bank account' (PUT /payment/bank-details, multipart). */
function BankDetailsForm({ onSaved, onCancel }: BankDetailsFormProps) {
  const saveBankDetails = useSaveBankDetails();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<TBankDetailsForm>({
    resolver: zodResolver(ZBankDetailsForm),
    defaultValues: EMPTY_BANK,
    mode: 'onTouched',
  });

  const onSubmit = handleSubmit(async (details) => {
    try {
      const answer = await saveBankDetails.mutateAsync(details);
      notify.success(answer.message ?? 'Bank account added successfully.');
      reset(EMPTY_BANK);
      onSaved();
    } catch (error) {
      showApiError(error, setError, {
        fields: fieldsNamed(
          'accountHolderName',
          'bankName',
          'accountNumber',
          'routingNumber',
          'accountType',
        ),
      });
    }
  });

  return (
    <form className="form bank-form" noValidate onSubmit={onSubmit} aria-label="Add bank account">
      <h4 className="saved-list__title">Add bank account</h4>
      <TextField
        label="Account holder name"
        autoComplete="name"
        error={errors.accountHolderName?.message}
        {...register('accountHolderName')}
      />
      <TextField
        label="Bank name"
        autoComplete="off"
        error={errors.bankName?.message}
        {...register('bankName')}
      />
      <div className="card-form__row">
        <TextField
          label="Routing number"
          inputMode="numeric"
          autoComplete="off"
          maxLength={9}
          error={errors.routingNumber?.message}
          {...register('routingNumber')}
        />
        <TextField
          label="Account number"
          inputMode="numeric"
          autoComplete="off"
          maxLength={17}
          error={errors.accountNumber?.message}
          {...register('accountNumber')}
        />
      </div>
      <SelectField
        label="Account type"
        error={errors.accountType?.message}
        {...register('accountType')}
      >
        <option value="checking">Checking</option>
        <option value="savings">Savings</option>
      </SelectField>
      <div className="form__actions">
        <SubmitButton pending={saveBankDetails.isPending} className="btn btn--primary">
          Save bank account
        </SubmitButton>
        {onCancel && (
          <button type="button" className="btn btn--ghost" onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
