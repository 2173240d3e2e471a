import { and, desc, eq, isNull, lt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { phoneCodes, users } from './users.tables';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

export async function findUserById(db: DbOrTx, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  return row;
}

export async function findUserByUsername(
  db: DbOrTx,
  username: string,
): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`);
  return row;
}

export async function findUserByReferralCode(
  db: DbOrTx,
  code: string,
): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.referralCode, code));
  return row;
}

export async function insertUser(db: DbOrTx, values: NewUserRow): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('insert users returned no row');
  return row;
}

export async function updateUser(
  db: DbOrTx,
  id: number,
  values: Partial<NewUserRow>,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/** Is this phone verified by any player other than `exceptUserId`? */
export async function isPhoneTakenByOther(
  db: DbOrTx,
  phoneCode: string,
  phone: string,
  exceptUserId: number,
) {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.phoneCode, phoneCode),
        eq(users.phone, phone),
        eq(users.phoneVerified, true),
        ne(users.id, exceptUserId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function insertPhoneCode(
  db: DbOrTx,
  values: { userId: number; phoneCode: string; phone: string; codeHash: string; expiresAt: Date },
) {
  await db.insert(phoneCodes).values(values);
}

/** The newest code sent to this player, still usable or not. */
export async function latestPhoneCode(db: DbOrTx, userId: number) {
  const [row] = await db
    .select()
    .from(phoneCodes)
    .where(eq(phoneCodes.userId, userId))
    .orderBy(desc(phoneCodes.id))
    .limit(1);
  return row;
}

/** Counts a wrong try with one conditional statement, so parallel guesses cannot exceed the limit. */
export async function registerPhoneCodeAttempt(db: DbOrTx, id: number, maxAttempts: number) {
  const [row] = await db
    .update(phoneCodes)
    .set({ attempts: sql`${phoneCodes.attempts} + 1` })
    .where(
      and(
        eq(phoneCodes.id, id),
        lt(phoneCodes.attempts, maxAttempts),
        isNull(phoneCodes.consumedAt),
      ),
    )
    .returning({ attempts: phoneCodes.attempts });
  return row;
}

export async function consumePhoneCode(db: DbOrTx, id: number) {
  const [row] = await db
    .update(phoneCodes)
    .set({ consumedAt: new Date() })
    .where(and(eq(phoneCodes.id, id), isNull(phoneCodes.consumedAt)))
    .returning({ id: phoneCodes.id });
  return row !== undefined;
}
