import { and, desc, eq } from 'drizzle-orm';
import { generate } from 'otplib';
import type { StaffRole } from '@app/contracts/staff-permissions';
import { postJson } from '../../test/accounts';
import type { TestApp } from '../../test/test-app';
import { auditLog } from '../audit/audit.tables';
import { DEMO_SECOND_ADMIN, DEMO_STAFF } from './staff.seed';

/** A demo member: one per role, and the second admin of dual control (decision 058). */
export type DemoMember = StaffRole | 'secondAdmin';
const memberOf = (member: DemoMember) =>
  member === 'secondAdmin' ? DEMO_SECOND_ADMIN : DEMO_STAFF[member];

const STEP_SECONDS = 30;
const lastStep = new WeakMap<TestApp, Map<DemoMember, number>>();
const cookies = new WeakMap<TestApp, Map<DemoMember, string>>();

const stepNow = () => Math.floor(Date.now() / 1000 / STEP_SECONDS);

/** A code for a TOTP secret at a time step (one step = 30 s). */
export const totpAt = (secret: string, step: number): Promise<string> =>
  generate({ secret, epoch: step * STEP_SECONDS });

/**
 * A fresh authenticator code for the demo member of `role` in this test app. The server accepts
 * each time step once per member and one step of drift either way, so the kit hands out the
 * current step, then the next; past that it waits for the clock.
 */
export async function staffCode(t: TestApp, role: DemoMember): Promise<string> {
  const used = lastStep.get(t) ?? new Map<DemoMember, number>();
  lastStep.set(t, used);
  const step = Math.max(stepNow(), (used.get(role) ?? -1) + 1);
  const waitMs = (step - 1) * STEP_SECONDS * 1000 - Date.now();
  if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs + 50));
  used.set(role, step);
  return totpAt(memberOf(role).totpSecret, step);
}

/** The `gs_staff=…` cookie pair a response sets, if any. */
export function staffCookie(res: Response): string | undefined {
  return res.headers
    .getSetCookie()
    .find((c) => c.startsWith('gs_staff='))
    ?.split(';')[0];
}

/** Signs the demo member of `role` in (password and code), once per test app: the cookie is reused. */
export async function staffSignIn(t: TestApp, role: DemoMember): Promise<string> {
  const known = cookies.get(t) ?? new Map<DemoMember, string>();
  cookies.set(t, known);
  const cached = known.get(role);
  if (cached) return cached;
  const member = memberOf(role);
  const res = await postJson(t, '/staff/auth/login', {
    email: member.email,
    password: member.password,
    code: await staffCode(t, role),
  });
  const cookie = staffCookie(res);
  if (res.status !== 200 || !cookie)
    throw new Error(`staff sign-in as ${role} failed: ${res.status} ${await res.text()}`);
  known.set(role, cookie);
  return cookie;
}

/** Password and code again for the member of `role`, for sensitive actions. */
export async function staffReauth(t: TestApp, role: DemoMember, cookie: string) {
  const res = await postJson(
    t,
    '/staff/auth/reauth',
    { password: memberOf(role).password, code: await staffCode(t, role) },
    cookie,
  );
  if (res.status !== 200) throw new Error(`reauth failed: ${res.status} ${await res.text()}`);
}

/** The audit entries of an action (and player), newest first. */
export function auditOf(t: TestApp, action: string, playerId?: number) {
  return t.db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, action),
        playerId === undefined ? undefined : eq(auditLog.playerId, playerId),
      ),
    )
    .orderBy(desc(auditLog.id));
}
