import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/database';
import { inTransaction } from '../../db/unit-of-work';
import { insertUser } from '../users/users.repository';
import { createWalletEvents } from './wallet-events';
import { createWalletService, type Movement, type WalletService } from './wallet.service';

let seq = 0;

/** A bare player row for ledger tests (no HTTP sign-up needed). */
export async function createPlayer(db: Db) {
  seq += 1;
  // Unique in the file's database and short enough that nothing is cut off (a username has at
  // most 20 characters): the sequence, a letter that ends it, random hex.
  const tag = `${seq.toString(36)}x${randomBytes(4).toString('hex')}`;
  const user = await insertUser(db, {
    email: `ledger${tag}@example.com`,
    username: `ledger${tag}`.slice(0, 20),
    passwordHash: 'x',
    referralCode: `L${tag}`.slice(0, 16),
  });
  return user.id;
}

export async function walletFor(db: Db) {
  const events = createWalletEvents();
  const wallet = createWalletService({ db, events });
  await wallet.init();
  return { wallet, events };
}

let keySeq = 0;
export const key = (prefix: string) => `${prefix}:${Date.now()}:${(keySeq += 1)}`;

export function move(
  wallet: WalletService,
  db: Db,
  userId: number,
  kind: string,
  movements: Movement[],
  idempotencyKey = key(kind),
) {
  return inTransaction(db, (uow) => wallet.apply(uow, { idempotencyKey, userId, kind, movements }));
}

export const credit = (
  currency: 'GC' | 'SC',
  amount: number,
  house: Movement['house'] = 'PURCHASES',
  scAccount: Movement['scAccount'] = 'SC_UNPLAYED',
): Movement => ({
  direction: 'credit',
  currency,
  amount,
  house,
  kind: house === 'GAMES' ? 'win' : 'purchase',
  ...(currency === 'SC' ? { scAccount } : {}),
});

export const debit = (
  currency: 'GC' | 'SC',
  amount: number,
  house: Movement['house'] = 'GAMES',
  scAccount?: Movement['scAccount'],
): Movement => ({
  direction: 'debit',
  currency,
  amount,
  house,
  kind: house === 'GAMES' ? 'bet' : 'redemption_hold',
  ...(scAccount ? { scAccount } : {}),
});

/** The ledger invariants: per currency everything sums to zero, no player account is negative or differs from its transfers. */
export async function ledgerCheck(db: Db) {
  return queryRows<{ currency: string; total: number; mismatched: number; negative: number }>(
    db,
    sql`
    with flows as (
      select to_account_id as account_id, amount from wallet_transfers
      union all select from_account_id, -amount from wallet_transfers
    ), sums as (
      select a.id, a.user_id, a.currency, a.balance, coalesce(sum(f.amount), 0)::bigint as derived
      from wallet_accounts a left join flows f on f.account_id = a.id group by a.id
    )
    select currency, sum(derived)::bigint as total,
      count(*) filter (where user_id is not null and balance <> derived)::int as mismatched,
      count(*) filter (where balance < 0)::int as negative
    from sums group by currency order by currency`,
  );
}

/** Credits a player `gc` GC and `sc` unplayed SC (hundredths) as an adjustment, through the ledger. */
export async function fundPlayer(db: Db, userId: number, amounts: { gc?: number; sc?: number }) {
  const { wallet } = await walletFor(db);
  const movements: Movement[] = [
    { currency: 'GC' as const, amount: amounts.gc ?? 0 },
    { currency: 'SC' as const, amount: amounts.sc ?? 0 },
  ]
    .filter((m) => m.amount > 0)
    .map((m) => ({
      ...m,
      direction: 'credit',
      house: 'ADJUSTMENTS',
      kind: 'adjustment',
      ...(m.currency === 'SC' ? { scAccount: 'SC_UNPLAYED' as const } : {}),
    }));
  await move(wallet, db, userId, 'adjustment', movements, `test-fund:${userId}`);
}
