import { z } from 'zod';
import { MAX_PAGE_LIMIT, zQueryId, zQueryInt } from './query-params';
import { STAFF_ROLES } from './staff-permissions';
import { ZStaffEmail, ZStaffRole } from './staff-auth';

/** A staff member as the staff list shows it (admin only). */
export const ZStaffListItem = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: ZStaffRole,
  isActive: z.boolean(),
  /** False until the member has enrolled an authenticator app. */
  totpEnrolled: z.boolean(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type TStaffListItem = z.infer<typeof ZStaffListItem>;

/** Columns the staff list can be sorted by (server-side). */
export const STAFF_SORT_FIELDS = ['name', 'email', 'role', 'createdAt'] as const;
export type TStaffSortField = (typeof STAFF_SORT_FIELDS)[number];

/** GET /api/v1/admin/staff: one page, sorted and filtered by the server. Pages start at 1. */
export const ZStaffListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_LIMIT).default(25),
  sort: z.enum(STAFF_SORT_FIELDS).default('name'),
  order: z.enum(['asc', 'desc']).default('asc'),
  /** Part of a name or email. */
  q: z.string().trim().max(100).optional(),
  role: z.enum(STAFF_ROLES).optional(),
});
export type TStaffListQuery = z.infer<typeof ZStaffListQuery>;

/** One page of the list and the count over all pages. */
export const ZStaffListResponse = z.object({
  data: z.object({ rows: z.array(ZStaffListItem), count: z.number().int() }),
});
export type TStaffListPage = z.infer<typeof ZStaffListResponse>['data'];

export const ZStaffCreateRequest = z.object({
  email: ZStaffEmail,
  name: z.string().trim().min(1, 'Enter a name').max(100),
  role: ZStaffRole,
});
export type TStaffCreateRequest = z.infer<typeof ZStaffCreateRequest>;

export const ZStaffCreateResponse = z.object({
  data: z.object({
    staff: ZStaffListItem,
    /** Shown once: the member signs in with it and enrols an authenticator. */
    temporaryPassword: z.string(),
  }),
});
export type TStaffCreated = z.infer<typeof ZStaffCreateResponse>['data'];

export const ZStaffUpdateRequest = z
  .object({ role: ZStaffRole.optional(), isActive: z.boolean().optional() })
  .refine((v) => v.role !== undefined || v.isActive !== undefined, 'Change the role or the status');
export type TStaffUpdateRequest = z.infer<typeof ZStaffUpdateRequest>;

export const ZStaffIdParam = z.object({ staffId: zQueryId('staffId') });

export const ZStaffItemResponse = z.object({ data: z.object({ staff: ZStaffListItem }) });

/** Audit log search (newest first; page with beforeId = the last id shown). */
export const ZAuditQuery = z.object({
  staffId: zQueryId('staffId').optional(),
  playerId: zQueryId('playerId').optional(),
  /** An exact action, or a prefix ending in '.' ('player.' finds every player action). */
  action: z
    .string()
    .trim()
    .max(100)
    .regex(/^[a-z0-9_.-]*$/i, 'action holds letters, digits, dots, dashes and underscores')
    .optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  beforeId: zQueryId('beforeId').optional(),
  limit: zQueryInt('limit', { min: 1, max: 200 }).optional(),
});
export type TAuditQuery = z.infer<typeof ZAuditQuery>;

export const ZAuditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  staffId: z.number().int().nullable(),
  staffEmail: z.string(),
  ip: z.string().nullable(),
  action: z.string(),
  playerId: z.number().int().nullable(),
  target: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  detail: z.unknown(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

export const ZAuditSearchResponse = z.object({
  data: z.object({ rows: z.array(ZAuditEntry), nextBeforeId: z.number().int().nullable() }),
});

/** The most rows one CSV export holds. */
export const AUDIT_CSV_MAX_ROWS = 10_000;
