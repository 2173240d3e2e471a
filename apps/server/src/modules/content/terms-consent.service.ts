import {
  CONSENT_SLUGS,
  type TConsentAccept,
  type TConsentSlug,
  type TPendingConsent,
} from '@app/contracts/content-pages';
import type { Db, DbOrTx } from '../../db/database';
import { AppError } from '../../platform/app-error';
import * as repo from './cms-pages.repository';
import { expandCmsTokens, type CmsTokenValues } from './cms-tokens';

/** How long an instance trusts its copy of the required versions without an announcement. */
const REQUIRED_TTL_MS = 60_000;
/** Players remembered as up to date, per instance (the oldest are forgotten first). */
const MAX_REMEMBERED_PLAYERS = 50_000;

/**
 * The players' acceptance of the terms and the sweepstakes rules (decision 060). A material
 * change sets the version every player must have accepted; until they accept it, play and
 * purchases are refused. Each instance keeps the required versions in memory (renewed on an
 * announcement or after a minute) and remembers the players it found up to date: acceptance
 * only moves forward, so a bet costs no query once the player is known to have accepted.
 */
export function createTermsConsentService(deps: {
  db: Db;
  now: () => Date;
  /** Tells every instance the required versions changed (and this one at once). */
  announceChange: () => void;
  /** What the page's tokens become now (decision 050), as /details/cms-detail fills them in. */
  cmsTokenValues?: () => Promise<CmsTokenValues>;
}) {
  const { db, now } = deps;
  let required: { at: number; versions: Promise<Map<TConsentSlug, number>> } | undefined;
  /** Player → the required versions (as a key) they were found to have accepted. */
  const upToDate = new Map<number, string>();

  function requiredVersions(): Promise<Map<TConsentSlug, number>> {
    const at = Date.now();
    if (!required || at - required.at > REQUIRED_TTL_MS) {
      const versions = repo
        .requiredVersions(db, CONSENT_SLUGS)
        .then(
          (rows) =>
            new Map(
              rows.flatMap((r) =>
                r.version === null ? [] : [[r.slug as TConsentSlug, r.version]],
              ),
            ),
        );
      versions.catch(() => {
        if (required?.versions === versions) required = undefined;
      });
      required = { at, versions };
    }
    return required.versions;
  }

  const keyOf = (versions: Map<TConsentSlug, number>) =>
    [...versions].map(([slug, version]) => `${slug}:${version}`).join(',');

  function remember(userId: number, key: string) {
    upToDate.delete(userId);
    upToDate.set(userId, key);
    if (upToDate.size > MAX_REMEMBERED_PLAYERS) {
      const oldest = upToDate.keys().next().value;
      if (oldest !== undefined) upToDate.delete(oldest);
    }
  }

  /** The consent pages the player has still to accept, with the version each requires. */
  async function outstanding(userId: number): Promise<{ slug: TConsentSlug; version: number }[]> {
    const versions = await requiredVersions();
    if (versions.size === 0) return [];
    const key = keyOf(versions);
    if (upToDate.get(userId) === key) return [];
    const accepted = new Map(
      (await repo.acceptedVersions(db, userId)).map((r) => [r.slug, r.version ?? 0]),
    );
    const missing = [...versions]
      .filter(([slug, version]) => (accepted.get(slug) ?? 0) < version)
      .map(([slug, version]) => ({ slug, version }));
    if (missing.length === 0) remember(userId, key);
    return missing;
  }

  /** What the player must accept before playing again: each page's live text and the change. */
  async function pending(userId: number): Promise<TPendingConsent[]> {
    const missing = await outstanding(userId);
    const result: TPendingConsent[] = [];
    for (const { slug, version } of missing) {
      const page = await repo.findPageBySlug(db, slug);
      const change = page && (await repo.findVersion(db, page.cmsId, version));
      const live = page && (await repo.latestVersions(db, [page.cmsId])).get(page.cmsId);
      if (!page || !change || !live) continue;
      result.push({
        slug,
        version: live.version,
        title: page.title.EN,
        html: deps.cmsTokenValues
          ? expandCmsTokens(page.content, await deps.cmsTokenValues()).EN
          : page.content.EN,
        changeNote: change.changeNote,
        changedAt: change.createdAt.toISOString(),
      });
    }
    return result;
  }

  return {
    /** Run by every instance when a material change was saved anywhere. */
    forgetRequired() {
      required = undefined;
    },
    /** After a material change: every instance reads the required versions again. */
    requiredChanged: () => deps.announceChange(),

    /** Refuses play and purchases (2390) while the player has a changed page to accept. */
    async assertAccepted(userId: number) {
      if ((await outstanding(userId)).length > 0) throw new AppError('TermsAcceptanceRequired');
    },

    pending,

    /** Records the player's acceptance of a version at least as new as the one required. */
    async accept(userId: number, input: TConsentAccept, ip: string | null) {
      const page = await repo.findPageBySlug(db, input.slug);
      if (!page) throw new AppError('NotFound', 'This page does not exist.');
      const live = (await repo.latestVersions(db, [page.cmsId])).get(page.cmsId);
      const needed = (await requiredVersions()).get(input.slug) ?? 0;
      if (!live || input.version > live.version)
        throw new AppError('ValidationError', `This page has no version ${input.version}.`);
      if (input.version < needed) throw new AppError('TermsVersionOutdated');
      await repo.insertAcceptances(db, [
        { userId, slug: input.slug, version: input.version, ip, acceptedAt: now() },
      ]);
      return { pending: await pending(userId) };
    },

    /** Sign-up accepts the live version of every consent page (in the sign-up's transaction). */
    async recordSignUp(userId: number, ip: string | null, tx: DbOrTx = db) {
      const pages = (await repo.listPages(tx)).filter((p) =>
        (CONSENT_SLUGS as readonly string[]).includes(p.slug),
      );
      const live = await repo.latestVersions(
        tx,
        pages.map((p) => p.cmsId),
      );
      await repo.insertAcceptances(
        tx,
        pages.flatMap((page) => {
          const version = live.get(page.cmsId)?.version;
          return version === undefined
            ? []
            : [{ userId, slug: page.slug, version, ip, acceptedAt: now() }];
        }),
      );
    },
  };
}

export type TermsConsentService = ReturnType<typeof createTermsConsentService>;
