import { generate, generateSecret } from 'otplib';
import pg from 'pg';
import type { StaffRole } from '@app/contracts/staff-permissions';
import { createFieldCipher } from '../../apps/server/src/platform/field-encryption';
import { hashPassword } from '../../apps/server/src/platform/password-hashing';

/** A staff member the benchmark adds, enrolled, with the secret its authenticator would hold. */
export interface BenchStaff {
  email: string;
  password: string;
  totpSecret: string;
  role: StaffRole;
}

/** The roles with players.read (and dashboard.read, which every role has). */
const ROLES: StaffRole[] = ['admin', 'support', 'compliance', 'finance'];

/**
 * Adds `count` enrolled staff members straight to staff_members (production seeds none), their
 * TOTP secrets encrypted with the server's DATA_ENCRYPTION_KEY as enrolment would store them.
 */
export async function addStaff(
  url: string,
  dataEncryptionKey: string,
  count: number,
): Promise<BenchStaff[]> {
  const cipher = createFieldCipher(dataEncryptionKey);
  const password = 'Bench!Staff2026x';
  const passwordHash = await hashPassword(password);
  const members = Array.from({ length: count }, (_, i) => ({
    email: `bench-staff-${i}@goldensweeps.test`,
    password,
    totpSecret: generateSecret(),
    role: ROLES[i % ROLES.length]!,
  }));
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const [i, m] of members.entries())
      await client.query(
        `insert into staff_members (email, name, role, password_hash, totp_secret, totp_enabled_at)
         values ($1, $2, $3, $4, $5, now())
         on conflict (email) do update set password_hash = excluded.password_hash,
           totp_secret = excluded.totp_secret, last_totp_step = null, is_active = true`,
        [m.email, `Bench Staff ${i}`, m.role, passwordHash, cipher.encrypt(m.totpSecret)],
      );
  } finally {
    await client.end();
  }
  return members;
}

/** Signs a member in through POST /staff/auth/login (password and code); answers the gs_staff cookie. */
export async function staffSignIn(baseUrl: string, member: BenchStaff): Promise<string> {
  const res = await fetch(`${baseUrl}/api/v1/staff/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: member.email,
      password: member.password,
      code: await generate({ secret: member.totpSecret, epoch: Math.floor(Date.now() / 1000) }),
    }),
  });
  const cookie = res.headers
    .getSetCookie()
    .find((c) => c.startsWith('gs_staff='))
    ?.split(';')[0];
  if (res.status !== 200 || !cookie)
    throw new Error(`staff sign-in failed: ${res.status} ${await res.text()}`);
  return cookie;
}
