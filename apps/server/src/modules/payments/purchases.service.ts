import { formatUsd } from '@app/contracts/money';
import {
  PURCHASE_STATUSES,
  type PaymentProvider,
  type PurchaseStatus,
} from '@app/contracts/payments';
import { quotePurchase } from '@app/contracts/purchase-quote';
import type { Db, DbOrTx } from '../../db/database';
import { inTransaction } from '../../db/unit-of-work';
import { AppError } from '../../platform/app-error';
import type { ResponsibleGamblingService } from '../responsible-gambling/responsible-gambling.service';
import type { VipService } from '../vip/vip.service';
import { newPaymentToken, newReferenceId } from './payment-ids';
import { paymentSettings } from './payment-settings';
import { PurchaseLimitError } from './purchase-limit-error';
import * as repo from './purchases.repository';
import type { PurchaseRow } from './purchases.repository';
import { spendingWindows } from './spending-windows';

export type PurchaseMethod =
  'hosted_card' | 'token_card' | 'saved_card' | 'apple_pay' | 'bank_note' | 'fiat_widget';

export interface StartPurchase {
  userId: number;
  packageId: number;
  /** The price the player was shown, cents; null when the call sends none (one-click sale). */
  amountCents: number | null;
  provider: PaymentProvider;
  method: PurchaseMethod;
  saveForFuture: boolean;
}

export interface StartedPurchase {
  purchase: PurchaseRow;
  customerEmail: string;
  isFirstDeposit: boolean;
  maximumPurchaseCents: number;
}

const MINUTE_MS = 60_000;

/**
 * Starting purchases: every rule a purchase must pass before it reaches a
 * provider, checked under the player's payment-profile lock so two starts of
 * one player run one after the other, then the quote and the purchase record.
 */
export function createPurchasesService(deps: {
  db: Db;
  vip: VipService;
  responsibleGambling: ResponsibleGamblingService;
  now?: () => Date;
}) {
  const { db, vip, responsibleGambling } = deps;
  const now = deps.now ?? (() => new Date());

  async function start(input: StartPurchase): Promise<StartedPurchase> {
    return inTransaction(db, async ({ tx }) => {
      const at = now();
      const purchaser = await repo.findPurchaser(tx, input.userId);
      if (!purchaser) throw new AppError('Unauthorized');
      if (purchaser.isRestrict) throw new AppError('Restricted');
      const profile = await repo.lockPaymentProfile(tx, input.userId);
      const settings = await paymentSettings(tx);

      const pkg = await repo.findPackage(tx, input.packageId);
      if (!pkg || !pkg.isActive || (pkg.validTill !== null && pkg.validTill <= at))
        throw new AppError('PackageUnavailable');
      const amountCents = input.amountCents ?? pkg.amount;
      if (amountCents !== pkg.amount) {
        throw new AppError(
          'PackageUnavailable',
          `The price of this package is now ${formatUsd(pkg.amount)}. Please refresh the store and try again.`,
        );
      }
      if (pkg.amount > settings.maximumPurchaseCents) {
        throw new AppError(
          'PackageUnavailable',
          `This package is over the largest single purchase of ${formatUsd(settings.maximumPurchaseCents)}.`,
        );
      }
      if (
        pkg.oneTimePurchaseBonusApplicable &&
        (await repo.hasBoughtPackage(tx, input.userId, pkg.packageId))
      ) {
        throw new AppError('PackageUnavailable', 'You have already bought this one-time offer.');
      }
      if (pkg.welcomePurchaseBonusApplicable) {
        const minutesSinceSignUp = (at.getTime() - purchaser.createdAt.getTime()) / MINUTE_MS;
        const windowMinutes = pkg.welcomePurchaseBonusApplicableMinutes ?? 0;
        if (windowMinutes - minutesSinceSignUp <= 0) {
          throw new AppError(
            'PackageUnavailable',
            `The welcome offer can only be bought in the first ${windowMinutes} minutes after sign-up.`,
          );
        }
      }

      if (input.provider === 'paynote') {
        if (profile.bankPurchaseDisabled || !settings.bankPurchasesEnabled)
          throw new AppError('BankPurchaseDisabled');
        if (await repo.hasUnsettledBankPurchase(tx, input.userId))
          throw new AppError('PaymentInProgress');
      }

      const spent = await repo.committedSpending(
        tx,
        input.userId,
        spendingWindows(responsibleGambling.limitWindows(at), at),
      );
      if (spent.day + amountCents > settings.dailyPurchaseLimitCents) {
        const left = Math.max(0, settings.dailyPurchaseLimitCents - spent.day);
        throw new AppError(
          'DailyPurchaseLimitReached',
          `This purchase of ${formatUsd(amountCents)} would go over the store's daily purchase limit of ${formatUsd(settings.dailyPurchaseLimitCents)}. You can purchase up to ${formatUsd(left)} more today.`,
        );
      }
      const breach = await responsibleGambling.purchaseLimitBreach(
        tx,
        input.userId,
        amountCents,
        spent,
      );
      if (breach) throw new PurchaseLimitError(breach);

      const quote = quotePurchase({
        gcCoin: pkg.gcCoin,
        scCoin: pkg.scCoin,
        firstPurchaseApplicable: pkg.firstPurchaseApplicable,
        firstPurchaseBonus: {
          isClaimed: profile.firstPurchaseAt !== null,
          percentage: settings.firstPurchaseBonusPercent,
        },
        vipBoostPercent: await vip.boostPercent(tx, input.userId),
      });
      const purchase = await repo.insertPurchase(tx, {
        referenceId: newReferenceId(),
        userId: input.userId,
        packageId: pkg.packageId,
        provider: input.provider,
        method: input.method,
        status: 'created',
        amountCents,
        baseGc: quote.baseGc,
        baseSc: quote.baseSc,
        firstPurchasePercent: quote.firstPurchasePercent,
        vipBoostPercent: quote.vipBoostPercent,
        paymentToken: newPaymentToken(),
        saveForFuture: input.saveForFuture,
      });
      return {
        purchase,
        customerEmail: purchaser.email,
        isFirstDeposit: profile.firstPurchaseAt === null,
        maximumPurchaseCents: settings.maximumPurchaseCents,
      };
    });
  }

  /** Bank purchases are on for the store and not switched off for this player. */
  async function bankPurchaseEnabled(userId: number) {
    const profile = await repo.findPaymentProfile(db, userId);
    const settings = await paymentSettings(db);
    return settings.bankPurchasesEnabled && !profile?.bankPurchaseDisabled;
  }

  return {
    start,
    bankPurchaseEnabled,

    /**
     * Checks a bank purchase may start before the bank is looked up:
     * restriction (3079), then the bank switches (3078). start checks both
     * again under the lock.
     */
    async assertBankPurchaseAllowed(userId: number) {
      const purchaser = await repo.findPurchaser(db, userId);
      if (!purchaser) throw new AppError('Unauthorized');
      if (purchaser.isRestrict) throw new AppError('Restricted');
      if (!(await bankPurchaseEnabled(userId))) throw new AppError('BankPurchaseDisabled');
    },

    /**
     * Cents the player has committed in each limit window at `at`, counted as a purchase's start
     * counts them (compliance's view of the player's purchase limits reads it).
     */
    committedSpending: (userId: number, at: Date) =>
      repo.committedSpending(db, userId, spendingWindows(responsibleGambling.limitWindows(at), at)),

    findPurchase: (referenceId: string) => repo.findPurchase(db, referenceId),
    latestPurchase: (userId: number) => repo.latestPurchase(db, userId),
    /** Bought in all and since `since`, refunds, chargebacks, the latest purchase (decision 057). */
    riskFacts: (userId: number, since: Date, tx: DbOrTx = db) =>
      repo.purchaseRiskFacts(tx, userId, since),

    /** Purchases settled in [from, to), for reconciliation with the providers (decision 056). */
    settledBetween: (from: Date, to: Date) => repo.settledBetween(db, from, to),
    /** Purchases by reference id, whatever their day (reconciliation's look-up). */
    byReferences: (referenceIds: string[]) => repo.purchasesByReference(db, referenceIds),

    /** Purchases per status, every status named (the metrics read it at each scrape). */
    async countByStatus(): Promise<Record<PurchaseStatus, number>> {
      const counts = Object.fromEntries(PURCHASE_STATUSES.map((status) => [status, 0]));
      for (const row of await repo.countPurchasesByStatus(db)) counts[row.status] = row.count;
      return counts as Record<PurchaseStatus, number>;
    },

    /**
     * The User entity's purchase fields: isFirstPurchase stays true until the
     * player's first purchase succeeds (a refund does not give it back), and
     * firstPurchaseBonus tells whether that bonus is still to come.
     */
    async userFlags(userId: number) {
      const profile = await repo.findPaymentProfile(db, userId);
      const settings = await paymentSettings(db);
      const isFirstPurchase = !profile?.firstPurchaseAt;
      return {
        isFirstPurchase,
        firstPurchaseBonus: {
          isClaimed: !isFirstPurchase,
          percentage: settings.firstPurchaseBonusPercent,
        },
      };
    },
  };
}

export type PurchasesService = ReturnType<typeof createPurchasesService>;
