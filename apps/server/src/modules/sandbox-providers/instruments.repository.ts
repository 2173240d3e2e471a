import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { sandboxBankAccounts, sandboxCardTokens } from './sandbox.tables';

export type CardTokenRow = typeof sandboxCardTokens.$inferSelect;
export type BankAccountRow = typeof sandboxBankAccounts.$inferSelect;

export async function insertCardToken(db: DbOrTx, values: typeof sandboxCardTokens.$inferInsert) {
  const [row] = await db.insert(sandboxCardTokens).values(values).returning();
  if (!row) throw new Error('insert sandbox_card_tokens returned no row');
  return row;
}

export async function findCardToken(db: DbOrTx, token: string) {
  const [row] = await db.select().from(sandboxCardTokens).where(eq(sandboxCardTokens.token, token));
  return row;
}

export async function insertBankAccount(
  db: DbOrTx,
  values: typeof sandboxBankAccounts.$inferInsert,
) {
  const [row] = await db.insert(sandboxBankAccounts).values(values).returning();
  if (!row) throw new Error('insert sandbox_bank_accounts returned no row');
  return row;
}

export async function findBankAccount(db: DbOrTx, token: string) {
  const [row] = await db
    .select()
    .from(sandboxBankAccounts)
    .where(eq(sandboxBankAccounts.token, token));
  return row;
}
