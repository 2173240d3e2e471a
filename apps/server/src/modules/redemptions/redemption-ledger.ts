import type { UnitOfWork } from '../../db/unit-of-work';
import type { WalletService } from '../wallet/wallet.service';

/**
 * The four ledger steps of a redemption (decision 030), each with its own ledger key so that it
 * can never happen twice: hold (redeemable SC → REDEMPTION_HOLDS), release (back), settle (the
 * hold → REDEMPTIONS once paid) and return (REDEMPTIONS → redeemable SC after a bank return).
 */
export function redemptionLedger(wallet: WalletService) {
  const reference = (id: number) => `redemption:${id}`;
  const scMove = (
    uow: UnitOfWork,
    step: 'hold' | 'release' | 'return',
    id: number,
    userId: number,
    amount: number,
  ) =>
    wallet.apply(uow, {
      idempotencyKey: `redemption:${id}:${step}`,
      userId,
      kind: `redemption_${step}`,
      reference: reference(id),
      movements: [
        {
          direction: step === 'hold' ? 'debit' : 'credit',
          currency: 'SC',
          amount,
          house: step === 'return' ? 'REDEMPTIONS' : 'REDEMPTION_HOLDS',
          kind: `redemption_${step}`,
          scAccount: 'SC_REDEEMABLE',
        },
      ],
    });

  return {
    /** Takes the amount from redeemable SC only; InsufficientBalance when it is not covered. */
    hold: (uow: UnitOfWork, id: number, userId: number, amount: number) =>
      scMove(uow, 'hold', id, userId, amount),
    release: (uow: UnitOfWork, id: number, userId: number, amount: number) =>
      scMove(uow, 'release', id, userId, amount),
    returnPaid: (uow: UnitOfWork, id: number, userId: number, amount: number) =>
      scMove(uow, 'return', id, userId, amount),
    settle: (uow: UnitOfWork, id: number, amount: number) =>
      wallet.transferBetweenHouses(uow, {
        idempotencyKey: `redemption:${id}:settle`,
        kind: 'redemption_paid',
        reference: reference(id),
        currency: 'SC',
        from: 'REDEMPTION_HOLDS',
        to: 'REDEMPTIONS',
        amount,
      }),
  };
}

export type RedemptionLedger = ReturnType<typeof redemptionLedger>;
