import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import {
  ZRedemptionBankDetails,
  type TRedemption,
  type TRedemptionBankDetails,
} from '@app/contracts/redemptions';
import { Modal } from '../../components/modal';
import { TextField } from '../../components/form-fields';
import { SubmitButton } from '../../components/submit-button';
import { showApiError } from '../../lib/api-error-placement';
import { notify } from '../../lib/toast';
import { useGiveBankDetails } from './api/give-bank-details';

type BankForm = z.input<typeof ZRedemptionBankDetails>;

/**
 * 'Enter bank details' on an open redemption without an account (SPEC §4 toast: the player enters
 * banking information once the request is approved): the ACH account it is paid to.
 */
export function BankDetailsButton({ redemption }: { redemption: TRedemption }) {
  const [open, setOpen] = useState(false);
  const give = useGiveBankDetails();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<BankForm, unknown, TRedemptionBankDetails>({
    resolver: zodResolver(ZRedemptionBankDetails),
    defaultValues: {
      redeemRequestId: redemption.redeemRequestId,
      cardHolderName: '',
      accountNumber: '',
      routingNumber: '',
    },
    mode: 'onTouched',
  });
  const close = () => {
    reset();
    setOpen(false);
  };
  const onSubmit = handleSubmit(async (details) => {
    try {
      const answer = await give.mutateAsync(details);
      notify.success(answer.message);
      close();
    } catch (error) {
      showApiError(error, null);
    }
  });

  return (
    <>
      <button type="button" className="btn redemption-bank__button" onClick={() => setOpen(true)}>
        Enter bank details
      </button>
      <Modal open={open} title="Bank details" onClose={close}>
        <form className="redeem-form" onSubmit={(event) => void onSubmit(event)} noValidate>
          <p className="redeem-form__rate">
            Your redemption of {redemption.amount} SC is paid by ACH to this US bank account.
          </p>
          <TextField
            label="Account holder name"
            autoComplete="name"
            data-autofocus
            error={errors.cardHolderName?.message}
            {...register('cardHolderName')}
          />
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
          <SubmitButton pending={give.isPending}>Save bank details</SubmitButton>
        </form>
      </Modal>
    </>
  );
}
