import { useMemo } from 'react';
import { formatDateTime } from '@app/contracts/dates';
import { useFairness } from '../api/get-fairness';
import { useRound } from '../api/get-round';
import { useRotateSeed } from '../api/rotate-seed';
import { formatCoinAmount, hundredthsOf } from '../amounts';
import { toastGameError } from '../game-error';
import type { RoundDetail } from '../round-types';
import type { RoundVerifier } from '../round-verifier';
import { verifyRound } from './verify-round';

function Field({ label, value, mark }: { label: string; value: string | number; mark?: boolean }) {
  return (
    <div className="gc-field">
      <dt>{label}</dt>
      <dd>
        <code className="gc-code">{value}</code>
        {mark !== undefined && (
          <span className={mark ? 'gc-mark gc-mark--ok' : 'gc-mark gc-mark--bad'}>
            {mark ? '✓' : '✗'}
            <span className="visually-hidden">{mark ? ' matches' : ' does not match'}</span>
          </span>
        )}
      </dd>
    </div>
  );
}

function SealedRound() {
  const { data: fairness } = useFairness();
  const rotate = useRotateSeed();
  return (
    <div className="gc-verify__note" role="status">
      <p>
        This round was played with your active seed pair. Its server seed stays secret until you
        rotate it, so it cannot be checked yet.
      </p>
      <p>Rotate your seed (also in the Fairness panel) to reveal it, then verify.</p>
      <button
        type="button"
        className="btn btn--primary"
        disabled={rotate.isPending || !fairness}
        onClick={() => rotate.mutate(fairness?.clientSeed, { onError: toastGameError })}
      >
        {rotate.isPending && <span className="btn__spinner" aria-hidden="true" />}
        Rotate seed now
      </button>
    </div>
  );
}

function CheckedRound({ round, verify }: { round: RoundDetail; verify: RoundVerifier }) {
  const result = useMemo(() => verifyRound(round, verify), [round, verify]);
  if (result.kind === 'active') {
    return (
      <p className="gc-verify__note" role="status">
        This round is still being played. Finish it, rotate your seed, and it can be verified.
      </p>
    );
  }
  if (result.kind === 'sealed') return <SealedRound />;
  return (
    <>
      <p
        className={result.verified ? 'gc-verdict gc-verdict--ok' : 'gc-verdict gc-verdict--bad'}
        role="status"
      >
        <span className="gc-verdict__mark" aria-hidden="true">
          {result.verified ? '✓' : '✗'}
        </span>
        {result.verified
          ? 'Verified: recomputed in your browser, the round matches.'
          : 'Not verified: the recomputed round differs from the stored one.'}
      </p>
      {result.recomputed && (
        <p className="gc-verify__summary">
          <span>Recomputed result</span>
          <strong>{result.recomputed.summary}</strong>
        </p>
      )}
      {result.error && <p role="alert">{result.error}</p>}
      <dl className="gc-fields">
        <Field label="Server seed (revealed)" value={result.serverSeed} />
        <Field
          label="SHA-256 of the server seed"
          value={result.computedHash}
          mark={result.hashMatches}
        />
        <Field label="Hash shown before the round" value={round.serverSeedHash} />
        <Field label="Client seed" value={round.clientSeed} />
        <Field label="Nonce" value={round.nonce} />
        {result.recomputed && (
          <Field
            label="Outcome and payout recomputed"
            value={result.recomputed.matches ? 'equal to the stored round' : 'different'}
            mark={result.recomputed.matches}
          />
        )}
      </dl>
    </>
  );
}

/** One round checked in the browser, or why it cannot be yet. */
export function VerifyView({
  roundId,
  verify,
  onBack,
}: {
  roundId: number;
  verify: RoundVerifier;
  onBack: () => void;
}) {
  const { data: round, isPending, isError } = useRound(roundId);
  return (
    <div className="gc-panel gc-verify">
      <button type="button" className="gc-link" onClick={onBack}>
        ← All rounds
      </button>
      <h3 className="gc-panel__heading">Verify round #{roundId}</h3>
      {isPending && <p role="status">Loading the round…</p>}
      {isError && <p role="alert">The round could not be loaded. Please try again.</p>}
      {round && (
        <>
          <p className="gc-panel__hint">
            {formatDateTime(round.createdAt)} · bet{' '}
            {formatCoinAmount(hundredthsOf(round.bet), round.coinType)} · payout{' '}
            {formatCoinAmount(hundredthsOf(round.payout), round.coinType)}
          </p>
          <CheckedRound round={round} verify={verify} />
        </>
      )}
    </div>
  );
}
