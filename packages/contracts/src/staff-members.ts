import { z } from 'zod';
import { MAX_PAGE_LIMIT } from './query-params';
import { STAFF_ROLES } from './staff-permissions';
import { ZStaffEmail } from './staff-auth';

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

/** A staff member as the staff list shows them. */
export const ZStaffListItem = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
  /** Whether the member has finished authenticator enrolment. */
  enrolled: z.boolean(),
  /** ISO date-time. */
  createdAt: z.string(),
});
export type TStaffListItem = z.infer<typeof ZStaffListItem>;

/** A list page as every paged list answers (SPEC §9): the rows and the count over all pages. */
export const ZStaffListResponse = z.object({
  data: z.object({ rows: z.array(ZStaffListItem), count: z.number().int() }),
});
export type TStaffListPage = z.infer<typeof ZStaffListResponse>['data'];

export const ZStaffCreateRequest = z.object({
  email: ZStaffEmail,
  name: z.string().trim().min(1, 'Enter the member’s name').max(100),
  role: z.enum(STAFF_ROLES, 'Choose a role'),
});
export type TStaffCreateRequest = z.infer<typeof ZStaffCreateRequest>;

/** The temporary password is shown once; the member changes it at first sign-in. */
export const ZStaffCreateResponse = z.object({
  data: z.object({ member: ZStaffListItem, temporaryPassword: z.string() }),
});
export type TStaffCreated = z.infer<typeof ZStaffCreateResponse>['data'];
