import { useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import {
  SUPPORT_MESSAGE_MAX,
  SUPPORT_STATUS_LABELS,
  SUPPORT_TOPIC_LABELS,
  ZSupportReplyRequest,
  type TStaffSupportMessage,
  type TSupportTicketDetail,
} from '@app/contracts/support';
import { formatTime } from '../../lib/format';
import { idempotencyKeys } from '../../lib/idempotency-keys';
import { useStaffSession } from '../../lib/staff-session';
import {
  useAddSupportMessage,
  useAssignTicket,
  useSetTicketStatus,
  useSupportTeam,
  useSupportTicket,
} from './support-api';
import './support.css';

function ThreadMessage({
  ticketId,
  message,
}: {
  readonly ticketId: number;
  readonly message: TStaffSupportMessage;
}) {
  const who =
    message.kind === 'player'
      ? 'Player'
      : `${message.author?.name ?? 'Staff'}${message.kind === 'note' ? ' · internal note, not shown to the player' : ' · reply emailed to the player'}`;
  return (
    <li className={`support-message support-message-${message.kind}`}>
      <p className="support-message-meta">
        <strong>{who}</strong> <span className="muted">· {formatTime(message.createdAt)}</span>
      </p>
      <p className="support-message-body">{message.body}</p>
      {message.attachment && (
        <a
          href={`/api/v1/admin/support/tickets/${ticketId}/attachments/${message.id}`}
          target="_blank"
          rel="noreferrer"
        >
          Attachment: {message.attachment.name} ({message.attachment.type.toUpperCase()})
        </a>
      )}
    </li>
  );
}

function Composer({ ticket }: { readonly ticket: TSupportTicketDetail }) {
  const send = useAddSupportMessage(ticket.id);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  // One key per distinct message: a resend after a lost answer emails the player once.
  const [keyFor] = useState(() => idempotencyKeys());
  const fieldId = useId();
  const submit = async (kind: 'reply' | 'note') => {
    const parsed = ZSupportReplyRequest.safeParse({ message: text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    try {
      const body = { kind, message: parsed.data.message };
      await send.mutateAsync({ ...body, idempotencyKey: keyFor(body) });
      setText('');
      setError(null);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'It could not be sent.');
    }
  };
  if (ticket.status === 'closed')
    return <p className="muted">This ticket is closed: reopen it to reply or write a note.</p>;
  return (
    <div className="support-composer">
      <div className="field">
        <label htmlFor={fieldId}>Reply or internal note</label>
        <textarea
          id={fieldId}
          rows={5}
          maxLength={SUPPORT_MESSAGE_MAX}
          value={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${fieldId}-error` : undefined}
          onChange={(event) => setText(event.target.value)}
        />
        {error && (
          <p id={`${fieldId}-error`} className="field-error" role="alert">
            {error}
          </p>
        )}
      </div>
      <div className="support-composer-actions">
        <button
          type="button"
          className="button-primary"
          disabled={send.isPending}
          onClick={() => void submit('reply')}
        >
          Send reply to player
        </button>
        <button
          type="button"
          className="button-quiet"
          disabled={send.isPending}
          onClick={() => void submit('note')}
        >
          Add internal note
        </button>
      </div>
    </div>
  );
}

function Assignment({ ticket }: { readonly ticket: TSupportTicketDetail }) {
  const team = useSupportTeam();
  const me = useStaffSession().data;
  const assign = useAssignTicket(ticket.id);
  const selectId = useId();
  const meInTeam = me && team.data?.some((m) => m.id === me.id);
  return (
    <div className="support-assignment">
      <div className="field">
        <label htmlFor={selectId}>Assigned to</label>
        <select
          id={selectId}
          value={ticket.assignee ? String(ticket.assignee.id) : ''}
          disabled={assign.isPending}
          onChange={(event) =>
            assign.mutate(event.target.value === '' ? null : Number(event.target.value))
          }
        >
          <option value="">Nobody</option>
          {ticket.assignee && !team.data?.some((m) => m.id === ticket.assignee?.id) && (
            <option value={String(ticket.assignee.id)}>{ticket.assignee.name}</option>
          )}
          {team.data?.map((member) => (
            <option key={member.id} value={String(member.id)}>
              {member.name}
            </option>
          ))}
        </select>
      </div>
      {meInTeam && ticket.assignee?.id !== me.id && (
        <button
          type="button"
          className="button-quiet"
          disabled={assign.isPending}
          onClick={() => assign.mutate(me.id)}
        >
          Assign to me
        </button>
      )}
      {assign.error && (
        <p className="field-error" role="alert">
          {assign.error.message}
        </p>
      )}
    </div>
  );
}

/**
 * /admin/support/:ticketId: one ticket (decision 061): who wrote, the thread with replies and
 * internal notes, assignment, close and reopen, and the player's page one click away. Opening it
 * is audited as a view of personal data.
 */
export function SupportTicketPage() {
  const ticketId = Number(useParams().ticketId);
  const query = useSupportTicket(ticketId);
  const setStatus = useSetTicketStatus(ticketId);
  const ticket = query.data;

  if (query.error)
    return (
      <div className="list-page">
        <Link to="/support">← Support inbox</Link>
        <p className="form-error" role="alert">
          {query.error.message}
        </p>
      </div>
    );
  if (!ticket) return <p role="status">Loading the ticket…</p>;

  return (
    <div className="list-page support-ticket-page">
      <Link to="/support">← Support inbox</Link>
      <div className="list-page-heading">
        <h1>
          Ticket <span className="support-number">{ticket.number}</span>
        </h1>
        <span className={`badge support-status support-status-${ticket.status}`}>
          {SUPPORT_STATUS_LABELS[ticket.status]}
        </span>
      </div>
      <section className="panel support-facts" aria-label="Ticket details">
        <dl>
          <dt>Topic</dt>
          <dd>{SUPPORT_TOPIC_LABELS[ticket.topic]}</dd>
          <dt>From</dt>
          <dd>
            {ticket.name} · {ticket.email}
          </dd>
          <dt>Player</dt>
          <dd>
            {ticket.player ? (
              <Link to={`/players/${ticket.player.id}`}>Open {ticket.player.username}’s page</Link>
            ) : (
              <span className="muted">A visitor (not signed in)</span>
            )}
          </dd>
          <dt>Received</dt>
          <dd>{formatTime(ticket.createdAt)}</dd>
        </dl>
        <Assignment ticket={ticket} />
        <button
          type="button"
          className="button-quiet"
          disabled={setStatus.isPending}
          onClick={() => setStatus.mutate(ticket.status === 'closed' ? 'open' : 'closed')}
        >
          {ticket.status === 'closed' ? 'Reopen ticket' : 'Close ticket'}
        </button>
        {setStatus.error && (
          <p className="field-error" role="alert">
            {setStatus.error.message}
          </p>
        )}
      </section>
      <section className="panel" aria-label="Conversation">
        <ol className="support-thread">
          {ticket.messages.map((message) => (
            <ThreadMessage key={message.id} ticketId={ticket.id} message={message} />
          ))}
        </ol>
        <Composer ticket={ticket} />
      </section>
    </div>
  );
}
