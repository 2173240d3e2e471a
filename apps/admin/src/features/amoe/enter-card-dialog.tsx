import { useId, useState, type FormEvent } from 'react';
import {
  AMOE_CARD_SIZES,
  AMOE_CHECK_FAILURES,
  AMOE_REFUSAL_LABELS,
  MAX_AMOE_NOTE,
  ZAmoeCardEntry,
  type TAmoeCard,
  type TAmoeCheckFailure,
  type TAmoeCodeLookup,
} from '@app/contracts/amoe';
import { formatDate } from '@app/contracts/dates';
import '../../components/review-facts.css';
import { FormActions } from '../../components/form-actions';
import { FormField } from '../../components/form-field';
import { ModalDialog } from '../../components/modal-dialog';
import { TextAreaField } from '../../components/text-area-field';
import { formatCoins } from '../../lib/format';
import { idempotencyKeys } from '../../lib/idempotency-keys';
import { lookUpAmoeCode, useEnterAmoeCard } from './amoe-api';

type Field = 'code' | 'receivedOn' | 'postmarkState' | 'failure' | 'note';
type Problems = Partial<Record<Field, string>>;

/** Today in US Eastern time (YYYY-MM-DD): the day a card received today is entered under. */
const easternToday = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/New_York',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());

/** The player on file for the code, to compare with the card. */
function PlayerOnFile({ found }: { found: TAmoeCodeLookup }) {
  return (
    <dl className="review-facts amoe-on-file" aria-label="Player on file">
      <dt>Player</dt>
      <dd>
        {found.player.username} (#{found.player.id}), {found.player.status}
      </dd>
      <dt>Legal name</dt>
      <dd>{found.player.legalName || '—'}</dd>
      <dt>Address</dt>
      <dd>{found.player.address || '—'}</dd>
      <dt>Email</dt>
      <dd>{found.player.email}</dd>
      <dt>Code</dt>
      <dd>
        Issued {formatDate(found.issuedOn)}, to be received by {formatDate(found.expiresOn)}
      </dd>
      {found.card && (
        <>
          <dt>Already used</dt>
          <dd>
            Card #{found.card.id}, received {formatDate(found.card.receivedOn)}:{' '}
            {found.card.status === 'CREDITED' ? 'credited' : `refused (${found.card.reasonText})`}
          </dd>
        </>
      )}
    </dl>
  );
}

/** What became of the card just entered. */
function Outcome({
  card,
  onAnother,
  onClose,
}: {
  card: TAmoeCard;
  onAnother: () => void;
  onClose: () => void;
}) {
  return (
    <div className="amoe-outcome" role="status">
      {card.status === 'CREDITED' ? (
        <p className="amoe-outcome-credited">
          Card #{card.id} accepted: {formatCoins(card.amount ?? 0)} SC credited to{' '}
          <strong>{card.username}</strong>. The player sees it at once and gets an email.
        </p>
      ) : (
        <p className="amoe-outcome-refused">
          Card #{card.id} refused: {card.reasonText} Nothing was credited; the reason is recorded
          {card.reason === 'CODE_ALREADY_USED' ? '.' : ' and emailed to the player.'}
        </p>
      )}
      <div className="modal-actions">
        <button type="button" className="button-quiet" onClick={onClose}>
          Done
        </button>
        <button type="button" className="button-primary" onClick={onAnother} autoFocus>
          Enter another card
        </button>
      </div>
    </div>
  );
}

/**
 * Compliance enters a card received by mail (decision 052): the code (looked up to compare the
 * player on file with the card), the day it was received, the postmark's state, and whether it
 * passed every check or why not. One Idempotency-Key per distinct entry.
 */
export function EnterCardDialog({ onClose }: { onClose: () => void }) {
  const [code, setCode] = useState('');
  const [receivedOn, setReceivedOn] = useState(easternToday);
  const [postmarkState, setPostmarkState] = useState('');
  const [passed, setPassed] = useState(true);
  const [failure, setFailure] = useState<TAmoeCheckFailure | ''>('');
  const [note, setNote] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [found, setFound] = useState<TAmoeCodeLookup | null>(null);
  const [lookupError, setLookupError] = useState('');
  const [looking, setLooking] = useState(false);
  const [result, setResult] = useState<TAmoeCard | null>(null);
  // One key per entry: a resend after a lost answer runs once; "Enter another card" starts a new
  // entry, so even a second card identical to the first is entered (and refused as a repeat).
  const [keyFor, setKeyFor] = useState(() => idempotencyKeys());
  const enter = useEnterAmoeCard();
  const failureId = useId();

  const lookUp = async () => {
    setFound(null);
    setLookupError('');
    const parsed = ZAmoeCardEntry.shape.code.safeParse(code);
    if (!parsed.success) {
      setProblems({ code: parsed.error.issues[0]?.message });
      return;
    }
    setProblems({});
    setLooking(true);
    try {
      setFound(await lookUpAmoeCode(parsed.data));
    } catch (error) {
      setLookupError(error instanceof Error ? error.message : String(error));
    } finally {
      setLooking(false);
    }
  };

  const reset = () => {
    setCode('');
    setPostmarkState('');
    setPassed(true);
    setFailure('');
    setNote('');
    setFound(null);
    setLookupError('');
    setResult(null);
    setKeyFor(() => idempotencyKeys());
    enter.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZAmoeCardEntry.safeParse({
      code,
      receivedOn,
      postmarkState: postmarkState.trim() === '' ? null : postmarkState,
      checksPassed: passed,
      failure: passed ? null : failure || null,
      note,
    });
    if (!parsed.success) {
      const next: Problems = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        next[field] ??= issue.message;
      }
      setProblems(next);
      return;
    }
    setProblems({});
    enter.mutate(
      { entry: parsed.data, idempotencyKey: keyFor(parsed.data) },
      { onSuccess: (card) => setResult(card) },
    );
  };

  return (
    <ModalDialog title="Enter a free-entry card" onClose={onClose}>
      {result ? (
        <Outcome card={result} onAnother={reset} onClose={onClose} />
      ) : (
        <form className="amoe-form" noValidate onSubmit={submit}>
          <p className="field-hint">
            A valid card is handwritten, {AMOE_CARD_SIZES.join(' or ')}, alone in its own envelope,
            and carries the code, the legal name, address and email of the account and the statement
            word for word.
          </p>
          {enter.error && (
            <p className="form-error" role="alert">
              {enter.error.message}
            </p>
          )}
          <div className="amoe-code-row">
            <FormField
              label="Code on the card"
              autoComplete="off"
              spellCheck={false}
              placeholder="AMOE-7KQ4-M2XD"
              value={code}
              error={problems.code}
              autoFocus
              onChange={(e) => {
                setCode(e.target.value);
                setFound(null);
              }}
            />
            <button
              type="button"
              className="button-quiet"
              disabled={looking}
              onClick={() => void lookUp()}
            >
              {looking ? 'Looking up…' : 'Look up'}
            </button>
          </div>
          {lookupError && (
            <p className="form-error" role="alert">
              {lookupError}
            </p>
          )}
          {found && <PlayerOnFile found={found} />}
          <div className="amoe-form-row">
            <FormField
              label="Date received"
              type="date"
              value={receivedOn}
              max={easternToday()}
              error={problems.receivedOn}
              onChange={(e) => setReceivedOn(e.target.value)}
            />
            <FormField
              label="Postmark state"
              hint="Two letters, such as TX. Leave empty if there is no legible postmark."
              maxLength={2}
              autoComplete="off"
              value={postmarkState}
              error={problems.postmarkState}
              onChange={(e) => setPostmarkState(e.target.value.toUpperCase())}
            />
          </div>
          <fieldset className="amoe-checks">
            <legend>Checks</legend>
            <label>
              <input type="radio" checked={passed} onChange={() => setPassed(true)} /> The card
              passes every check
            </label>
            <label>
              <input type="radio" checked={!passed} onChange={() => setPassed(false)} /> The card
              fails a check
            </label>
          </fieldset>
          {!passed && (
            <div className="field">
              <label htmlFor={failureId}>Why it fails</label>
              <select
                id={failureId}
                value={failure}
                aria-invalid={problems.failure ? true : undefined}
                onChange={(e) => setFailure(e.target.value as TAmoeCheckFailure | '')}
              >
                <option value="" disabled>
                  Choose why the card fails
                </option>
                {AMOE_CHECK_FAILURES.map((reason) => (
                  <option key={reason} value={reason}>
                    {AMOE_REFUSAL_LABELS[reason]}
                  </option>
                ))}
              </select>
              {problems.failure && (
                <p className="field-error" role="alert">
                  {problems.failure}
                </p>
              )}
            </div>
          )}
          <TextAreaField
            label={
              failure === 'OTHER' && !passed
                ? 'Note: what is wrong (the player is emailed it as the reason)'
                : 'Note (optional, for staff)'
            }
            maxLength={MAX_AMOE_NOTE}
            value={note}
            error={problems.note}
            onChange={(e) => setNote(e.target.value)}
          />
          <FormActions
            layout="dialog"
            submitLabel="Enter card"
            pendingLabel="Entering…"
            pending={enter.isPending}
            onCancel={onClose}
          />
        </form>
      )}
    </ModalDialog>
  );
}
