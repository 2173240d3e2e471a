import {
  PLAYTHROUGH_MULTIPLE_MIN,
  PLAYTHROUGH_SOURCES,
  multipleLabel,
  playthroughSourceLabel,
  type TPlaythroughRule,
  type TPlaythroughRuleChange,
  type TPlaythroughView,
} from '@app/contracts/playthrough';
import { toDecimal } from '@app/contracts/money';
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/unit-of-work';
import { AppError } from '../../platform/app-error';
import type { AuditActor, AuditService } from '../audit/audit.service';
import { leftToPlay } from './playthrough';
import * as repo from './playthrough.repository';
import * as walletRepo from './wallet.repository';

/** The multiples are read again after this long even without an announcement (a lost message). */
const CACHE_TTL_MS = 60_000;
/** The most open credits a player is shown (what is left belongs to the newest). */
const OPEN_GRANTS_SHOWN = 50;

/**
 * Each SC source's play-through multiple (decision 053): kept in memory for the ledger's planning
 * (a bet never waits for it), read again on an announced change or after a minute; compliance
 * changes them (audited); the player reads what is left to play.
 */
export function createPlaythroughRules(deps: {
  db: Db;
  audit: AuditService;
  /** Tells every instance to read the multiples again (the invalidation bus). */
  onChange?: () => void;
}) {
  const { db, audit } = deps;
  let multiples = new Map<string, { multiple: number; updatedAt: Date }>();
  let readAt = 0;
  let reading: Promise<void> | undefined;

  function load(): Promise<void> {
    reading ??= repo
      .listMultiples(db)
      .then((rows) => {
        multiples = new Map(
          rows.map((r) => [r.source, { multiple: r.multipleHundredths, updatedAt: r.updatedAt }]),
        );
        readAt = Date.now();
      })
      .finally(() => {
        reading = undefined;
      });
    return reading;
  }

  return {
    load,

    /** A source's multiple in hundredths, synchronously (1x for a source without a row). */
    multipleOf(source: string): number {
      if (Date.now() - readAt > CACHE_TTL_MS) void load().catch(() => undefined);
      return multiples.get(source)?.multiple ?? PLAYTHROUGH_MULTIPLE_MIN;
    },

    /** Reads the multiples again now (another instance changed them). */
    invalidate: () => load(),

    /** Every known source with its multiple, for compliance staff. */
    async list(): Promise<TPlaythroughRule[]> {
      await load();
      return Object.entries(PLAYTHROUGH_SOURCES).map(([source, label]) => {
        const row = multiples.get(source);
        return {
          source,
          label,
          multipleHundredths: row?.multiple ?? PLAYTHROUGH_MULTIPLE_MIN,
          updatedAt: row?.updatedAt.toISOString() ?? null,
        };
      });
    },

    /** Changes one source's multiple for SC credited from now on; audited with the reason. */
    async change(actor: AuditActor, source: string, change: TPlaythroughRuleChange) {
      await inTransaction(db, async ({ tx }) => {
        const before = await repo.upsertMultiple(tx, source, change.multipleHundredths);
        // Equal dignity (decision 052): free-entry SC never asks more play than purchase SC.
        const after = new Map(
          (await repo.listMultiples(tx)).map((r) => [r.source, r.multipleHundredths]),
        );
        const of = (s: string) => after.get(s) ?? PLAYTHROUGH_MULTIPLE_MIN;
        if (of('amoe_entry') > of('purchase'))
          throw new AppError(
            'ValidationError',
            `Free entry by mail must not be played more than purchase SC (now ${multipleLabel(of('purchase'))}): SC from free entry has the same rules as SC that came with a purchase.`,
          );
        await audit.record(tx, actor, {
          action: 'playthrough.change',
          target: `playthrough:${source}`,
          before: { multipleHundredths: before?.multipleHundredths ?? PLAYTHROUGH_MULTIPLE_MIN },
          after: { multipleHundredths: change.multipleHundredths },
          detail: { reason: change.reason },
        });
      });
      await load();
      deps.onChange?.();
      const rows = await this.list();
      return rows.find((r) => r.source === source)!;
    },

    /** What the player has left to play, in all and per open credit (newest first). */
    async view(userId: number): Promise<TPlaythroughView['data']> {
      const accounts = await walletRepo.playerAccounts(db, userId);
      const unplayed = accounts.find((a) => a.kind === 'SC_UNPLAYED');
      const redeemable = accounts.find((a) => a.kind === 'SC_REDEEMABLE');
      const remaining = unplayed?.playthrough ?? 0;
      const grants = remaining > 0 ? await repo.latestGrants(db, userId, OPEN_GRANTS_SHOWN) : [];
      return {
        leftToPlay: toDecimal(remaining),
        unplayed: toDecimal(unplayed?.balance ?? 0),
        redeemable: toDecimal(redeemable?.balance ?? 0),
        open: leftToPlay(grants, remaining).map((g) => ({
          source: g.source,
          label: playthroughSourceLabel(g.source),
          credited: toDecimal(g.amount),
          multiple: multipleLabel(g.multiple),
          leftToPlay: toDecimal(g.left),
          creditedAt: g.createdAt.toISOString(),
        })),
      };
    },
  };
}

export type PlaythroughRules = ReturnType<typeof createPlaythroughRules>;
