import type {
  TAdminBanner,
  TAdminPopup,
  TBannerInput,
  TBannerOrder,
  TPopupInput,
  TPopupOrder,
} from '@app/contracts/content-admin';
import type { Db, DbOrTx } from '../../db/database';
import { AppError } from '../../platform/app-error';
import type { AuditService, StaffActor } from '../audit/audit.service';
import * as repo from './content-admin.repository';
import type { BannerRow, PopupRow } from './content.repository';
import { toBanner, toPopup } from './content.service';

const iso = (value: Date | null) => (value ? value.toISOString() : null);
const moment = (value: string | null) => (value === null ? null : new Date(value));

export function toAdminBanner(row: BannerRow): TAdminBanner {
  return {
    ...toBanner(row),
    isActive: row.isActive,
    startsAt: iso(row.startsAt),
    endsAt: iso(row.endsAt),
  };
}

export function toAdminPopup(row: PopupRow): TAdminPopup {
  return { ...toPopup(row), startsAt: iso(row.startsAt), endsAt: iso(row.endsAt) };
}

const bannerValues = (input: TBannerInput) => ({
  ...input,
  startsAt: moment(input.startsAt),
  endsAt: moment(input.endsAt),
});
const popupValues = (input: TPopupInput) => ({
  ...input,
  startsAt: moment(input.startsAt),
  endsAt: moment(input.endsAt),
});

/** The new order must name every item of the page once: no more, no fewer. */
function assertWholeOrder(current: readonly number[], wanted: readonly number[], what: string) {
  const known = new Set(current);
  const stranger = wanted.find((id) => !known.has(id));
  if (stranger !== undefined)
    throw new AppError('ValidationError', `${what} ${stranger} is not on this page`);
  if (wanted.length !== current.length)
    throw new AppError(
      'ValidationError',
      `Send the order of every ${what.toLowerCase()} of the page`,
    );
}

/**
 * The content team's banner and popup editors (permission content.write, decision 059): every
 * change is written with its audit entry (before and after) in one transaction, then announced so
 * that every instance's copy of the public lists is read again.
 */
export function createContentAdminService(deps: {
  db: Db;
  audit: AuditService;
  onChange: () => void;
}) {
  const { db, audit } = deps;

  async function changed<T>(work: (tx: DbOrTx) => Promise<T>): Promise<T> {
    const result = await db.transaction(work);
    deps.onChange();
    return result;
  }

  async function bannerOr404(tx: DbOrTx, bannerId: number) {
    const row = await repo.findBanner(tx, bannerId, true);
    if (!row) throw new AppError('NotFound', `No banner has the id ${bannerId}.`);
    return row;
  }

  async function popupOr404(tx: DbOrTx, popupId: number) {
    const row = await repo.findPopup(tx, popupId, true);
    if (!row) throw new AppError('NotFound', `No popup has the id ${popupId}.`);
    return row;
  }

  return {
    async listBanners(): Promise<TAdminBanner[]> {
      return (await repo.listAllBanners(db)).map(toAdminBanner);
    },

    createBanner(actor: StaffActor, input: TBannerInput): Promise<TAdminBanner> {
      return changed(async (tx) => {
        const sortOrder = await repo.nextBannerOrder(tx, input.pageName);
        const row = await repo.insertBanner(tx, { ...bannerValues(input), sortOrder });
        const after = toAdminBanner(row);
        await audit.record(tx, actor, {
          action: 'content.banner.create',
          target: `banner:${row.bannerId}`,
          after,
        });
        return after;
      });
    },

    /** A banner moved to another page goes to the end of that page's order. */
    updateBanner(actor: StaffActor, bannerId: number, input: TBannerInput): Promise<TAdminBanner> {
      return changed(async (tx) => {
        const current = await bannerOr404(tx, bannerId);
        const sortOrder =
          current.pageName === input.pageName
            ? current.sortOrder
            : await repo.nextBannerOrder(tx, input.pageName);
        const row = await repo.updateBanner(tx, bannerId, { ...bannerValues(input), sortOrder });
        const after = toAdminBanner(row!);
        await audit.record(tx, actor, {
          action: 'content.banner.update',
          target: `banner:${bannerId}`,
          before: toAdminBanner(current),
          after,
        });
        return after;
      });
    },

    setBannerActive(actor: StaffActor, bannerId: number, isActive: boolean) {
      return changed(async (tx) => {
        const current = await bannerOr404(tx, bannerId);
        const row = await repo.updateBanner(tx, bannerId, { isActive });
        const after = toAdminBanner(row!);
        await audit.record(tx, actor, {
          action: isActive ? 'content.banner.activate' : 'content.banner.retire',
          target: `banner:${bannerId}`,
          before: toAdminBanner(current),
          after,
        });
        return after;
      });
    },

    reorderBanners(actor: StaffActor, order: TBannerOrder): Promise<TAdminBanner[]> {
      return changed(async (tx) => {
        const rows = await repo.lockPageBanners(tx, order.pageName);
        assertWholeOrder(
          rows.map((row) => row.bannerId),
          order.bannerIds,
          'Banner',
        );
        await repo.setOrder(tx, 'banners', order.bannerIds);
        await audit.record(tx, actor, {
          action: 'content.banner.reorder',
          target: `banners:${order.pageName}`,
          before: rows.map((row) => row.bannerId),
          after: order.bannerIds,
        });
        return (await repo.lockPageBanners(tx, order.pageName)).map(toAdminBanner);
      });
    },

    async listPopups(): Promise<TAdminPopup[]> {
      return (await repo.listAllPopups(db)).map(toAdminPopup);
    },

    createPopup(actor: StaffActor, input: TPopupInput): Promise<TAdminPopup> {
      return changed(async (tx) => {
        const sortOrder = await repo.nextPopupOrder(tx, input.popupName);
        const row = await repo.insertPopup(tx, { ...popupValues(input), sortOrder });
        const after = toAdminPopup(row);
        await audit.record(tx, actor, {
          action: 'content.popup.create',
          target: `popup:${row.popupId}`,
          after,
        });
        return after;
      });
    },

    updatePopup(actor: StaffActor, popupId: number, input: TPopupInput): Promise<TAdminPopup> {
      return changed(async (tx) => {
        const current = await popupOr404(tx, popupId);
        const sortOrder =
          current.popupName === input.popupName
            ? current.sortOrder
            : await repo.nextPopupOrder(tx, input.popupName);
        const row = await repo.updatePopup(tx, popupId, { ...popupValues(input), sortOrder });
        const after = toAdminPopup(row!);
        await audit.record(tx, actor, {
          action: 'content.popup.update',
          target: `popup:${popupId}`,
          before: toAdminPopup(current),
          after,
        });
        return after;
      });
    },

    setPopupActive(actor: StaffActor, popupId: number, isActive: boolean) {
      return changed(async (tx) => {
        const current = await popupOr404(tx, popupId);
        const row = await repo.updatePopup(tx, popupId, { isActive });
        const after = toAdminPopup(row!);
        await audit.record(tx, actor, {
          action: isActive ? 'content.popup.activate' : 'content.popup.retire',
          target: `popup:${popupId}`,
          before: toAdminPopup(current),
          after,
        });
        return after;
      });
    },

    reorderPopups(actor: StaffActor, order: TPopupOrder): Promise<TAdminPopup[]> {
      return changed(async (tx) => {
        const rows = await repo.lockPagePopups(tx, order.popupName);
        assertWholeOrder(
          rows.map((row) => row.popupId),
          order.popupIds,
          'Popup',
        );
        await repo.setOrder(tx, 'popups', order.popupIds);
        await audit.record(tx, actor, {
          action: 'content.popup.reorder',
          target: `popups:${order.popupName}`,
          before: rows.map((row) => row.popupId),
          after: order.popupIds,
        });
        return (await repo.lockPagePopups(tx, order.popupName)).map(toAdminPopup);
      });
    },
  };
}

export type ContentAdminService = ReturnType<typeof createContentAdminService>;
