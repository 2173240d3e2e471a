import type { ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import type { TPlayerProfile } from '@app/contracts/players-admin';
import { formatCoins } from '../../lib/format';
import { PlayerActions } from './player-actions';
import { playerKeys, usePlayer } from './players-api';
import { LedgerTab } from './tabs/ledger-tab';
import { NotesTab } from './tabs/notes-tab';
import { ProfileTab } from './tabs/profile-tab';
import { PurchasesTab } from './tabs/purchases-tab';
import { RoundsTab } from './tabs/rounds-tab';
import { SessionsTab } from './tabs/sessions-tab';
import './players.css';

const TABS = [
  ['profile', 'Profile'],
  ['ledger', 'Ledger'],
  ['rounds', 'Game rounds'],
  ['purchases', 'Purchases'],
  ['sessions', 'Sessions'],
  ['notes', 'Notes'],
] as const;
type Tab = (typeof TABS)[number][0];

/**
 * Controls other sections put on the page (finance's adjustment button), with a way to refresh
 * what the page shows of the player.
 */
export type PlayerPageExtras = (player: TPlayerProfile, refresh: () => void) => ReactNode;

function Balances({ player }: { player: TPlayerProfile }) {
  return (
    <dl className="balances" aria-label="Balances">
      <div>
        <dt>GC</dt>
        <dd>{formatCoins(player.balances.gc)}</dd>
      </div>
      <div>
        <dt>SC unplayed</dt>
        <dd>{formatCoins(player.balances.scUnplayed)}</dd>
      </div>
      <div>
        <dt>SC redeemable</dt>
        <dd>{formatCoins(player.balances.scRedeemable)}</dd>
      </div>
    </dl>
  );
}

/** /admin/players/:userId: who the player is, their balances, history tabs and actions. */
export function PlayerPage({ extras }: { extras?: PlayerPageExtras }) {
  const userId = Number(useParams().userId);
  const [params, setParams] = useSearchParams();
  const tab = (TABS.find(([key]) => key === params.get('tab'))?.[0] ?? 'profile') as Tab;
  const player = usePlayer(userId);
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: playerKeys.one(userId) });
  if (player.isPending) return <p className="muted">Loading…</p>;
  if (player.isError)
    return (
      <section className="panel">
        <h1>Player {userId}</h1>
        <p className="form-error" role="alert">
          {player.error.message}
        </p>
        <Link to="/players">Back to players</Link>
      </section>
    );
  const p = player.data;
  return (
    <div className="player-page">
      <nav aria-label="Breadcrumb" className="muted">
        <Link to="/players">Players</Link> › {p.username}
      </nav>
      <header className="player-header">
        <div>
          <h1>
            {p.username} <span className="muted">#{p.id}</span>
          </h1>
          <span className="badges">
            <span className={`badge badge-${p.status}`}>{p.status}</span>
            {p.isRestrict && <span className="badge badge-warn">restricted</span>}
            {p.bankPurchaseDisabled && <span className="badge badge-warn">no bank purchases</span>}
            {p.isInternalUser && <span className="badge">internal</span>}
            <span className="badge">KYC {p.kycStatus}</span>
          </span>
        </div>
        <Balances player={p} />
      </header>
      <div className="player-toolbar">
        <PlayerActions player={p} />
        {extras?.(p, refresh)}
      </div>
      <div role="tablist" aria-label="Player history" className="tabs">
        {TABS.map(([key, label]) => (
          <button
            key={key}
            type="button"
            role="tab"
            id={`tab-${key}`}
            aria-selected={tab === key}
            aria-controls="player-tabpanel"
            className="tab"
            onClick={() => setParams({ tab: key }, { replace: true })}
          >
            {label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="player-tabpanel" aria-labelledby={`tab-${tab}`} className="tabpanel">
        {tab === 'profile' && <ProfileTab player={p} />}
        {tab === 'ledger' && <LedgerTab userId={userId} />}
        {tab === 'rounds' && <RoundsTab userId={userId} />}
        {tab === 'purchases' && <PurchasesTab userId={userId} />}
        {tab === 'sessions' && <SessionsTab userId={userId} />}
        {tab === 'notes' && <NotesTab userId={userId} />}
      </div>
    </div>
  );
}
