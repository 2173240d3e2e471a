import { openDatabase } from '../../apps/server/src/db/database';
import { inTransaction } from '../../apps/server/src/db/unit-of-work';
import { createWalletEvents } from '../../apps/server/src/modules/wallet/wallet-events';
import { findOperation } from '../../apps/server/src/modules/wallet/wallet.repository';
import { createWalletService } from '../../apps/server/src/modules/wallet/wallet.service';

/** A signed-in player: every cookie its login set, sent back as a browser does. */
export interface BenchPlayer {
  userId: number;
  email: string;
  cookie: string;
}

const b64 = (s: string) => Buffer.from(s).toString('base64');
/** The password of the benchmarks' players. */
export const PLAYER_PASSWORD = 'Bench!Pass2026';

async function postJson(url: string, body: unknown) {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** The body of POST /user/login for `email` with the benchmarks' password. */
export const loginBody = (email: string) =>
  JSON.stringify({
    email,
    password: b64(PLAYER_PASSWORD),
    isTermsAccepted: true,
    stateRestrictionAccept: true,
  });

/**
 * Signs a player in on `loginUrl` (with `headers`, e.g. an X-Forwarded-For); answers every cookie
 * the login set, sent back as a browser does.
 */
export async function logIn(
  loginUrl: string,
  email: string,
  headers: Record<string, string> = {},
): Promise<string> {
  const login = await fetch(`${loginUrl}/api/v1/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: loginBody(email),
  });
  if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
  return login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .join('; ');
}

/**
 * Signs a player up on one instance and signs them in on another (a player's calls go to any
 * instance behind a load balancer).
 */
export async function signUpAndLogin(
  signUpUrl: string,
  loginUrl: string,
  name: string,
): Promise<BenchPlayer> {
  const email = `${name}@example.com`;
  const signUp = await postJson(`${signUpUrl}/api/v1/user/sign-up`, {
    email,
    password: b64(PLAYER_PASSWORD),
    userName: name,
    isTermsAccepted: true,
    stateRestrictionAccept: true,
    smsPromotionAccept: false,
    browser: 'bench',
    platform: 'bench',
  });
  if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
  const userId = ((await signUp.json()) as { data: { user: { userId: number } } }).data.user.userId;
  const cookie = await logIn(loginUrl, email);
  return { userId, email, cookie };
}

/**
 * Credits each player's GC (and redeemable SC if asked) through the ledger (an adjustment from
 * the house), as bench:games does. Once per player: one funded before (a reused database) is
 * skipped, not replayed (a replay takes an operation id it leaves unused, a gap in the ids the
 * dashboard's roll-up then looks into on every read).
 */
export async function fundPlayers(
  databaseUrl: string,
  userIds: number[],
  gc: number,
  scRedeemable = 0,
) {
  const database = await openDatabase({ url: databaseUrl, poolSize: 2 });
  try {
    const wallet = createWalletService({ db: database.db, events: createWalletEvents() });
    await wallet.init();
    for (const userId of userIds) {
      const idempotencyKey = `bench-fund:${userId}`;
      if (await findOperation(database.db, idempotencyKey)) continue;
      await inTransaction(database.db, (uow) =>
        wallet.apply(uow, {
          idempotencyKey,
          userId,
          kind: 'adjustment',
          movements: [
            {
              direction: 'credit',
              currency: 'GC',
              amount: gc,
              house: 'ADJUSTMENTS',
              kind: 'adjustment',
            },
            ...(scRedeemable > 0
              ? [
                  {
                    direction: 'credit' as const,
                    currency: 'SC' as const,
                    amount: scRedeemable,
                    house: 'ADJUSTMENTS' as const,
                    kind: 'adjustment',
                    scAccount: 'SC_REDEEMABLE' as const,
                  },
                ]
              : []),
          ],
        }),
      );
    }
  } finally {
    await database.close();
  }
}
