import { useId, useState, type FormEvent } from 'react';
import { ZRotateSeedRequest } from '@app/contracts/games';
import { sha256Hex } from '@app/games/sha256';
import { notify } from '../../../../../lib/toast';
import { useFairness } from '../api/get-fairness';
import { useRotateSeed } from '../api/rotate-seed';
import { toastGameError } from '../game-error';
import type { RotatedSeeds } from '../round-types';
import './panels.css';

function SeedField({ label, value }: { label: string; value: string }) {
  return (
    <div className="gc-field">
      <dt>{label}</dt>
      <dd>
        <code className="gc-code">{value}</code>
      </dd>
    </div>
  );
}

function RevealedSeed({ previous }: { previous: RotatedSeeds['previous'] }) {
  const hashMatches = sha256Hex(previous.serverSeed) === previous.serverSeedHash;
  const rounds = previous.lastNonce + 1;
  return (
    <section className="gc-revealed" aria-labelledby="gc-revealed-title">
      <h3 id="gc-revealed-title" className="gc-revealed__title">
        Previous seed revealed
      </h3>
      <dl className="gc-fields">
        <SeedField label="Server seed" value={previous.serverSeed} />
        <SeedField
          label="Its SHA-256 hash, shown before you played"
          value={previous.serverSeedHash}
        />
        <SeedField label="Client seed" value={previous.clientSeed} />
        <div className="gc-field">
          <dt>Rounds played with this pair</dt>
          <dd>{rounds}</dd>
        </div>
      </dl>
      <p className={hashMatches ? 'gc-check gc-check--ok' : 'gc-check gc-check--bad'}>
        <span aria-hidden="true">{hashMatches ? '✓' : '✗'}</span>{' '}
        {hashMatches
          ? 'The revealed seed hashes to the commitment shown before play.'
          : 'The revealed seed does not hash to the commitment.'}
      </p>
      <p className="gc-panel__hint">Open History to verify each of these rounds in your browser.</p>
    </section>
  );
}

/**
 * The provably-fair seeds: the hash of the active server seed, the client
 * seed (the player's to change) and the next nonce. Rotating reveals the
 * server seed used so far and starts a new pair with the client seed given.
 */
export function FairnessPanel() {
  const inputId = useId();
  const errorId = useId();
  const { data: fairness, isPending, isError } = useFairness();
  const rotate = useRotateSeed();
  const [edited, setEdited] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [revealed, setRevealed] = useState<RotatedSeeds['previous'] | null>(null);
  const clientSeed = edited ?? fairness?.clientSeed ?? '';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = ZRotateSeedRequest.safeParse({ clientSeed });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Enter a client seed');
      return;
    }
    setError(null);
    rotate.mutate(parsed.data.clientSeed, {
      onSuccess: (rotated) => {
        setRevealed(rotated.previous);
        setEdited(null);
        notify.success('Seed rotated: the previous server seed is revealed');
      },
      onError: toastGameError,
    });
  };

  return (
    <div className="gc-panel">
      <p className="gc-panel__lead">
        Every result is HMAC-SHA256(server seed, client seed:nonce:round), turned into numbers
        without bias. The server seed is fixed before you play and only its hash is shown until you
        rotate it; then every round can be checked.
      </p>
      {isPending && <p role="status">Loading your seeds…</p>}
      {isError && <p role="alert">Your seeds could not be loaded. Please try again.</p>}
      {fairness && (
        <>
          <dl className="gc-fields">
            <SeedField label="Active server seed (SHA-256 hash)" value={fairness.serverSeedHash} />
            <div className="gc-field">
              <dt>Nonce of the next round</dt>
              <dd>{fairness.nonce}</dd>
            </div>
          </dl>
          <form className="gc-seed-form" onSubmit={onSubmit} noValidate>
            <label htmlFor={inputId} className="gc-seed-form__label">
              Client seed
            </label>
            <div className="gc-seed-form__row">
              <input
                id={inputId}
                className="gc-input"
                value={clientSeed}
                maxLength={64}
                spellCheck={false}
                autoComplete="off"
                aria-invalid={error !== null}
                aria-describedby={error ? errorId : undefined}
                onChange={(event) => {
                  setEdited(event.target.value);
                  setError(null);
                }}
              />
              <button type="submit" className="btn btn--primary" disabled={rotate.isPending}>
                {rotate.isPending && <span className="btn__spinner" aria-hidden="true" />}
                Rotate seed
              </button>
            </div>
            {error && (
              <p id={errorId} className="gc-seed-form__error" role="alert">
                {error}
              </p>
            )}
            <p className="gc-panel__hint">
              Rotating reveals the current server seed and starts a new one with this client seed.
            </p>
          </form>
        </>
      )}
      {revealed && <RevealedSeed previous={revealed} />}
    </div>
  );
}
