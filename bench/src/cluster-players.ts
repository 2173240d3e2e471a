import { openDatabase } from '../../apps/server/src/db/database';
import { inTransaction } from '../../apps/server/src/db/unit-of-work';
import { createWalletEvents } from '../../apps/server/src/modules/wallet/wallet-events';
import { createWalletService } from '../../apps/server/src/modules/wallet/wallet.service';

/** A signed-in player: every cookie its login set, sent back as a browser does. */
export interface BenchPlayer {
  userId: number;
  email: string;
  cookie: string;
}

const b64 = (s: string) => Buffer.from(s).toString('base64');
const PASSWORD = 'Bench!Pass2026';

async function postJson(url: string, body: unknown, cookie?: string) {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
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
    password: b64(PASSWORD),
    userName: name,
    isTermsAccepted: true,
    stateRestrictionAccept: true,
    smsPromotionAccept: false,
    browser: 'bench',
    platform: 'bench',
  });
  if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
  const userId = ((await signUp.json()) as { data: { user: { userId: number } } }).data.user.userId;
  const login = await postJson(`${loginUrl}/api/v1/user/login`, {
    email,
    password: b64(PASSWORD),
    isTermsAccepted: true,
    stateRestrictionAccept: true,
  });
  if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .join('; ');
  return { userId, email, cookie };
}

/** Credits each player's GC through the ledger (an adjustment from the house), as bench:games does. */
export async function fundPlayers(databaseUrl: string, userIds: number[], gc: number) {
  const database = await openDatabase({ url: databaseUrl, poolSize: 2 });
  try {
    const wallet = createWalletService({ db: database.db, events: createWalletEvents() });
    await wallet.init();
    for (const userId of userIds) {
      await inTransaction(database.db, (uow) =>
        wallet.apply(uow, {
          idempotencyKey: `bench-fund:${userId}`,
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
          ],
        }),
      );
    }
  } finally {
    await database.close();
  }
}
