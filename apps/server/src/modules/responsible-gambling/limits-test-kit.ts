import { count, eq } from 'drizzle-orm';
import { inTransaction } from '../../db/unit-of-work';
import { getJson, postJson, signUpVerified } from '../../test/accounts';
import { json, type TestApp } from '../../test/test-app';
import { gameRounds } from '../games/rounds.tables';
import { createWalletEvents } from '../wallet/wallet-events';
import { createWalletService } from '../wallet/wallet.service';

/** A signed-in player holding `gc` GC and `sc` SC (hundredths), credited through the ledger. */
export async function fundedPlayer(t: TestApp, gc = 10_000_000, sc = 100_000) {
  const player = await signUpVerified(t);
  const wallet = createWalletService({ db: t.db, events: createWalletEvents() });
  await wallet.init();
  await inTransaction(t.db, (uow) =>
    wallet.apply(uow, {
      idempotencyKey: `limits-test-fund:${player.userId}`,
      userId: player.userId,
      kind: 'adjustment',
      movements: [
        {
          direction: 'credit',
          currency: 'GC',
          amount: gc,
          house: 'ADJUSTMENTS',
          kind: 'adjustment',
        },
        {
          direction: 'credit',
          currency: 'SC',
          amount: sc,
          house: 'ADJUSTMENTS',
          kind: 'adjustment',
          scAccount: 'SC_UNPLAYED',
        },
      ],
    }),
  );
  return player;
}

export const SETTING = '/responsible-gambling/responsible-gambling-setting';

export const setLimit = (t: TestApp, cookie: string, body: Record<string, unknown>) =>
  postJson(t, SETTING, body, cookie);
export const removeLimit = (t: TestApp, cookie: string, body: Record<string, unknown>) =>
  postJson(t, '/responsible-gambling/remove-responsible-setting', body, cookie, 'PUT');
export const cancelChange = (t: TestApp, cookie: string, body: Record<string, unknown>) =>
  postJson(t, '/responsible-gambling/cancel-responsible-setting', body, cookie, 'PUT');
export const limitsOf = async (t: TestApp, cookie: string) =>
  (await json(await getJson(t, SETTING, cookie))).data.limits;

/** A dice round (game 9) of `bet` in `coin`, rolling over 50.00. */
export const rollDice = (t: TestApp, cookie: string, coinType: 'GC' | 'SC', bet: number) =>
  postJson(
    t,
    '/casino-games/9/play',
    { coinType, bet, params: { target: 5000, direction: 'over' } },
    cookie,
  );

/** The first error of a failed call with its HTTP status. */
export async function errorOf(res: Response) {
  return { status: res.status, ...(await json(res)).errors[0] };
}

/** What a refused bet must leave as it was: the balances and the number of rounds. */
export async function moneyState(t: TestApp, cookie: string, userId: number) {
  const wallet = (await json(await getJson(t, '/user/profile', cookie))).data.userWallet;
  const [rounds] = await t.db
    .select({ n: count() })
    .from(gameRounds)
    .where(eq(gameRounds.userId, userId));
  return { wallet, rounds: rounds?.n ?? 0 };
}
