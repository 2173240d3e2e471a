import {
  isConsentSlug,
  type TContentPageCreate,
  type TContentPageDetail,
  type TContentPageRollback,
  type TContentPageSave,
  type TContentPageSummary,
  type TContentPageVersion,
} from '@app/contracts/content-pages';
import type { Db, Tx } from '../../db/database';
import { isUniqueViolation } from '../../db/db-errors';
import { AppError } from '../../platform/app-error';
import type { AuditService, StaffActor } from '../audit/audit.service';
import { describeChange } from './cms-page-diff';
import { renderCmsMarkdown } from './cms-html-sanitizer';
import { baselineVersion, showsVersion } from './cms-pages-baseline';
import * as repo from './cms-pages.repository';
import type { TermsConsentService } from './terms-consent.service';

type PageRow = repo.CmsPageRow;
type VersionRow = repo.CmsPageVersionRow;

/** What the audit log keeps of a page before and after a change. */
const auditView = (page: PageRow, version: VersionRow | undefined) => ({
  slug: page.slug,
  isActive: page.isActive,
  version: version?.version ?? null,
  title: page.title.EN,
  markdown: version?.markdown ?? page.content.EN,
  isMaterial: version?.isMaterial ?? false,
});

const versionView = (row: VersionRow): TContentPageVersion => ({
  version: row.version,
  title: row.title.EN,
  changeNote: row.changeNote,
  summary: row.summary,
  isMaterial: row.isMaterial,
  restoredFrom: row.restoredFrom,
  createdAt: row.createdAt.toISOString(),
  staffEmail: row.staffEmail,
});

/**
 * Staff editing of the content pages (decision 060): each save or rollback is a new version
 * that goes live at once (copied into cms_pages, which players read), sanitized on the server,
 * audited with before and after. A material change of the terms or the sweepstakes rules makes
 * that version the one every player must accept again.
 */
export function createCmsPagesService(deps: {
  db: Db;
  audit: AuditService;
  consent: TermsConsentService;
  now: () => Date;
}) {
  const { db, audit, consent, now } = deps;

  async function summaries(pages: PageRow[]): Promise<TContentPageSummary[]> {
    const latest = await repo.latestVersions(
      db,
      pages.map((p) => p.cmsId),
    );
    const required = new Map(
      (
        await repo.requiredVersions(
          db,
          pages.map((p) => p.slug),
        )
      ).map((r) => [r.slug, r.version]),
    );
    return pages.map((page) => {
      const live = latest.get(page.cmsId);
      return {
        cmsId: page.cmsId,
        slug: page.slug,
        title: page.title.EN,
        isActive: page.isActive,
        liveVersion: live?.version ?? 0,
        updatedAt: page.updatedAt.toISOString(),
        updatedBy: live?.staffEmail ?? null,
        isConsentPage: isConsentSlug(page.slug),
        requiredVersion: required.get(page.slug) ?? null,
      };
    });
  }

  async function pageOr404(cmsId: number) {
    const page = await repo.findPage(db, cmsId);
    if (!page) throw new AppError('NotFound', `No page has the id ${cmsId}.`);
    return page;
  }

  /**
   * The locked page and its live version; a page whose text a seed rewrote since its newest
   * version first gets a version holding that text, so a rollback never loses it.
   */
  async function lockedLive(tx: Tx, cmsId: number) {
    const page = await repo.lockPage(tx, cmsId);
    if (!page) throw new AppError('NotFound', `No page has the id ${cmsId}.`);
    let live = (await repo.latestVersions(tx, [cmsId])).get(cmsId);
    if (!showsVersion(page, live)) live = await repo.insertVersion(tx, baselineVersion(page, live));
    return { page, live: live! };
  }

  /** Writes the next version and makes it live; answers the page and the version. */
  async function publish(
    tx: Tx,
    actor: StaffActor,
    page: PageRow,
    live: VersionRow,
    next: { title: string; markdown: string; changeNote: string; material: boolean },
    restoredFrom: number | null,
  ) {
    const html = renderCmsMarkdown(next.markdown);
    const title = { ...page.title, EN: next.title };
    const content = { ...page.content, EN: html };
    const at = now();
    const version = await repo.insertVersion(tx, {
      cmsId: page.cmsId,
      version: live.version + 1,
      title,
      content,
      markdown: next.markdown,
      changeNote: next.changeNote,
      summary: describeChange(
        { title: live.title.EN, markdown: live.markdown },
        { title: next.title, markdown: next.markdown },
      ),
      isMaterial: next.material && isConsentSlug(page.slug),
      restoredFrom,
      staffId: actor.staffId,
      staffEmail: actor.staffEmail,
      createdAt: at,
    });
    const updated = await repo.updatePage(tx, page.cmsId, { title, content, updatedAt: at });
    await audit.record(tx, actor, {
      action: restoredFrom === null ? 'content.page.save' : 'content.page.rollback',
      target: `cms-page:${page.slug}`,
      before: auditView(page, live),
      after: auditView(updated, version),
      detail: { changeNote: next.changeNote, restoredFrom },
    });
    return { page: updated, version };
  }

  async function detail(cmsId: number): Promise<TContentPageDetail> {
    const page = await pageOr404(cmsId);
    const [summary] = await summaries([page]);
    const live = (await repo.latestVersions(db, [cmsId])).get(cmsId);
    return {
      ...summary!,
      markdown: showsVersion(page, live) ? live!.markdown : page.content.EN,
      html: page.content.EN,
    };
  }

  const afterChange = (version: VersionRow) => {
    if (version.isMaterial) consent.requiredChanged();
  };

  return {
    async list() {
      return summaries(await repo.listPages(db));
    },

    detail,

    async versions(cmsId: number) {
      await pageOr404(cmsId);
      return (await repo.versionsOf(db, cmsId)).map(versionView);
    },

    /** The HTML a text would be published as: the editor's preview. */
    preview: (markdown: string) => renderCmsMarkdown(markdown),

    async create(actor: StaffActor, input: TContentPageCreate) {
      if (await repo.findPageBySlug(db, input.slug)) throw new AppError('ContentPageSlugTaken');
      const html = renderCmsMarkdown(input.markdown);
      try {
        const cmsId = await db.transaction(async (tx) => {
          const at = now();
          const page = await repo.insertPage(tx, {
            slug: input.slug,
            title: { EN: input.title },
            content: { EN: html },
            sortOrder: await repo.nextSortOrder(tx),
            updatedAt: at,
          });
          const version = await repo.insertVersion(tx, {
            cmsId: page.cmsId,
            version: 1,
            title: page.title,
            content: page.content,
            markdown: input.markdown,
            changeNote: input.changeNote,
            summary: describeChange(undefined, { title: input.title, markdown: input.markdown }),
            staffId: actor.staffId,
            staffEmail: actor.staffEmail,
            createdAt: at,
          });
          await audit.record(tx, actor, {
            action: 'content.page.create',
            target: `cms-page:${page.slug}`,
            before: null,
            after: auditView(page, version),
            detail: { changeNote: input.changeNote },
          });
          return page.cmsId;
        });
        return detail(cmsId);
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('ContentPageSlugTaken');
        throw error;
      }
    },

    async save(actor: StaffActor, cmsId: number, input: TContentPageSave) {
      const version = await db.transaction(async (tx) => {
        const { page, live } = await lockedLive(tx, cmsId);
        if (live.title.EN === input.title && live.markdown === input.markdown)
          throw new AppError('ContentPageUnchanged');
        const published = await publish(
          tx,
          actor,
          page,
          live,
          { ...input, material: input.materialChange },
          null,
        );
        return published.version;
      });
      afterChange(version);
      return detail(cmsId);
    },

    async rollback(actor: StaffActor, cmsId: number, input: TContentPageRollback) {
      const version = await db.transaction(async (tx) => {
        const { page, live } = await lockedLive(tx, cmsId);
        const target = await repo.findVersion(tx, cmsId, input.version);
        if (!target) throw new AppError('ContentPageVersionUnknown');
        if (target.title.EN === live.title.EN && target.markdown === live.markdown)
          throw new AppError('ContentPageUnchanged');
        const published = await publish(
          tx,
          actor,
          page,
          live,
          {
            title: target.title.EN,
            markdown: target.markdown,
            changeNote: input.changeNote,
            material: input.materialChange,
          },
          target.version,
        );
        return published.version;
      });
      afterChange(version);
      return detail(cmsId);
    },

    async setActive(actor: StaffActor, cmsId: number, isActive: boolean) {
      await db.transaction(async (tx) => {
        const page = await repo.lockPage(tx, cmsId);
        if (!page) throw new AppError('NotFound', `No page has the id ${cmsId}.`);
        if (!isActive && isConsentSlug(page.slug))
          throw new AppError(
            'ValidationError',
            'The terms and the sweepstakes rules are always shown: players accept them.',
          );
        if (page.isActive === isActive) return;
        const updated = await repo.updatePage(tx, cmsId, { isActive, updatedAt: now() });
        await audit.record(tx, actor, {
          action: isActive ? 'content.page.activate' : 'content.page.deactivate',
          target: `cms-page:${page.slug}`,
          before: { slug: page.slug, isActive: page.isActive },
          after: { slug: updated.slug, isActive: updated.isActive },
        });
      });
      return detail(cmsId);
    },
  };
}

export type CmsPagesService = ReturnType<typeof createCmsPagesService>;
