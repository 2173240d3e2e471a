import { useForm, useWatch, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  redeemFormWithLimits,
  type TRedeemForm,
  type TRedeemFormInput,
} from '@app/contracts/redeem-validation';
import type { TRedeemRequestResponse } from '@app/contracts/redemptions';
import { SelectField, TextField } from '../../components/form-fields';
import { SubmitButton } from '../../components/submit-button';
import { formatCoins } from '../../lib/coins';
import type { User } from '../../lib/user';
import { useRequestRedeem } from './api/request-redeem';
import { RedeemBankList } from './redeem-bank-list';
import {
  DEFAULT_REDEEM_FORM,
  needsBankFields,
  redeemLimitsOf,
  redeemMethods,
  toRedeemRequest,
} from './redeem-form-model';
import { redeemAnswerFailure, redeemFailure, type RedeemFailure } from './redeem-errors';

interface RedeemFormProps {
  readonly user: User;
  readonly onRedeemed: (answer: TRedeemRequestResponse) => void;
  /** A refused request that leaves the form (a modal, the KYC flow, the SSN form). */
  readonly onRefused: (failure: Exclude<RedeemFailure, { kind: 'field' | 'none' }>) => void;
}

/**
 * SPEC §2 Redeem modal: method select, active bank list (ACH), redeemable SC
 * balance, amount (default 1) and, for the IPPAY method, the bank details.
 * Checked by the contract's form schema with the player's limits (SPEC §5).
 */
export function RedeemForm({ user, onRedeemed, onRefused }: RedeemFormProps) {
  const limits = redeemLimitsOf(user);
  const methods = redeemMethods(user);
  // Rebuilt each render: the limits change with the live balance, and the schema is cheap.
  const schema = redeemFormWithLimits(limits);
  const requestRedeem = useRequestRedeem();
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<TRedeemFormInput, unknown, TRedeemForm>({
    resolver: zodResolver(schema),
    defaultValues: DEFAULT_REDEEM_FORM,
    mode: 'onTouched',
  });
  const providerType = useWatch({ control, name: 'providerType' });
  const bankFields = needsBankFields(providerType);

  const onSubmit = handleSubmit(async (form) => {
    try {
      const answer = await requestRedeem.mutateAsync(toRedeemRequest(form));
      const refused = redeemAnswerFailure(answer);
      if (refused) onRefused(refused);
      else onRedeemed(answer);
    } catch (error) {
      const failure = redeemFailure(error);
      if (failure.kind === 'none') return;
      if (failure.kind === 'field') {
        setError(failure.field as Path<TRedeemFormInput>, {
          type: 'server',
          message: failure.text,
        });
        return;
      }
      onRefused(failure);
    }
  });

  const limitHint =
    Number.isFinite(limits.max) && limits.max > 0
      ? `Between ${formatCoins(limits.min)} and ${formatCoins(limits.max)} SC`
      : undefined;

  return (
    <form className="form redeem-form" noValidate onSubmit={onSubmit} aria-label="Redeem">
      <SelectField
        label="Redeem method"
        error={errors.providerType?.message}
        {...register('providerType')}
      >
        {methods.map((method) => (
          <option key={method.value} value={method.value}>
            {method.label}
          </option>
        ))}
      </SelectField>

      {!bankFields && <RedeemBankList userId={user.userId} disabled={requestRedeem.isPending} />}

      <p className="redeem-form__balance">
        <span>Redeemable SC</span>
        <strong data-testid="redeemable-sc">{formatCoins(limits.redeemable)}</strong>
      </p>

      <TextField
        label="Amount (SC)"
        inputMode="decimal"
        autoComplete="off"
        hint={limitHint}
        error={errors.amount?.message}
        {...register('amount')}
      />

      {bankFields && (
        <>
          <TextField
            label="Card holder name"
            autoComplete="name"
            error={errors.cardHolderName?.message}
            {...register('cardHolderName')}
          />
          <TextField
            label="Account number"
            inputMode="numeric"
            autoComplete="off"
            maxLength={17}
            error={errors.accountNumber?.message}
            {...register('accountNumber')}
          />
          <TextField
            label="Routing number"
            inputMode="numeric"
            autoComplete="off"
            maxLength={9}
            error={errors.routingNumber?.message}
            {...register('routingNumber')}
          />
        </>
      )}

      <p className="redeem-form__rate">1 SC redeems for $1.00.</p>
      <SubmitButton pending={requestRedeem.isPending}>Redeem</SubmitButton>
    </form>
  );
}
