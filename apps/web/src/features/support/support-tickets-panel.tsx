import { useId, useState } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '@app/contracts/dates';
import {
  SUPPORT_MESSAGE_MAX,
  SUPPORT_STATUS_LABELS,
  SUPPORT_TOPIC_LABELS,
  ZSupportReplyRequest,
  type TPlayerSupportTicket,
} from '@app/contracts/support';
import { ListEmpty } from '../../components/list-empty';
import { MailIcon } from '../../components/icons';
import { SubmitButton } from '../../components/submit-button';
import { ApiError } from '../../lib/api-client';
import { CMS_PAGES, cmsPath } from '../../lib/paths';
import { notify } from '../../lib/toast';
import { useSupportTickets } from './api/get-support-tickets';
import { useReplyToTicket } from './api/reply-to-ticket';
import './support.css';

/** The player's answer under a ticket that is not closed. */
function ReplyForm({ ticket }: { readonly ticket: TPlayerSupportTicket }) {
  const reply = useReplyToTicket();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const fieldId = useId();
  const submit = async () => {
    const parsed = ZSupportReplyRequest.safeParse({ message: text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    try {
      await reply.mutateAsync({ ticketNumber: ticket.number, message: parsed.data.message });
      setText('');
      setError(null);
      notify.success('Your answer was sent to support.');
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : 'Your answer could not be sent.');
    }
  };
  return (
    <form
      className="support-ticket__reply"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <label htmlFor={fieldId} className="field__label">
        Answer support
      </label>
      <textarea
        id={fieldId}
        className="field__input contact-form__message"
        rows={3}
        maxLength={SUPPORT_MESSAGE_MAX}
        value={text}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${fieldId}-error` : undefined}
        onChange={(event) => setText(event.target.value)}
      />
      {error && (
        <p id={`${fieldId}-error`} className="field__error">
          {error}
        </p>
      )}
      <SubmitButton pending={reply.isPending} className="btn btn--primary">
        Send answer
      </SubmitButton>
    </form>
  );
}

function TicketCard({
  ticket,
  open,
}: {
  readonly ticket: TPlayerSupportTicket;
  readonly open: boolean;
}) {
  return (
    <li className="support-ticket">
      <details open={open}>
        <summary className="support-ticket__summary">
          <span className="support-ticket__number">{ticket.number}</span>
          <span className="support-ticket__topic">{SUPPORT_TOPIC_LABELS[ticket.topic]}</span>
          <span className={`support-ticket__status support-ticket__status--${ticket.status}`}>
            {ticket.status === 'waiting' ? 'Support replied' : SUPPORT_STATUS_LABELS[ticket.status]}
          </span>
          <span className="support-ticket__date">{formatDateTime(ticket.updatedAt)}</span>
        </summary>
        <ol className="support-ticket__thread">
          {ticket.messages.map((message) => (
            <li
              key={message.id}
              className={`support-message support-message--${message.from}`}
              aria-label={message.from === 'support' ? 'Reply from support' : 'Your message'}
            >
              <p className="support-message__meta">
                {message.from === 'support' ? 'Support' : 'You'} ·{' '}
                {formatDateTime(message.createdAt)}
              </p>
              <p className="support-message__body">{message.body}</p>
              {message.attachment && (
                <a
                  className="support-message__attachment"
                  href={`/api/v1/support/tickets/${encodeURIComponent(ticket.number)}/attachments/${message.id}`}
                  download
                >
                  Attachment: {message.attachment.name}
                </a>
              )}
            </li>
          ))}
        </ol>
        {ticket.status === 'closed' ? (
          <p className="support-ticket__closed">
            This ticket is closed. To write about it again,{' '}
            <Link to={cmsPath(CMS_PAGES.contactUs)}>contact us</Link> and quote {ticket.number}.
          </p>
        ) : (
          <ReplyForm ticket={ticket} />
        )}
      </details>
    </li>
  );
}

/** The account page's Support section: the player's tickets and support's replies (decision 061). */
export function SupportTicketsPanel({
  contactLink = true,
}: {
  /** The redeem-only screen shows the form beside the panel: no link away to the contact page. */
  readonly contactLink?: boolean;
}) {
  const tickets = useSupportTickets();
  const titleId = useId();
  return (
    <section className="account-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="account-card__title">
        <MailIcon size={20} /> Support
      </h2>
      {tickets.isPending ? (
        <p role="status">Loading your tickets…</p>
      ) : tickets.isError ? (
        <ListEmpty role="alert" title="Your tickets could not be loaded">
          <button type="button" className="btn btn--primary" onClick={() => void tickets.refetch()}>
            Try Again
          </button>
        </ListEmpty>
      ) : tickets.data.length === 0 ? (
        <ListEmpty
          role="status"
          title="You have not contacted support yet"
          hint={
            contactLink ? (
              <>
                Questions about your account, a purchase or a redemption?{' '}
                <Link to={cmsPath(CMS_PAGES.contactUs)}>Contact us</Link>.
              </>
            ) : undefined
          }
        />
      ) : (
        <>
          <p className="support-tickets__lead">
            Your messages to support and their replies. We also email you every reply.
            {contactLink && (
              <>
                {' '}
                <Link to={cmsPath(CMS_PAGES.contactUs)}>Write a new message</Link>
              </>
            )}
          </p>
          <ul className="support-tickets">
            {tickets.data.map((ticket, index) => (
              <TicketCard key={ticket.number} ticket={ticket} open={index === 0} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
