import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import {
  AMOE_CARD_SIZES,
  AMOE_PROCESSING_BUSINESS_DAYS,
  type TAmoeCode,
} from '@app/contracts/amoe';
import { formatDate } from '@app/contracts/dates';
import { ERRORS } from '@app/contracts/error-codes';
import { formatAmount } from '@app/contracts/money';
import { CopyIcon, MailIcon } from '../../components/icons';
import { ApiError } from '../../lib/api-client';
import { copyText } from '../../lib/copy-text';
import { useProfile } from '../../lib/get-profile';
import { CMS_PAGES, PATHS, cmsPath } from '../../lib/paths';
import { notify } from '../../lib/toast';
import { freeEntryQueryKey, useFreeEntry } from './api/get-free-entry';
import { useRequestFreeEntryCode } from './api/request-free-entry-code';
import { codeStatusView } from './free-entry-status';
import './free-entry.css';

function StatusBadge({ code }: { readonly code: TAmoeCode }) {
  const view = codeStatusView(code);
  return <span className={`free-entry__badge free-entry__badge--${view.tone}`}>{view.label}</span>;
}

/** Today's code, large and copyable, with what became of its card. */
function TodayCode({ code }: { readonly code: TAmoeCode }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const labelId = useId();
  const view = codeStatusView(code);
  const copy = async () => {
    if (await copyText(code.code, inputRef.current)) notify.success('Code copied');
    else notify.error('The code could not be copied. Select it and copy it yourself.');
  };
  return (
    <div className="free-entry__today">
      <p id={labelId} className="free-entry__label">
        Your code for today
      </p>
      <div className="free-entry__code-row">
        <input
          ref={inputRef}
          className="free-entry__code"
          aria-labelledby={labelId}
          value={code.code}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
        />
        <button type="button" className="btn btn--ghost" onClick={() => void copy()}>
          <CopyIcon size={16} /> Copy
        </button>
      </div>
      <p className="free-entry__status" role="status">
        <StatusBadge code={code} /> {view.detail}
      </p>
      <p className="free-entry__hint">
        Issued {formatDate(code.issuedOn)}. Write it exactly as shown: it is good for one card only.
      </p>
    </div>
  );
}

/**
 * The account page's Free Entry section (decision 052): the player asks for today's free-entry
 * request code and reads how to mail a card with it. A credited card shows at once (the live
 * balance event refreshes the codes).
 */
export function FreeEntryPanel() {
  const queryClient = useQueryClient();
  const freeEntry = useFreeEntry();
  const request = useRequestFreeEntryCode();
  const { data: user } = useProfile();
  const sc = user?.userWallet?.totalScCoin;
  const titleId = useId();
  const howId = useId();
  const recentId = useId();

  // A card credited while the page is open moves the balance: read the codes again.
  const shownSc = useRef(sc);
  useEffect(() => {
    if (sc === shownSc.current) return;
    shownSc.current = sc;
    void queryClient.invalidateQueries({ queryKey: freeEntryQueryKey });
  }, [sc, queryClient]);

  if (!freeEntry.data) {
    return (
      <section className="account-card" aria-labelledby={titleId}>
        <h2 id={titleId} className="account-card__title">
          <MailIcon size={20} /> Free Entry by Mail
        </h2>
        {freeEntry.isError ? (
          <div role="alert">
            <p className="free-entry__lead">Your free-entry codes could not be loaded.</p>
            <button
              type="button"
              className="btn btn--ghost"
              onClick={() => void freeEntry.refetch()}
            >
              Try Again
            </button>
          </div>
        ) : (
          <p className="free-entry__lead" role="status">
            Loading…
          </p>
        )}
      </section>
    );
  }

  const { today, recent, settings, statement, mailingAddress } = freeEntry.data;
  const amount = formatAmount(settings.scAmount);
  const error = request.error;
  const needsProfile =
    error instanceof ApiError && error.hasCode(ERRORS.AmoeProfileIncomplete.code);

  return (
    <div className="free-entry">
      <section className="account-card free-entry__main" aria-labelledby={titleId}>
        <h2 id={titleId} className="account-card__title">
          <MailIcon size={20} /> Free Entry by Mail
        </h2>
        <p className="free-entry__lead">
          No purchase is necessary. Mail us a handwritten card with your free-entry code and we
          credit <strong>{amount} Sweeps Coins</strong> for each valid card.
        </p>
        {today ? (
          <TodayCode code={today} />
        ) : (
          <div className="free-entry__ask">
            <button
              type="button"
              className="btn btn--primary"
              disabled={request.isPending}
              onClick={() => request.mutate()}
            >
              {request.isPending ? 'Getting your code…' : 'Get my free-entry code'}
            </button>
            <p className="free-entry__hint">
              One code a day. Each code is good for one card, which must reach us within{' '}
              {settings.codeValidDays} days.
            </p>
          </div>
        )}
        {error && (
          <p className="free-entry__error" role="alert">
            {error.message}{' '}
            {needsProfile && <Link to={PATHS.accountDetails}>Complete your profile</Link>}
          </p>
        )}
      </section>

      <section className="account-card free-entry__how" aria-labelledby={howId}>
        <h2 id={howId} className="account-card__title">
          How to send your card
        </h2>
        <ol className="free-entry__steps">
          <li>
            <strong>Use a plain white card</strong>, {AMOE_CARD_SIZES.join(' or ')}, unfolded, and
            write on it by hand, in ink. Printed, typed or copied cards are not accepted.
          </li>
          <li>
            <strong>Write on it</strong> your code, your full legal name and residential address as
            they are in your account, the email address of your account, and this statement, word
            for word:
            <blockquote className="free-entry__statement">{statement}</blockquote>
          </li>
          <li>
            <strong>Mail it</strong> in its own stamped envelope, one card per envelope, from an
            eligible state, to:
            <address className="free-entry__address">
              {mailingAddress.map((line) => (
                <span key={line}>{line}</span>
              ))}
            </address>
          </li>
        </ol>
        <p className="free-entry__hint">
          We enter valid cards within {AMOE_PROCESSING_BUSINESS_DAYS} business days of receiving
          them and email you either way. At most {settings.monthlyCardLimit} cards a calendar month
          are credited. Sweeps Coins from free entry play, win and redeem exactly like any others.{' '}
          <Link to={cmsPath(CMS_PAGES.sweepstakesRules)}>Read the Sweepstakes Rules</Link>
        </p>
      </section>

      {recent.length > 0 && (
        <section className="account-card free-entry__recent" aria-labelledby={recentId}>
          <h2 id={recentId} className="account-card__title">
            Your earlier codes
          </h2>
          <div className="free-entry__scroller">
            <table className="free-entry__table">
              <caption className="visually-hidden">Your earlier free-entry codes</caption>
              <thead>
                <tr>
                  <th scope="col">Code</th>
                  <th scope="col">Issued</th>
                  <th scope="col">Card</th>
                </tr>
              </thead>
              <tbody>
                {recent.map((code) => (
                  <tr key={code.code}>
                    <td className="free-entry__mono">{code.code}</td>
                    <td>{formatDate(code.issuedOn)}</td>
                    <td>
                      <StatusBadge code={code} />
                      <span className="free-entry__row-detail">{codeStatusView(code).detail}</span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )}
    </div>
  );
}
