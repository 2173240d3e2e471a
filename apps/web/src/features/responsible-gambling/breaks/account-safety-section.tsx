import { useState } from 'react';
import {
  EXCLUSION_PERIOD_LABELS,
  EXCLUSION_PERIODS,
  REALITY_CHECK_MINUTES,
  type TExclusionPeriod,
  type TRealityCheckMinutes,
} from '@app/contracts/account-safety';
import { SelectField } from '../../../components/form-fields';
import { showApiError } from '../../../lib/api-error-placement';
import { notify } from '../../../lib/toast';
import { useAccountSafety, useSetRealityCheck } from './api/account-safety-api';
import { CloseAccountDialog } from './close-account-dialog';
import { SelfExclusionDialog } from './self-exclusion-dialog';
import { TakeBreakDialog } from './take-break-dialog';
import './breaks.css';

function RealityCheckCard() {
  const { data } = useAccountSafety();
  const setRealityCheck = useSetRealityCheck();
  const current = data?.realityCheckMinutes ?? null;
  return (
    <section className="account-safety__card" aria-labelledby="reality-check-title">
      <h2 id="reality-check-title">Reality check</h2>
      <p className="account-safety__text">
        While you play, a reminder shows how long you have played since you signed in and what you
        have won or lost in GC and SC.
      </p>
      <SelectField
        label="Remind me every"
        value={current ?? 'off'}
        disabled={!data || setRealityCheck.isPending}
        onChange={(event) => {
          const value = event.target.value;
          const minutes = value === 'off' ? null : (Number(value) as TRealityCheckMinutes);
          setRealityCheck.mutate(minutes, {
            onSuccess: () =>
              notify.success(
                minutes === null
                  ? 'Reality check is off.'
                  : `You will be reminded every ${minutes} minutes of play.`,
              ),
            onError: (error) => showApiError(error, null),
          });
        }}
      >
        <option value="off">Off</option>
        {REALITY_CHECK_MINUTES.map((m) => (
          <option key={m} value={m}>
            {m} minutes
          </option>
        ))}
      </SelectField>
    </section>
  );
}

function TakeBreakCard() {
  const [open, setOpen] = useState(false);
  return (
    <section className="account-safety__card" aria-labelledby="take-break-title" id="take-a-break">
      <h2 id="take-break-title">Take a break</h2>
      <p className="account-safety__text">
        Step away for 1 to 30 days. You are signed out everywhere at once and cannot sign in to play
        or buy until the break ends. You can still sign in to redeem the SC you won.
      </p>
      <div className="account-safety__row">
        <button type="button" className="btn btn--primary" onClick={() => setOpen(true)}>
          Take a break
        </button>
      </div>
      {open && <TakeBreakDialog open onClose={() => setOpen(false)} />}
    </section>
  );
}

function SelfExclusionCard() {
  const [period, setPeriod] = useState<TExclusionPeriod>('6m');
  const [confirming, setConfirming] = useState<TExclusionPeriod | null>(null);
  return (
    <section className="account-safety__card" aria-labelledby="self-exclusion-title">
      <h2 id="self-exclusion-title">Self-exclusion</h2>
      <p className="account-safety__text">
        Exclude yourself for a long time or for good. It cannot be undone early, and your email,
        phone and SSN cannot open another account meanwhile.
      </p>
      <fieldset className="account-safety__periods">
        <legend className="field__label">Exclude me for</legend>
        {EXCLUSION_PERIODS.map((p) => (
          <label key={p} className="account-safety__period">
            <input
              type="radio"
              name="exclusion-period"
              value={p}
              checked={period === p}
              onChange={() => setPeriod(p)}
            />
            {EXCLUSION_PERIOD_LABELS[p]}
          </label>
        ))}
      </fieldset>
      <div className="account-safety__row">
        <button type="button" className="btn btn--primary" onClick={() => setConfirming(period)}>
          Self-exclude
        </button>
      </div>
      <SelfExclusionDialog period={confirming} onClose={() => setConfirming(null)} />
    </section>
  );
}

function CloseAccountCard() {
  const [open, setOpen] = useState(false);
  return (
    <section className="account-safety__card" aria-labelledby="close-account-title">
      <h2 id="close-account-title">Close account</h2>
      <p className="account-safety__text">
        Close your account for good. Tell us why; it helps us do better.
      </p>
      <div className="account-safety__row">
        <button type="button" className="btn btn--ghost" onClick={() => setOpen(true)}>
          Close my account
        </button>
      </div>
      {open && <CloseAccountDialog open onClose={() => setOpen(false)} />}
    </section>
  );
}

/**
 * The /responsible-gambling section of issue 17's breaks: reality check, take a break,
 * self-exclusion and closing the account (decision 038).
 */
export function AccountSafetySection() {
  return (
    <div className="account-safety">
      <RealityCheckCard />
      <TakeBreakCard />
      <SelfExclusionCard />
      <CloseAccountCard />
    </div>
  );
}
