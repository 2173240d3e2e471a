import { formatAmount, toDecimal } from '@app/contracts/money';
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/unit-of-work';
import { AppError } from '../../platform/app-error';
import type { UsersService } from '../users/users.service';
import type { WalletService } from '../wallet/wallet.service';
import * as repo from './bonuses.repository';
import { easternDay, nextEasternMidnight } from './eastern-day';

export function createBonusesService(deps: {
  db: Db;
  wallet: WalletService;
  /** The players' accounts: the welcome bonus waits for a verified email. */
  users: Pick<UsersService, 'findById'>;
  now?: () => Date;
}) {
  const { db, wallet, users } = deps;
  const now = deps.now ?? (() => new Date());

  async function setting(key: 'welcome' | 'daily') {
    const row = await repo.findBonusSetting(db, key);
    return row ?? { key, gcAmount: 0, scAmount: 0, isActive: false };
  }

  /** Credits a bonus in the same transaction that records the claim: a double click credits once. */
  async function claim(userId: number, kind: 'welcome' | 'daily') {
    const s = await setting(kind);
    const day = easternDay(now());
    if (!s.isActive || s.gcAmount + s.scAmount === 0) throw new AppError('BonusUnavailable');
    await inTransaction(db, async (uow) => {
      const claimId = await repo.insertClaim(uow.tx, {
        userId,
        kind,
        claimDay: day,
        gcAmount: s.gcAmount,
        scAmount: s.scAmount,
      });
      if (claimId === undefined) throw new AppError('BonusAlreadyClaimed');
      await wallet.apply(uow, {
        // The claim row's unique index is what makes a bonus once-only; its id keys the credit.
        idempotencyKey: `bonus_claim:${claimId}`,
        userId,
        kind: `${kind}_bonus`,
        reference: `bonus_claim:${claimId}`,
        movements: [
          {
            direction: 'credit',
            currency: 'GC',
            amount: s.gcAmount,
            house: 'BONUSES',
            kind: 'bonus',
          },
          {
            direction: 'credit',
            currency: 'SC',
            amount: s.scAmount,
            house: 'BONUSES',
            kind: 'bonus',
            scAccount: 'SC_UNPLAYED',
          },
        ],
      });
    });
    return { gcAmount: s.gcAmount, scAmount: s.scAmount };
  }

  return {
    async welcome(userId: number) {
      const s = await setting('welcome');
      const isClaimed = await repo.hasClaim(db, userId, 'welcome');
      return {
        gcAmount: toDecimal(s.gcAmount),
        scAmount: toDecimal(s.scAmount),
        isClaimed,
        isActive: s.isActive && !isClaimed,
      };
    },

    async daily(userId: number) {
      const s = await setting('daily');
      const isClaimed = await repo.hasClaim(db, userId, 'daily', easternDay(now()));
      return {
        gcAmount: toDecimal(s.gcAmount),
        scAmount: toDecimal(s.scAmount),
        isClaimed,
        isActive: s.isActive && !isClaimed,
        nextClaimAt: isClaimed ? nextEasternMidnight(now()).toISOString() : null,
      };
    },

    /** Only with a verified email: a verified phone alone does not open it (issue 24). */
    async claimWelcome(userId: number) {
      const user = await users.findById(userId);
      if (!user) throw new AppError('Unauthorized');
      if (!user.isEmailVerified) throw new AppError('WelcomeBonusEmailNotVerified');
      return claim(userId, 'welcome');
    },

    async claimDaily(userId: number) {
      const amounts = await claim(userId, 'daily');
      return {
        ...amounts,
        message: `Daily bonus claimed: ${formatAmount(amounts.gcAmount)} GC and ${formatAmount(amounts.scAmount)} SC have been added to your wallet.`,
      };
    },

    async flags(userId: number) {
      const { welcome, daily } = await repo.claimFlags(db, userId, easternDay(now()));
      return { isWelcomeBonusClaimed: welcome, isDailyBonusClaimed: daily };
    },
  };
}

export type BonusesService = ReturnType<typeof createBonusesService>;
