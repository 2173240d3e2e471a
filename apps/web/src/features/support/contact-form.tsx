import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { Link } from 'react-router';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { DOCUMENT_ACCEPT } from '@app/contracts/document-upload';
import {
  SUPPORT_MESSAGE_MAX,
  SUPPORT_TOPICS,
  SUPPORT_TOPIC_LABELS,
  type TContactResult,
} from '@app/contracts/support';
import { CheckCircleIcon, MailIcon } from '../../components/icons';
import { SelectField, TextField } from '../../components/form-fields';
import { SubmitButton } from '../../components/submit-button';
import { showApiError } from '../../lib/api-error-placement';
import { useProfile } from '../../lib/get-profile';
import { PATHS } from '../../lib/paths';
import { useUiStore } from '../../lib/ui-store';
import { useSendContactForm } from './api/send-contact-form';
import {
  attachmentError,
  profileName,
  ZPlayerContactForm,
  ZVisitorContactForm,
  type TContactFormInput,
} from './contact-form-data';
import { SUPPORT_TAB } from './support-tab';
import './support.css';

const EMPTY: TContactFormInput = { topic: '' as never, name: '', message: '', email: '' };

function Confirmation({
  result,
  ticketsLink,
  onAnother,
}: {
  readonly result: TContactResult;
  readonly ticketsLink: boolean;
  readonly onAnother: () => void;
}) {
  return (
    <div className="contact-form__done" role="status">
      <CheckCircleIcon size={28} aria-hidden="true" />
      <p className="contact-form__done-title">{result.message}</p>
      <p>
        Your ticket number is{' '}
        <strong className="contact-form__number">{result.ticketNumber}</strong>.
      </p>
      <div className="contact-form__done-actions">
        {ticketsLink && (
          <Link className="btn btn--primary" to={`${PATHS.accountDetails}?tab=${SUPPORT_TAB}`}>
            See my tickets
          </Link>
        )}
        <button type="button" className="btn btn--ghost" onClick={onAnother}>
          Send another message
        </button>
      </div>
    </div>
  );
}

/**
 * The Contact Us form under the contact page's text (decision 061): topic, message and an
 * optional attachment; a signed-in player's name and email come from the profile (the email
 * cannot be changed), a visitor gives theirs.
 */
export function ContactForm({
  ticketsLink = true,
}: {
  /** The redeem-only screen lists the tickets under the form: no link to the account page. */
  readonly ticketsLink?: boolean;
}) {
  const signedIn = useUiStore((state) => state.isAuthenticated);
  const profile = useProfile();
  const user = signedIn ? profile.data : undefined;
  const send = useSendContactForm();
  const [result, setResult] = useState<TContactResult | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  // A new key gives a fresh, empty file input after a message is sent.
  const [fileInputKey, setFileInputKey] = useState(0);
  const titleId = useId();
  const messageId = useId();
  const fileId = useId();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    getFieldState,
    getValues,
    setValue,
    formState: { errors },
  } = useForm<TContactFormInput>({
    resolver: zodResolver(signedIn ? ZPlayerContactForm : ZVisitorContactForm) as never,
    defaultValues: EMPTY,
  });
  // The profile's name fills an untouched name field once it loads. (A `values` prop would reset
  // the form on every render whose profile differs, and lose a message typed meanwhile.)
  const profileFullName = user ? profileName(user) : '';
  useEffect(() => {
    if (profileFullName && !getFieldState('name').isDirty && !getValues('name'))
      setValue('name', profileFullName);
  }, [profileFullName, getFieldState, getValues, setValue]);
  const messageLength = useWatch({ control, name: 'message' })?.length ?? 0;

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    const problem = chosen ? attachmentError(chosen) : null;
    setFileError(problem);
    setFile(problem ? null : chosen);
    if (problem) event.target.value = '';
  };

  const onSubmit = handleSubmit(async (values) => {
    if (fileError) return;
    try {
      const answer = await send.mutateAsync({
        topic: values.topic,
        name: values.name,
        message: values.message,
        email: signedIn ? undefined : values.email,
        attachment: file,
      });
      setResult(answer);
      reset(user ? { ...EMPTY, name: profileName(user) } : EMPTY);
      setFile(null);
      setFileInputKey((key) => key + 1);
    } catch (error) {
      const outcomes = showApiError(error, setError as never);
      const attachment = outcomes.find((o) => o.kind === 'field' && o.field === 'attachment');
      if (attachment) setFileError(attachment.message);
    }
  });

  return (
    <section className="contact-form" aria-labelledby={titleId}>
      <h2 id={titleId} className="contact-form__title">
        <MailIcon size={20} /> Send us a message
      </h2>
      {result ? (
        <Confirmation
          result={result}
          ticketsLink={signedIn && ticketsLink}
          onAnother={() => setResult(null)}
        />
      ) : (
        <form className="contact-form__form" noValidate onSubmit={(e) => void onSubmit(e)}>
          <SelectField label="Topic" error={errors.topic?.message} {...register('topic')}>
            <option value="" disabled>
              Choose a topic
            </option>
            {SUPPORT_TOPICS.map((topic) => (
              <option key={topic} value={topic}>
                {SUPPORT_TOPIC_LABELS[topic]}
              </option>
            ))}
          </SelectField>
          <div className="contact-form__row">
            <TextField
              label="Your name"
              autoComplete="name"
              error={errors.name?.message}
              {...register('name')}
            />
            {signedIn ? (
              <TextField
                label="Email"
                value={user?.email ?? ''}
                readOnly
                hint="We answer at your account’s email."
              />
            ) : (
              <TextField
                label="Email"
                type="email"
                autoComplete="email"
                error={errors.email?.message}
                {...register('email')}
              />
            )}
          </div>
          <div className="field">
            <label htmlFor={messageId} className="field__label">
              Message
            </label>
            <textarea
              id={messageId}
              className="field__input contact-form__message"
              rows={6}
              maxLength={SUPPORT_MESSAGE_MAX}
              aria-invalid={errors.message ? true : undefined}
              aria-describedby={`${messageId}-note`}
              {...register('message')}
            />
            <p id={`${messageId}-note`} className={errors.message ? 'field__error' : 'field__hint'}>
              {errors.message?.message ?? `${messageLength} / ${SUPPORT_MESSAGE_MAX} characters`}
            </p>
          </div>
          <div className="field">
            <label htmlFor={fileId} className="field__label">
              Attachment (optional)
            </label>
            <input
              key={fileInputKey}
              id={fileId}
              type="file"
              className="contact-form__file"
              accept={DOCUMENT_ACCEPT}
              aria-invalid={fileError ? true : undefined}
              aria-describedby={`${fileId}-note`}
              onChange={onFile}
            />
            <p id={`${fileId}-note`} className={fileError ? 'field__error' : 'field__hint'}>
              {fileError ??
                'A PNG, JPEG, JPG or PDF of at most 5 MB, such as a screenshot or receipt.'}
            </p>
          </div>
          <SubmitButton pending={send.isPending} className="btn btn--primary btn--lg">
            Send message
          </SubmitButton>
        </form>
      )}
    </section>
  );
}
