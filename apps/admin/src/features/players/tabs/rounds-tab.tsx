import { useState } from 'react';
import type { TPlayerRound } from '@app/contracts/players-admin';
import { CursorTable, useCursorPages, type CursorColumns } from '../../../components/cursor-table';
import { ModalDialog } from '../../../components/modal-dialog';
import { formatCoins, formatTime } from '../../../lib/format';
import { useRound, useRounds } from '../players-api';

function verdict(proof: TPlayerRound['proof']): string {
  if (proof.serverSeed === null) return 'Sealed: seed not yet revealed';
  if (proof.hashMatches === false) return 'Seed does not match its hash';
  if (proof.outcomeMatches === true) return 'Verified';
  if (proof.outcomeMatches === false) return 'Outcome differs';
  return 'Seed verified';
}

function RoundProof({
  userId,
  roundId,
  onClose,
}: {
  userId: number;
  roundId: number;
  onClose: () => void;
}) {
  const round = useRound(userId, roundId);
  const data = round.data;
  return (
    <ModalDialog title={`Round ${roundId}`} onClose={onClose}>
      {round.isPending && <p className="muted">Loading…</p>}
      {round.isError && (
        <p className="form-error" role="alert">
          {round.error.message}
        </p>
      )}
      {data && (
        <>
          <dl className="facts">
            <dt>Game</dt>
            <dd>{data.gameName}</dd>
            <dt>Bet / payout</dt>
            <dd>
              {formatCoins(data.bet)} / {formatCoins(data.payout)} {data.coinType}
            </dd>
            <dt>Server seed hash</dt>
            <dd>
              <code>{data.proof.serverSeedHash}</code>
            </dd>
            <dt>Server seed</dt>
            <dd>
              <code>{data.proof.serverSeed ?? 'secret until the player rotates the seed'}</code>
            </dd>
            <dt>Client seed</dt>
            <dd>
              <code>{data.proof.clientSeed}</code>
            </dd>
            <dt>Nonce</dt>
            <dd>{data.proof.nonce}</dd>
            <dt>Check</dt>
            <dd className="proof-verdict">{verdict(data.proof)}</dd>
          </dl>
          <details>
            <summary>Parameters and outcome</summary>
            <pre className="json">
              {JSON.stringify({ params: data.params, outcome: data.outcome }, null, 2)}
            </pre>
          </details>
        </>
      )}
      <div className="modal-actions">
        <button type="button" className="button-primary" onClick={onClose}>
          Close
        </button>
      </div>
    </ModalDialog>
  );
}

/** Game rounds, newest first, each with its provably-fair proof. */
export function RoundsTab({ userId }: { userId: number }) {
  const pages = useCursorPages();
  const rounds = useRounds(userId, pages.beforeId);
  const [open, setOpen] = useState<number | null>(null);
  const columns: CursorColumns<TPlayerRound> = [
    { accessorKey: 'at', header: 'Time', cell: ({ getValue }) => formatTime(String(getValue())) },
    { accessorKey: 'id', header: 'Round' },
    { accessorKey: 'gameName', header: 'Game' },
    { accessorKey: 'coinType', header: 'Coin' },
    { accessorKey: 'bet', header: 'Bet', cell: ({ row }) => formatCoins(row.original.bet) },
    {
      accessorKey: 'payout',
      header: 'Payout',
      cell: ({ row }) => formatCoins(row.original.payout),
    },
    { accessorKey: 'status', header: 'Status' },
    {
      id: 'proof',
      header: 'Provably fair',
      cell: ({ row }) => (
        <button type="button" className="link-button" onClick={() => setOpen(row.original.id)}>
          {verdict(row.original.proof)} · proof
        </button>
      ),
    },
  ];
  return (
    <section aria-label="Game rounds">
      <CursorTable
        caption="Game rounds"
        columns={columns}
        rows={rounds.data?.rows ?? []}
        nextBeforeId={rounds.data?.nextBeforeId}
        pages={pages}
        isFetching={rounds.isFetching}
        emptyText={rounds.isPending ? 'Loading…' : 'No round played.'}
      />
      {open !== null && <RoundProof userId={userId} roundId={open} onClose={() => setOpen(null)} />}
    </section>
  );
}
