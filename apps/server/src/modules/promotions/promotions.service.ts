import { isWithinSchedule } from '@app/contracts/content-admin';
import type {
  TAdminPromotion,
  TPromotion,
  TPromotionInput,
  TPromotionOrder,
} from '@app/contracts/promotions';
import type { Db, DbOrTx } from '../../db/database';
import { AppError } from '../../platform/app-error';
import type { AuditService, StaffActor } from '../audit/audit.service';
import { LIST_CACHE_TTL_MS, createListCache } from '../../platform/list-cache';
import * as repo from './promotions.repository';
import type { PromotionRow } from './promotions.tables';

const iso = (value: Date | null) => (value ? value.toISOString() : null);
const moment = (value: string | null) => (value === null ? null : new Date(value));

function toPromotion(row: PromotionRow): TPromotion {
  return {
    promotionId: row.promotionId,
    title: row.title,
    shortText: row.shortText,
    terms: row.terms,
    ctaText: row.ctaText,
    ctaRedirection: row.ctaRedirection,
    desktopImageUrl: row.desktopImageUrl,
    mobileImageUrl: row.mobileImageUrl,
    startsAt: iso(row.startsAt),
    endsAt: iso(row.endsAt),
    sortOrder: row.sortOrder,
  };
}

const toAdmin = (row: PromotionRow): TAdminPromotion => ({
  ...toPromotion(row),
  isActive: row.isActive,
});

const values = (input: TPromotionInput) => ({
  ...input,
  startsAt: moment(input.startsAt),
  endsAt: moment(input.endsAt),
});

/**
 * Promotions (decision 059): the public list of those running now, and the content team's editor
 * (create, edit, order, schedule, retire). Each change is audited with before and after in its
 * transaction and then announced, so every instance reads its copy of the list again.
 */
export function createPromotionsService(deps: {
  db: Db;
  audit: AuditService;
  now: () => Date;
  /** Tells every instance the list changed (the content topic of the invalidation bus). */
  announceChange: () => void;
  /** Runs the handler when any instance announces a change. */
  listen: (handler: () => void) => void;
}) {
  const { db, audit } = deps;
  const active = createListCache(() => repo.listActivePromotions(db), LIST_CACHE_TTL_MS);
  deps.listen(() => active.clear());

  async function changed<T>(work: (tx: DbOrTx) => Promise<T>): Promise<T> {
    const result = await db.transaction(work);
    deps.announceChange();
    return result;
  }

  async function promotionOr404(tx: DbOrTx, promotionId: number) {
    const row = await repo.findPromotion(tx, promotionId);
    if (!row) throw new AppError('NotFound', `No promotion has the id ${promotionId}.`);
    return row;
  }

  return {
    /** The promotions running now: active, inside their window, in the editors' order. */
    async current(): Promise<TPromotion[]> {
      const at = deps.now();
      return (await active.get()).filter((row) => isWithinSchedule(row, at)).map(toPromotion);
    },

    async list(): Promise<TAdminPromotion[]> {
      return (await repo.listAllPromotions(db)).map(toAdmin);
    },

    create(actor: StaffActor, input: TPromotionInput): Promise<TAdminPromotion> {
      return changed(async (tx) => {
        const sortOrder = await repo.nextPromotionOrder(tx);
        const after = toAdmin(await repo.insertPromotion(tx, { ...values(input), sortOrder }));
        await audit.record(tx, actor, {
          action: 'content.promotion.create',
          target: `promotion:${after.promotionId}`,
          after,
        });
        return after;
      });
    },

    update(actor: StaffActor, promotionId: number, input: TPromotionInput) {
      return changed(async (tx) => {
        const before = toAdmin(await promotionOr404(tx, promotionId));
        const after = toAdmin(await repo.updatePromotion(tx, promotionId, values(input)));
        await audit.record(tx, actor, {
          action: 'content.promotion.update',
          target: `promotion:${promotionId}`,
          before,
          after,
        });
        return after;
      });
    },

    setActive(actor: StaffActor, promotionId: number, isActive: boolean) {
      return changed(async (tx) => {
        const before = toAdmin(await promotionOr404(tx, promotionId));
        const after = toAdmin(await repo.updatePromotion(tx, promotionId, { isActive }));
        await audit.record(tx, actor, {
          action: isActive ? 'content.promotion.activate' : 'content.promotion.retire',
          target: `promotion:${promotionId}`,
          before,
          after,
        });
        return after;
      });
    },

    /** The order names every promotion once, retired ones included. */
    reorder(actor: StaffActor, order: TPromotionOrder): Promise<TAdminPromotion[]> {
      return changed(async (tx) => {
        const rows = await repo.listAllPromotions(tx, true);
        const known = new Set(rows.map((row) => row.promotionId));
        const stranger = order.promotionIds.find((id) => !known.has(id));
        if (stranger !== undefined)
          throw new AppError('ValidationError', `No promotion has the id ${stranger}.`);
        if (order.promotionIds.length !== rows.length)
          throw new AppError('ValidationError', 'Send the order of every promotion');
        await repo.setPromotionOrder(tx, order.promotionIds);
        await audit.record(tx, actor, {
          action: 'content.promotion.reorder',
          target: 'promotions',
          before: rows.map((row) => row.promotionId),
          after: order.promotionIds,
        });
        return (await repo.listAllPromotions(tx)).map(toAdmin);
      });
    },
  };
}

export type PromotionsService = ReturnType<typeof createPromotionsService>;
