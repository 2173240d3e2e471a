import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import {
  INFO_TEXT_MAX,
  ZRedemptionAnswer,
  type TRedemptionAnswer,
} from '@app/contracts/redemption-risk';
import type { TRedemption } from '@app/contracts/redemptions';
import { Modal } from '../../components/modal';
import { SubmitButton } from '../../components/submit-button';
import { showApiError } from '../../lib/api-error-placement';
import { notify } from '../../lib/toast';
import { useAnswerRedemptionQuestion } from './api/answer-redemption-question';

type AnswerForm = z.input<typeof ZRedemptionAnswer>;

/**
 * 'Answer' on a request finance asked about (INFO_REQUESTED, decision 057): the question as asked
 * and a text reply, which puts the request back in review.
 */
export function AnswerQuestionButton({ redemption }: { redemption: TRedemption }) {
  const [open, setOpen] = useState(false);
  const fieldId = useId();
  const answer = useAnswerRedemptionQuestion();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<AnswerForm, unknown, TRedemptionAnswer>({
    resolver: zodResolver(ZRedemptionAnswer),
    defaultValues: { redeemRequestId: redemption.redeemRequestId, answer: '' },
    mode: 'onTouched',
  });
  const close = () => {
    reset();
    setOpen(false);
  };
  const onSubmit = handleSubmit(async (reply) => {
    try {
      const sent = await answer.mutateAsync(reply);
      notify.success(sent.message);
      close();
    } catch (error) {
      showApiError(error, null);
    }
  });
  const error = errors.answer?.message;

  return (
    <>
      <button type="button" className="btn btn--primary" onClick={() => setOpen(true)}>
        Answer
      </button>
      <Modal open={open} title="Information needed" onClose={close}>
        <form className="redeem-form" onSubmit={(event) => void onSubmit(event)} noValidate>
          <p className="redeem-form__rate">
            Our team asks about your redemption of {redemption.amount} SC:
          </p>
          <blockquote className="redemption-question__text">{redemption.question}</blockquote>
          <div className="field">
            <label htmlFor={fieldId} className="field__label">
              Your answer
            </label>
            <textarea
              id={fieldId}
              className="field__input redemption-question__answer"
              rows={5}
              maxLength={INFO_TEXT_MAX}
              data-autofocus
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${fieldId}-error` : undefined}
              {...register('answer')}
            />
            {error ? (
              <p id={`${fieldId}-error`} className="field__error">
                {error}
              </p>
            ) : null}
          </div>
          <SubmitButton pending={answer.isPending}>Send answer</SubmitButton>
        </form>
      </Modal>
    </>
  );
}
