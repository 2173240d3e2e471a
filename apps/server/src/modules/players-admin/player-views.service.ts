import type {
  TPlayerLedgerQuery,
  TPlayerProfile,
  TPlayerSearchQuery,
  TPlayerStatus,
} from '@app/contracts/players-admin';
import type { Db } from '../../db/database';
import { AppError } from '../../platform/app-error';
import type { AuditActor, AuditService } from '../audit/audit.service';
import { maskEmail } from './mask';
import * as account from './player-account.repository';
import * as history from './player-history.repository';
import { searchPlayers, type PlayerSearch } from './player-search.repository';
import { roundProof } from './round-proof';

const DEFAULT_PAGE = 50;
const SIGN_INS_SHOWN = 50;

type SearchInput = Omit<PlayerSearch, 'limit' | 'offset' | 'sort' | 'order'> & {
  sort: PlayerSearch['sort'];
  order: PlayerSearch['order'];
  page: number;
  pageSize: number;
};

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** Profile rows to what the profile tab shows. */
function profileOf(row: account.PlayerRow, balances: TPlayerProfile['balances']): TPlayerProfile {
  const u = row.user;
  const address = [u.addressLine1, u.addressLine2, u.city, row.state, u.zipCode]
    .filter(Boolean)
    .join(', ');
  return {
    id: u.id,
    username: u.username,
    email: u.email,
    isEmailVerified: u.isEmailVerified,
    phone: u.phone ? `${u.phoneCode ?? ''} ${u.phone}`.trim() : null,
    phoneVerified: u.phoneVerified,
    firstName: u.firstName,
    lastName: u.lastName,
    dateOfBirth: u.dateOfBirth,
    address: address || null,
    state: row.state,
    kycStatus: u.kycStatus,
    vipLevel: u.vipLevel,
    status: u.status as TPlayerStatus,
    isRestrict: u.isRestrict,
    bankPurchaseDisabled: row.bankPurchaseDisabled ?? false,
    isInternalUser: u.isInternalUser,
    twoFactorEnabled: row.twoFactorEnabledAt != null,
    createdAt: u.createdAt.toISOString(),
    balances,
  };
}

/** A round as the rounds tab lists it, with its provably-fair proof. */
function roundRow({ round, gameName, themeKey, seed }: history.RoundWithGame) {
  return {
    id: round.id,
    at: round.createdAt.toISOString(),
    gameId: round.gameId,
    gameName,
    coinType: round.coinType,
    bet: round.bet,
    payout: round.payout,
    status: round.status,
    proof: roundProof(round, seed, themeKey),
  };
}

/**
 * What staff read about players. Every read of personal data (the profile, sign-ins with their
 * IP addresses, a CSV export) writes an audit entry naming who looked at whom.
 */
export function createPlayerViews(deps: { db: Db; audit: AuditService }) {
  const { db, audit } = deps;

  async function requirePlayer(userId: number) {
    const row = await account.findPlayer(db, userId);
    if (!row || row.user.role !== 'player')
      throw new AppError('NotFound', 'This player was not found.');
    return row;
  }

  async function balancesOf(userId: number) {
    const accounts = await history.playerAccountsOf(db, userId);
    const of = (kind: string) => accounts.find((a) => a.kind === kind)?.balance ?? 0;
    return { gc: of('GC'), scUnplayed: of('SC_UNPLAYED'), scRedeemable: of('SC_REDEEMABLE') };
  }

  return {
    balancesOf,
    requirePlayer,

    async search(query: SearchInput, { masked }: { masked: boolean }) {
      const { page, pageSize, ...filter } = query;
      const { rows, count, estimated } = await searchPlayers(db, {
        ...filter,
        limit: pageSize,
        offset: (page - 1) * pageSize,
      });
      return {
        rows: rows.map((r) => ({
          ...r,
          email: masked ? maskEmail(r.email) : r.email,
          status: r.status as TPlayerStatus,
          createdAt: r.createdAt.toISOString(),
        })),
        count,
        countEstimated: estimated,
      };
    },

    async recordExport(actor: AuditActor, query: Partial<TPlayerSearchQuery>, rows: number) {
      await audit.record(db, actor, { action: 'players.export', detail: { query, rows } });
    },

    async profile(actor: AuditActor, userId: number) {
      const row = await requirePlayer(userId);
      await audit.record(db, actor, { action: 'player.view', playerId: userId });
      return profileOf(row, await balancesOf(userId));
    },

    async ledger(userId: number, query: TPlayerLedgerQuery) {
      const limit = query.limit ?? DEFAULT_PAGE;
      const all = await history.playerAccountsOf(db, userId);
      // Every player has accounts from sign-up: none means no such player.
      if (all.length === 0) throw new AppError('NotFound', 'This player was not found.');
      const accounts = all.filter((a) => !query.account || a.kind === query.account);
      const rows = await history.ledgerPage(db, accounts, {
        beforeId: query.beforeId,
        limit,
        kind: query.kind || undefined,
      });
      return {
        rows: rows.map((r) => ({ ...r, at: r.at.toISOString() })),
        nextBeforeId: rows.length === limit ? (rows.at(-1)?.id ?? null) : null,
      };
    },

    async rounds(userId: number, page: { beforeId?: number; limit?: number }) {
      await requirePlayer(userId);
      const limit = page.limit ?? DEFAULT_PAGE;
      const rows = await history.roundsPage(db, userId, { beforeId: page.beforeId, limit });
      return {
        rows: rows.map(roundRow),
        nextBeforeId: rows.length === limit ? (rows.at(-1)?.round.id ?? null) : null,
      };
    },

    async round(userId: number, roundId: number) {
      const row = await history.findRound(db, userId, roundId);
      if (!row) throw new AppError('NotFound', 'There is no such round.');
      const { round } = row;
      return {
        ...roundRow(row),
        params: round.params,
        outcome: round.status === 'settled' ? round.outcome : null,
      };
    },

    async purchases(userId: number, page: { beforeId?: number; limit?: number }) {
      await requirePlayer(userId);
      const limit = page.limit ?? DEFAULT_PAGE;
      const rows = await history.purchasesPage(db, userId, { beforeId: page.beforeId, limit });
      return {
        rows: rows.map((p) => ({
          id: p.id,
          at: p.createdAt.toISOString(),
          referenceId: p.referenceId,
          packageId: p.packageId,
          provider: p.provider,
          method: p.method,
          status: p.status,
          amountCents: p.amountCents,
          creditedGc: p.creditedGc,
          creditedSc: p.creditedSc,
          cardLast4: p.cardLast4,
          failureReason: p.failureReason,
        })),
        nextBeforeId: rows.length === limit ? (rows.at(-1)?.id ?? null) : null,
      };
    },

    async signIns(actor: AuditActor, userId: number) {
      await requirePlayer(userId);
      const { started, failed } = await history.signIns(db, userId, SIGN_INS_SHOWN);
      await audit.record(db, actor, { action: 'player.view-sessions', playerId: userId });
      const now = Date.now();
      const rows = [
        ...started.map((s) => ({
          id: s.id,
          kind: 'session' as const,
          at: s.createdAt.toISOString(),
          ip: s.ip,
          device: s.userAgent,
          lastSeenAt: iso(s.lastSeenAt),
          state: s.revokedAt
            ? ('ended' as const)
            : s.expiresAt.getTime() <= now
              ? ('expired' as const)
              : ('live' as const),
        })),
        ...failed.map((f) => ({
          id: f.id,
          kind: 'failed-login' as const,
          at: f.createdAt.toISOString(),
          ip: f.ip,
          device: null,
          lastSeenAt: null,
          state: 'failed' as const,
        })),
      ].sort((a, b) => b.at.localeCompare(a.at));
      return { rows: rows.slice(0, SIGN_INS_SHOWN) };
    },

    async notes(userId: number) {
      await requirePlayer(userId);
      const rows = await history.notesOf(db, userId);
      return {
        rows: rows.map((n) => ({
          id: n.id,
          at: n.createdAt.toISOString(),
          staffEmail: n.staffEmail,
          body: n.body,
        })),
      };
    },
  };
}

export type PlayerViews = ReturnType<typeof createPlayerViews>;
