import { useState } from 'react';
import { PAGE_SIZE } from '@app/contracts/constants';
import { formatDateTime } from '@app/contracts/dates';
import { useRoundHistory } from '../api/get-round-history';
import { formatCoinAmount, formatMultiplier, hundredthsOf } from '../amounts';
import type { LaunchedGameInfo } from '../client-props';
import type { HistoryRow } from '../round-types';
import type { RoundVerifier } from '../round-verifier';
import { VerifyView } from './verify-view';
import './panels.css';

function RoundRow({ row, onVerify }: { row: HistoryRow; onVerify: () => void }) {
  const bet = hundredthsOf(row.bet);
  const payout = hundredthsOf(row.payout);
  const active = row.status === 'active';
  const won = !active && payout > bet;
  return (
    <tr>
      <td data-label="Round">#{row.roundId}</td>
      <td data-label="Time">{formatDateTime(row.createdAt)}</td>
      <td data-label="Bet">{formatCoinAmount(bet, row.coinType)}</td>
      <td data-label="Payout" className={won ? 'gc-history__win' : undefined}>
        {active ? 'In play' : formatCoinAmount(payout, row.coinType)}
      </td>
      <td data-label="Multiplier">{active ? '—' : formatMultiplier(payout, bet)}</td>
      <td>
        <button
          type="button"
          className="gc-chip-button"
          aria-label={`Verify round ${row.roundId}`}
          onClick={onVerify}
        >
          Verify
        </button>
      </td>
    </tr>
  );
}

/** The player's rounds of this game, 16 a page; each opens the in-browser Verify view. */
export function HistoryPanel({ game, verify }: { game: LaunchedGameInfo; verify: RoundVerifier }) {
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<number | null>(null);
  const { data, isPending, isError } = useRoundHistory(game.gameId, page);

  if (selected !== null) {
    return <VerifyView roundId={selected} verify={verify} onBack={() => setSelected(null)} />;
  }

  const pages = Math.max(1, Math.ceil((data?.count ?? 0) / PAGE_SIZE));
  return (
    <div className="gc-panel">
      {isPending && <p role="status">Loading your rounds…</p>}
      {isError && <p role="alert">Your rounds could not be loaded. Please try again.</p>}
      {data && data.rows.length === 0 && (
        <p className="gc-panel__empty">No rounds of {game.name} yet. Play one and it shows here.</p>
      )}
      {data && data.rows.length > 0 && (
        <>
          <table className="gc-history">
            <caption className="visually-hidden">Your rounds of {game.name}, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Round</th>
                <th scope="col">Time</th>
                <th scope="col">Bet</th>
                <th scope="col">Payout</th>
                <th scope="col">Multiplier</th>
                <th scope="col">
                  <span className="visually-hidden">Verify</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.rows.map((row) => (
                <RoundRow key={row.roundId} row={row} onVerify={() => setSelected(row.roundId)} />
              ))}
            </tbody>
          </table>
          {pages > 1 && (
            <nav className="gc-pager" aria-label="History pages">
              <button
                type="button"
                className="gc-chip-button"
                disabled={page === 1}
                onClick={() => setPage(page - 1)}
              >
                Newer
              </button>
              <span>
                Page {page} of {pages}
              </span>
              <button
                type="button"
                className="gc-chip-button"
                disabled={page >= pages}
                onClick={() => setPage(page + 1)}
              >
                Older
              </button>
            </nav>
          )}
        </>
      )}
    </div>
  );
}
