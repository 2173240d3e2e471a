import {
  FIAT_PROVIDER_TYPE,
  IPPAY_PROVIDER_TYPE,
  KYC_APPROVED_STATUSES,
} from '@app/contracts/constants';
import { fromDecimal } from '@app/contracts/money';
import {
  REDEEM_MESSAGES,
  ZAccountNumber,
  ZCardHolderName,
  ZRoutingNumber,
  dailyRedeemLimitMessage,
  redeemAmountError,
  type TRedeemRequest,
} from '@app/contracts/redeem-validation';
import {
  REDEEM_CANCELLED_MESSAGE,
  REDEEM_SUBMITTED_MESSAGE,
  type TRedeemRequestResponse,
  type TRedemption,
  type TRedemptionBankDetails,
  type TRedemptionList,
} from '@app/contracts/redemptions';
import type { TRedemptionAnswer } from '@app/contracts/redemption-risk';
import type { TW9Item } from '@app/contracts/tax';
import type { Db, DbOrTx } from '../../db/database';
import { isUniqueViolation } from '../../db/db-errors';
import { inTransaction, type UnitOfWork } from '../../db/unit-of-work';
import { AppError } from '../../platform/app-error';
import type { FieldCipher } from '../../platform/field-encryption';
import type { PayoutBanks } from '../payments/payout-banks.service';
import type { WalletEvents } from '../wallet/wallet-events';
import type { WalletService } from '../wallet/wallet.service';
import { redemptionLedger } from './redemption-ledger';
import type { RedemptionPayouts } from './redemption-payouts.service';
import type { RequestContext, RiskAssessor } from './redemption-risk';
import { playerView, statusEvent } from './redemption-views';
import type { TaxYearRules, W9Gate } from './redemption-w9';
import * as repo from './redemptions.repository';
import { redemptionLimits } from './redemption-limits';

/** SPEC §9: a purchase is fully processed 12 hours after it succeeded. */
export const PURCHASE_PROCESSING_HOURS = 12;

/** Identity facts the KYC module owns (decision 030: injected, the KYC module provides them). */
export interface RedemptionIdentity {
  /** Read in the caller's transaction (PGlite serves one transaction at a time). */
  ssnOnFile(userId: number, tx: DbOrTx): Promise<boolean>;
  /** What the player's W-9 lacks (legal name, address, SSN); empty when complete (decision 051). */
  w9Missing(userId: number, tx: DbOrTx): Promise<TW9Item[]>;
}

const invalid = (message: string, field: string) =>
  new AppError('ValidationError', message, { field });

const startOfUtcDay = (at: Date) =>
  new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));

/** Bank details sent with a request: checked with the redeem form's own rules and messages. */
function bankDetailsOf(input: TRedeemRequest) {
  const given = [input.cardHolderName, input.accountNumber, input.routingNumber].some(
    (v) => v !== undefined && v !== '',
  );
  // IPPAY requests are checked by the schema; an ACH request may carry them too (all three).
  if (input.providerType !== IPPAY_PROVIDER_TYPE && !given) return null;
  const fields = [
    ['cardHolderName', ZCardHolderName, input.cardHolderName],
    ['accountNumber', ZAccountNumber, input.accountNumber],
    ['routingNumber', ZRoutingNumber, input.routingNumber],
  ] as const;
  const values: string[] = [];
  for (const [field, schema, value] of fields) {
    const parsed = schema.safeParse(value);
    if (!parsed.success)
      throw invalid(parsed.error.issues[0]?.message ?? REDEEM_MESSAGES.providerTypeInvalid, field);
    values.push(parsed.data);
  }
  const [accountHolder = '', accountNumber = '', routingNumber = ''] = values;
  return { accountHolder, accountNumber, routingNumber };
}

/**
 * The player's side of redemptions (SPEC §4, §5, §7, §8; decision 030): a request holds the SC
 * in the ledger in the same transaction as its row; the player may cancel it while PENDING.
 */
export function createRedemptionsService(deps: {
  db: Db;
  wallet: WalletService;
  walletEvents: WalletEvents;
  cipher: FieldCipher;
  identity: RedemptionIdentity;
  /** The tax year and its threshold (the tax module's, decision 051). */
  tax: TaxYearRules;
  /** Whether a pending request's payout waits for the player's W-9 (decision 051). */
  w9: W9Gate;
  /** The player's saved banks a payout can go to (the payments module's, decision 045). */
  banks: PayoutBanks;
  /** The risk assessment and the system's approval of a clean request (decision 057). */
  risk: RiskAssessor;
  /** The payout job of a request approved before its bank details were given. */
  payouts: RedemptionPayouts;
  /** How long a purchase takes to process fully (SPEC §9: up to 12 hours; config). */
  purchaseProcessingMinutes?: number;
  /** Whether the player owes anything of a chargeback (the disputes module's, decision 055). */
  hasOpenDebt?: (userId: number, tx: DbOrTx) => Promise<boolean>;
  now?: () => Date;
}) {
  const { db, wallet, walletEvents, cipher, identity, tax, w9, banks, risk, payouts } = deps;
  const processingMs = (deps.purchaseProcessingMinutes ?? PURCHASE_PROCESSING_HOURS * 60) * 60_000;
  const now = deps.now ?? (() => new Date());
  const ledger = redemptionLedger(wallet);
  const limits = redemptionLimits(db);

  /** Tells the player's sockets the request moved (USER_TRANSACTION_STATUS), once committed. */
  function announce(uow: UnitOfWork, row: repo.RedemptionRow) {
    uow.afterCommit(() =>
      walletEvents.emit('transactionStatus', { userId: row.userId, status: statusEvent(row) }),
    );
  }

  async function checkAndHold(
    uow: UnitOfWork,
    userId: number,
    input: TRedeemRequest,
    context: RequestContext,
  ) {
    const { tx } = uow;
    // Another redeem call of this player holds the lock: it is being processed right now.
    if (!(await repo.tryRedeemLock(tx, userId))) throw new AppError('PaymentInProgress');
    const player = await repo.redeemingPlayer(tx, userId);
    if (!player) throw new AppError('Unauthorized');
    const isIppay = input.providerType === IPPAY_PROVIDER_TYPE;
    if (!(input.providerType === FIAT_PROVIDER_TYPE || (isIppay && player.isInternalUser)))
      throw invalid(REDEEM_MESSAGES.providerTypeInvalid, 'providerType');
    if (player.isRestrict) throw new AppError('Restricted');
    if (await deps.hasOpenDebt?.(userId, tx)) throw new AppError('ChargebackDebtOpen');
    if (!(await repo.hasPurchased(tx, userId))) throw new AppError('RedeemRequiresPurchase');
    if (!(KYC_APPROVED_STATUSES as readonly string[]).includes(player.kycStatus))
      throw new AppError('RedeemKycRequired');
    const at = now();
    const processingSince = new Date(at.getTime() - processingMs);
    if (await repo.purchasedSince(tx, userId, processingSince))
      throw new AppError('RedeemPaymentsProcessing');
    const open = await repo.openRequestOf(tx, userId);
    if (open)
      throw new AppError(open.status === 'PENDING' ? 'WithdrawRequestExists' : 'RedeemPending');

    const amount = fromDecimal(input.amount);
    const { minCents, maxCents } = await limits.forPlayer(tx, player);
    const balances = await wallet.balances(userId, tx);
    const amountMessage = redeemAmountError(input.amount, {
      min: minCents / 100,
      max: maxCents / 100,
      redeemable: balances.scRedeemable / 100,
    });
    if (amountMessage) throw invalid(amountMessage, 'amount');
    const today = await repo.requestedSince(tx, userId, startOfUtcDay(at));
    if (today + amount > maxCents)
      throw new AppError(
        'RedeemDailyLimit',
        dailyRedeemLimitMessage(maxCents / 100, Math.max(0, maxCents - today) / 100),
      );
    // Already at the tax year's threshold (US Eastern year, decision 051): the SSN comes first.
    const taxYear = await tax.ruleAt(at, tx);
    const paidThisYear = await repo.paidBetween(tx, userId, taxYear.from, taxYear.to);
    if (paidThisYear >= taxYear.thresholdCents && !(await identity.ssnOnFile(userId, tx)))
      throw new AppError('RedeemSsnRequired');

    const bank = bankDetailsOf(input);
    // Without details of its own, the request is paid to the player's active saved bank.
    const saved = bank ? undefined : await banks.activePayoutBank(tx, userId);
    const row = await repo.insertRequest(tx, {
      userId,
      amount,
      status: 'PENDING',
      providerType: input.providerType,
      ...(bank
        ? {
            accountHolderEnc: cipher.encrypt(bank.accountHolder),
            accountNumberEnc: cipher.encrypt(bank.accountNumber),
            routingNumberEnc: cipher.encrypt(bank.routingNumber),
            accountLast4: bank.accountNumber.slice(-4),
            bankFingerprint: cipher.blindIndex(`${bank.routingNumber}:${bank.accountNumber}`),
          }
        : {}),
      ...(saved
        ? {
            accountHolderEnc: saved.accountHolderEnc,
            accountNumberEnc: saved.accountNumberEnc,
            routingNumberEnc: saved.routingNumberEnc,
            accountLast4: saved.last4,
            bankFingerprint: saved.bankFingerprint,
          }
        : {}),
    });
    try {
      await ledger.hold(uow, row.id, userId, amount);
    } catch (error) {
      if (error instanceof AppError && error.errorName === 'InsufficientBalance')
        throw invalid(REDEEM_MESSAGES.insufficientRedeemable, 'amount');
      throw error;
    }
    announce(uow, row);
    // Judged by the risk rules with the hold in place; a clean one is approved by the system.
    return risk.decide(uow, row, context);
  }

  /** The player's own request, or 404 (another player's request is not theirs to know of). */
  async function ownRequest(tx: DbOrTx, userId: number, id: number) {
    const found = await repo.findRequest(tx, id);
    if (!found || found.userId !== userId)
      throw new AppError('NotFound', 'This redemption request was not found.');
    return found;
  }

  return {
    /**
     * POST /payment/redeem-request (and init-pay / create-instrument-payout with paymentType
     * 'redeem'): the checks of SPEC §4 and §8 in order, then the request and its hold in one
     * transaction.
     */
    async request(
      userId: number,
      input: TRedeemRequest,
      context: RequestContext = { ip: null },
    ): Promise<TRedeemRequestResponse> {
      let row;
      try {
        row = await inTransaction(db, (uow) => checkAndHold(uow, userId, input, context));
      } catch (error) {
        // Two requests raced past the open-request check: the one-open index decides.
        if (isUniqueViolation(error, 'redemption_requests_one_open'))
          throw new AppError('WithdrawRequestExists');
        throw error;
      }
      return {
        message: REDEEM_SUBMITTED_MESSAGE,
        status: 'REDEEM_PROCESSING',
        redemption: playerView(row, await w9.missingFor(db, row, now())),
      };
    },

    /** PUT /payment/redeem-request: the player's own request, before approval, is cancelled and released. */
    async cancel(
      userId: number,
      redeemRequestId: number,
    ): Promise<{ message: string; redemption: TRedemption }> {
      const row = await inTransaction(db, async (uow) => {
        const cancelled = await repo.transition(
          uow.tx,
          redeemRequestId,
          ['PENDING', 'INFO_REQUESTED'],
          { status: 'CANCELLED', closedAt: now() },
          userId,
        );
        if (!cancelled) {
          await ownRequest(uow.tx, userId, redeemRequestId);
          throw new AppError('RedemptionNotCancellable');
        }
        await ledger.release(uow, cancelled.id, userId, cancelled.amount);
        announce(uow, cancelled);
        return cancelled;
      });
      // Cancelled: nothing waits for a W-9 any more.
      return { message: REDEEM_CANCELLED_MESSAGE, redemption: playerView(row, []) };
    },

    /**
     * PUT /payment/redeem-request/bank-details: the player's own open request without bank
     * details gets them (encrypted, as a request's own). A request that waited only for them is
     * judged again with them (and may be approved by the system at once); one already approved
     * gets its payout job in the same transaction.
     */
    giveBankDetails(
      userId: number,
      input: TRedemptionBankDetails,
      context: RequestContext = { ip: null },
    ): Promise<TRedemption> {
      return inTransaction(db, async (uow) => {
        const given = await repo.setBankDetails(uow.tx, userId, input.redeemRequestId, {
          accountHolderEnc: cipher.encrypt(input.cardHolderName),
          accountNumberEnc: cipher.encrypt(input.accountNumber),
          routingNumberEnc: cipher.encrypt(input.routingNumber),
          accountLast4: input.accountNumber.slice(-4),
          bankFingerprint: cipher.blindIndex(`${input.routingNumber}:${input.accountNumber}`),
        });
        if (!given) {
          await ownRequest(uow.tx, userId, input.redeemRequestId);
          throw new AppError('RedemptionBankDetailsClosed');
        }
        announce(uow, given);
        let row = given;
        if (row.status === 'APPROVED') await payouts.enqueue(uow, row.id, 'bank');
        else if (row.status === 'PENDING' && row.risk?.decision === 'awaiting-bank')
          row = await risk.decide(uow, row, context);
        return playerView(row, await w9.missingFor(uow.tx, row, now()));
      });
    },

    /**
     * PUT /payment/redeem-request/answer: the player's reply to finance's question puts the
     * request back in the review queue (INFO_REQUESTED → PENDING, decision 057).
     */
    answer(userId: number, input: TRedemptionAnswer): Promise<TRedemption> {
      return inTransaction(db, async (uow) => {
        const back = await repo.transition(
          uow.tx,
          input.redeemRequestId,
          ['INFO_REQUESTED'],
          { status: 'PENDING' },
          userId,
        );
        if (!back) {
          await ownRequest(uow.tx, userId, input.redeemRequestId);
          throw new AppError('RedemptionNoQuestion');
        }
        const answered = await repo.answerInfoRequest(uow.tx, back.id, input.answer, now());
        if (!answered) throw new Error(`redemption ${back.id} had no open question`);
        announce(uow, back);
        return playerView(back, await w9.missingFor(uow.tx, back, now()));
      });
    },

    /**
     * Whether the player has something to redeem: redeemable SC, or a request still open
     * (pending, approved or being paid). A redeem-only session is only for them (decision 038).
     */
    async hasSomethingToRedeem(userId: number): Promise<boolean> {
      if ((await wallet.balances(userId)).scRedeemable > 0) return true;
      return (await repo.openRequestOf(db, userId)) !== undefined;
    },

    /** The SC held by requests open at `at` (hundredths): the trial balance's holds (decision 056). */
    openAmountAt: (at: Date) => repo.openAmountAt(db, at),

    /** The player's requests; a pending one says what the W-9 lacks when it holds the payout. */
    async list(userId: number, page: number, limit: number): Promise<TRedemptionList> {
      const { rows, count } = await repo.listForUser(db, userId, page, limit);
      const at = now();
      const questions = await repo.openQuestions(
        db,
        rows.filter((r) => r.status === 'INFO_REQUESTED').map((r) => r.id),
      );
      const views: TRedemption[] = [];
      for (const row of rows)
        views.push(
          playerView(row, await w9.missingFor(db, row, at), questions.get(row.id) ?? null),
        );
      return { rows: views, count };
    },

    /**
     * minRedeemableCoins and maxRedeemableCoins of the User entity, and redeemAvailableAt: when
     * the latest purchase has fully processed (3077 until then), null when none is processing,
     * so the player is told the time before starting KYC, not refused after it.
     */
    async userLimits(userId: number, tx: DbOrTx = db) {
      const player = await repo.playerContact(tx, userId);
      const { minCents, maxCents } = await limits.forPlayer(tx, {
        minRedeemableCents: player?.minRedeemableCents ?? null,
        maxRedeemableCents: player?.maxRedeemableCents ?? null,
      });
      const latest = await repo.latestPurchaseAt(tx, userId);
      const clears = latest ? new Date(latest.getTime() + processingMs) : null;
      return {
        minRedeemableCoins: minCents / 100,
        maxRedeemableCoins: maxCents / 100,
        redeemAvailableAt: clears && clears >= now() ? clears.toISOString() : null,
      };
    },
  };
}

export type RedemptionsService = ReturnType<typeof createRedemptionsService>;
