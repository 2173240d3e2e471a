import { z } from 'zod';
import { CMS_SLUGS } from './content';

/**
 * Content pages as staff edit them (decision 060): each save is a version that goes live, a
 * rollback is a new version with an earlier text, and a material change of a consent page asks
 * every player to accept it again.
 */

/** The pages a player accepts: at sign-up, and again after a material change. */
export const CONSENT_SLUGS = [CMS_SLUGS.TERMS_AND_CONDITIONS, CMS_SLUGS.SWEEPSTAKES_RULES] as const;
export type TConsentSlug = (typeof CONSENT_SLUGS)[number];
export const isConsentSlug = (slug: string): slug is TConsentSlug =>
  (CONSENT_SLUGS as readonly string[]).includes(slug);

export const CONTENT_PAGE_LIMITS = {
  slug: 100,
  title: 200,
  markdown: 200_000,
  changeNote: 500,
} as const;

export const ZContentPageSlug = z
  .string()
  .trim()
  .min(1, 'Enter the page address')
  .max(
    CONTENT_PAGE_LIMITS.slug,
    `The address must not be more than ${CONTENT_PAGE_LIMITS.slug} characters`,
  )
  .regex(
    /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
    'The address must be lowercase letters and digits, words joined by single hyphens',
  );

const ZTitle = z
  .string()
  .trim()
  .min(1, 'Enter a title')
  .max(
    CONTENT_PAGE_LIMITS.title,
    `The title must not be more than ${CONTENT_PAGE_LIMITS.title} characters`,
  );

/** The page's text in Markdown (HTML blocks allowed); the server renders and sanitizes it. */
const ZMarkdown = z
  .string()
  .refine((text) => text.trim().length > 0, 'Enter the text of the page')
  .refine(
    (text) => text.length <= CONTENT_PAGE_LIMITS.markdown,
    `The text must not be more than ${CONTENT_PAGE_LIMITS.markdown} characters`,
  );

const ZChangeNote = z
  .string()
  .trim()
  .min(1, 'Say what changed and why')
  .max(
    CONTENT_PAGE_LIMITS.changeNote,
    `The change note must not be more than ${CONTENT_PAGE_LIMITS.changeNote} characters`,
  );

export const ZContentPageIdParam = z.object({ cmsId: z.coerce.number().int().positive() });

/** A new version of a page: it goes live at once. */
export const ZContentPageSave = z.object({
  title: ZTitle,
  markdown: ZMarkdown,
  changeNote: ZChangeNote,
  /** Players must accept it again (terms and sweepstakes rules only; ignored elsewhere). */
  materialChange: z.boolean(),
});
export type TContentPageSave = z.infer<typeof ZContentPageSave>;

export const ZContentPageCreate = ZContentPageSave.omit({ materialChange: true }).extend({
  slug: ZContentPageSlug,
});
export type TContentPageCreate = z.infer<typeof ZContentPageCreate>;

export const ZContentPageActive = z.object({ isActive: z.boolean() });

/** Makes an earlier version's text live again, as a new version. */
export const ZContentPageRollback = z.object({
  version: z.number().int().positive(),
  changeNote: ZChangeNote,
  materialChange: z.boolean(),
});
export type TContentPageRollback = z.infer<typeof ZContentPageRollback>;

export const ZContentPagePreview = z.object({ markdown: ZMarkdown });
export const ZContentPagePreviewResponse = z.object({ data: z.object({ html: z.string() }) });

export const ZContentPageSummary = z.object({
  cmsId: z.number().int(),
  slug: z.string(),
  title: z.string(),
  isActive: z.boolean(),
  liveVersion: z.number().int(),
  updatedAt: z.iso.datetime(),
  /** Who saved the live version; null for the seeded text. */
  updatedBy: z.string().nullable(),
  /** A consent page: a material change asks players to accept it again. */
  isConsentPage: z.boolean(),
  /** The version players must have accepted, if a material change set one. */
  requiredVersion: z.number().int().nullable(),
});
export type TContentPageSummary = z.infer<typeof ZContentPageSummary>;

export const ZContentPageListResponse = z.object({
  data: z.object({ pages: z.array(ZContentPageSummary) }),
});

export const ZContentPageDetail = ZContentPageSummary.extend({
  markdown: z.string(),
  html: z.string(),
});
export type TContentPageDetail = z.infer<typeof ZContentPageDetail>;
export const ZContentPageDetailResponse = z.object({
  data: z.object({ page: ZContentPageDetail }),
});

export const ZContentPageVersion = z.object({
  version: z.number().int(),
  title: z.string(),
  changeNote: z.string(),
  /** What changed against the version before, in words ('Title changed; 3 lines added, 1 removed'). */
  summary: z.string(),
  isMaterial: z.boolean(),
  /** The version whose text this one restored. */
  restoredFrom: z.number().int().nullable(),
  createdAt: z.iso.datetime(),
  /** Who saved it; null for the seeded text. */
  staffEmail: z.string().nullable(),
});
export type TContentPageVersion = z.infer<typeof ZContentPageVersion>;
export const ZContentPageVersionsResponse = z.object({
  data: z.object({ versions: z.array(ZContentPageVersion) }),
});

// ---------------------------------------------------------------- the player's consent

/** A consent page the player has still to accept: its live text and what changed. */
export const ZPendingConsent = z.object({
  slug: z.enum(CONSENT_SLUGS),
  version: z.number().int(),
  title: z.string(),
  /** The live page, sanitized HTML. */
  html: z.string(),
  changeNote: z.string(),
  changedAt: z.iso.datetime(),
});
export type TPendingConsent = z.infer<typeof ZPendingConsent>;
export const ZPendingConsentResponse = z.object({
  data: z.object({ pending: z.array(ZPendingConsent) }),
});
export type TPendingConsentResponse = z.infer<typeof ZPendingConsentResponse>;

export const ZConsentAccept = z.object({
  slug: z.enum(CONSENT_SLUGS),
  version: z.number().int().positive(),
});
export type TConsentAccept = z.infer<typeof ZConsentAccept>;
