import { z } from 'zod';
import { MAX_PAGE_LIMIT, zQueryId, zQueryInt } from './query-params';

/**
 * The back office's player screens: search, the player page's tabs and the account actions
 * (issue 14). Amounts are integer hundredths, as the ledger keeps them.
 */

/** What an account may be: suspended can be reopened; closed is the player's or compliance's end. */
export const PLAYER_STATUSES = ['active', 'suspended', 'closed'] as const;
export type TPlayerStatus = (typeof PLAYER_STATUSES)[number];

/** kycStatus values a search can filter on (the KYC flow sets them). */
export const KYC_FILTER_STATUSES = [
  'NOT_STARTED',
  'PENDING',
  'IN_PROGRESS',
  'APPROVED',
  'REJECTED',
  'COMPLETED',
] as const;

export const PLAYER_SORT_FIELDS = ['id', 'username', 'email', 'createdAt'] as const;
export type TPlayerSortField = (typeof PLAYER_SORT_FIELDS)[number];

const zBool = (name: string) =>
  z
    .enum(['true', 'false'], { error: `${name} must be true or false` })
    .transform((v) => v === 'true');

const zDay = (name: string) => z.iso.date({ error: `${name} must be a date (YYYY-MM-DD)` });

/** GET /api/v1/admin/players (and players.csv): one page, filtered and sorted by the server. */
export const ZPlayerSearchQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_LIMIT).default(25),
  sort: z.enum(PLAYER_SORT_FIELDS).default('id'),
  order: z.enum(['asc', 'desc']).default('desc'),
  /** A player id, a phone number, or the start of a username or email. */
  q: z.string().trim().max(100).optional(),
  stateId: zQueryId('stateId').optional(),
  kycStatus: z.enum(KYC_FILTER_STATUSES).optional(),
  restricted: zBool('restricted').optional(),
  vipLevel: zQueryInt('vipLevel', { min: 0, max: 100 }).optional(),
  status: z.enum(PLAYER_STATUSES).optional(),
  signedUpFrom: zDay('signedUpFrom').optional(),
  signedUpTo: zDay('signedUpTo').optional(),
});
export type TPlayerSearchQuery = z.output<typeof ZPlayerSearchQuery>;
/** The search as the back office sends it (numbers and flags as text are fine). */
export type TPlayerSearchParams = Partial<
  Record<keyof TPlayerSearchQuery, string | number | boolean>
>;

export const ZPlayerListItem = z.object({
  id: z.number().int(),
  username: z.string(),
  /** Masked (j***@example.com): the full address is on the player page, whose view is audited. */
  email: z.string(),
  state: z.string().nullable(),
  kycStatus: z.string(),
  isRestrict: z.boolean(),
  isInternalUser: z.boolean(),
  vipLevel: z.number().int(),
  status: z.enum(PLAYER_STATUSES),
  createdAt: z.string(),
});
export type TPlayerListItem = z.infer<typeof ZPlayerListItem>;

export const ZPlayerSearchResponse = z.object({
  data: z.object({
    rows: z.array(ZPlayerListItem),
    count: z.number().int(),
    /** True when nothing filters the list and the count is the database's estimate. */
    countEstimated: z.boolean(),
  }),
});
export type TPlayerSearchPage = z.infer<typeof ZPlayerSearchResponse>['data'];

/** The most rows one players CSV export holds. */
export const PLAYERS_CSV_MAX_ROWS = 10_000;

export const ZPlayerIdParam = z.object({ userId: zQueryId('userId') });

export const ZPlayerBalances = z.object({
  gc: z.number().int(),
  scUnplayed: z.number().int(),
  scRedeemable: z.number().int(),
});
export type TPlayerBalances = z.infer<typeof ZPlayerBalances>;

/** The player page's profile tab: personal data (its every view is audited), flags and balances. */
export const ZPlayerProfile = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  isEmailVerified: z.boolean(),
  phone: z.string().nullable(),
  phoneVerified: z.boolean(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  address: z.string().nullable(),
  state: z.string().nullable(),
  kycStatus: z.string(),
  vipLevel: z.number().int(),
  status: z.enum(PLAYER_STATUSES),
  isRestrict: z.boolean(),
  bankPurchaseDisabled: z.boolean(),
  isInternalUser: z.boolean(),
  /** Two-factor sign-in is on (support can reset it: POST /admin/players/:userId/two-factor/reset). */
  twoFactorEnabled: z.boolean(),
  createdAt: z.string(),
  balances: ZPlayerBalances,
});
export type TPlayerProfile = z.infer<typeof ZPlayerProfile>;
export const ZPlayerProfileResponse = z.object({ data: ZPlayerProfile });

export const LEDGER_ACCOUNTS = ['GC', 'SC_UNPLAYED', 'SC_REDEEMABLE'] as const;
export type TLedgerAccount = (typeof LEDGER_ACCOUNTS)[number];

/** The ledger tab: newest first, paged with beforeId (the last id shown). */
export const ZPlayerLedgerQuery = z.object({
  account: z.enum(LEDGER_ACCOUNTS).optional(),
  kind: z
    .string()
    .trim()
    .max(40)
    .regex(/^[A-Za-z_]*$/, 'kind holds letters and underscores')
    .optional(),
  beforeId: zQueryId('beforeId').optional(),
  limit: zQueryInt('limit', { min: 1, max: MAX_PAGE_LIMIT }).optional(),
});
export type TPlayerLedgerQuery = z.output<typeof ZPlayerLedgerQuery>;

export const ZLedgerEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  kind: z.string(),
  account: z.enum(LEDGER_ACCOUNTS),
  /** Signed: a credit is positive, a debit negative. */
  amount: z.number().int(),
  balanceAfter: z.number().int(),
  reference: z.string().nullable(),
  operation: z.string(),
});
export type TLedgerEntry = z.infer<typeof ZLedgerEntry>;

const zCursorPage = <T extends z.ZodType>(row: T) =>
  z.object({ data: z.object({ rows: z.array(row), nextBeforeId: z.number().int().nullable() }) });

export const ZPlayerLedgerResponse = zCursorPage(ZLedgerEntry);

export const ZPlayerCursorQuery = z.object({
  beforeId: zQueryId('beforeId').optional(),
  limit: zQueryInt('limit', { min: 1, max: MAX_PAGE_LIMIT }).optional(),
});

/** A round's provably-fair proof: the server seed shows once its pair has been rotated. */
export const ZRoundProof = z.object({
  serverSeedHash: z.string(),
  serverSeed: z.string().nullable(),
  clientSeed: z.string(),
  nonce: z.number().int(),
  /** sha256(serverSeed) equals the hash committed before play; null while the seed is secret. */
  hashMatches: z.boolean().nullable(),
  /** The outcome recomputed from the seeds equals the one recorded; null while the seed is secret. */
  outcomeMatches: z.boolean().nullable(),
});

export const ZPlayerRound = z.object({
  id: z.number().int(),
  at: z.string(),
  gameId: z.number().int(),
  gameName: z.string(),
  coinType: z.enum(['GC', 'SC']),
  bet: z.number().int(),
  payout: z.number().int(),
  status: z.string(),
  proof: ZRoundProof,
});
export type TPlayerRound = z.infer<typeof ZPlayerRound>;
export const ZPlayerRoundsResponse = zCursorPage(ZPlayerRound);
export const ZRoundIdParam = z.object({ userId: zQueryId('userId'), roundId: zQueryId('roundId') });
export const ZPlayerRoundResponse = z.object({
  data: ZPlayerRound.extend({ outcome: z.unknown(), params: z.unknown() }),
});

export const ZPlayerPurchase = z.object({
  id: z.number().int(),
  at: z.string(),
  referenceId: z.string(),
  packageId: z.number().int().nullable(),
  provider: z.string(),
  method: z.string(),
  status: z.string(),
  amountCents: z.number().int(),
  creditedGc: z.number().int().nullable(),
  creditedSc: z.number().int().nullable(),
  cardLast4: z.string().nullable(),
  failureReason: z.string().nullable(),
});
export type TPlayerPurchase = z.infer<typeof ZPlayerPurchase>;
export const ZPlayerPurchasesResponse = zCursorPage(ZPlayerPurchase);

/** The sessions tab: sign-ins (each one session) and failed sign-ins. */
export const ZPlayerSession = z.object({
  id: z.number().int(),
  kind: z.enum(['session', 'failed-login']),
  at: z.string(),
  ip: z.string().nullable(),
  device: z.string().nullable(),
  lastSeenAt: z.string().nullable(),
  /** For a session: live, ended (signed out or ended by staff) or expired. */
  state: z.enum(['live', 'ended', 'expired', 'failed']),
});
export type TPlayerSession = z.infer<typeof ZPlayerSession>;
export const ZPlayerSessionsResponse = z.object({
  data: z.object({ rows: z.array(ZPlayerSession) }),
});

export const ZPlayerNote = z.object({
  id: z.number().int(),
  at: z.string(),
  staffEmail: z.string(),
  body: z.string(),
});
export type TPlayerNote = z.infer<typeof ZPlayerNote>;
export const ZPlayerNotesResponse = z.object({ data: z.object({ rows: z.array(ZPlayerNote) }) });
export const ZPlayerNoteRequest = z.object({
  body: z
    .string()
    .trim()
    .min(1, 'Write the note')
    .max(2000, 'A note holds at most 2000 characters'),
});
export type TPlayerNoteRequest = z.infer<typeof ZPlayerNoteRequest>;
export const ZPlayerNoteResponse = z.object({ data: ZPlayerNote });

/** Restrict (3079), switch bank purchases off (3078), mark internal. At least one flag. */
export const ZPlayerFlagsRequest = z
  .object({
    isRestrict: z.boolean().optional(),
    bankPurchaseDisabled: z.boolean().optional(),
    isInternalUser: z.boolean().optional(),
  })
  .refine(
    (v) =>
      v.isRestrict !== undefined ||
      v.bankPurchaseDisabled !== undefined ||
      v.isInternalUser !== undefined,
    'Change at least one flag',
  );
export type TPlayerFlagsRequest = z.infer<typeof ZPlayerFlagsRequest>;

const zReason = z
  .string()
  .trim()
  .min(3, 'Give the reason (at least 3 characters)')
  .max(500, 'A reason holds at most 500 characters');

/** Suspend, close or reopen: anything but active signs the player out everywhere. */
export const ZPlayerStatusRequest = z.object({ status: z.enum(PLAYER_STATUSES), reason: zReason });
export type TPlayerStatusRequest = z.infer<typeof ZPlayerStatusRequest>;

export const ZEndSessionsRequest = z.object({ reason: zReason });
export const ZEndSessionsResponse = z.object({ data: z.object({ ended: z.number().int() }) });

/** POST /admin/players/:userId/two-factor/reset: two-factor off, every session ended, emailed. */
export const ZResetTwoFactorRequest = z.object({ reason: zReason });
export type TResetTwoFactorRequest = z.infer<typeof ZResetTwoFactorRequest>;
export const ZResetTwoFactorResponse = z.object({
  data: z.object({ sessionsEnded: z.number().int() }),
});

export const ZPlayerFlagsResponse = z.object({
  data: z.object({
    isRestrict: z.boolean(),
    bankPurchaseDisabled: z.boolean(),
    isInternalUser: z.boolean(),
  }),
});
export const ZPlayerStatusResponse = z.object({
  data: z.object({ status: z.enum(PLAYER_STATUSES), sessionsEnded: z.number().int() }),
});
