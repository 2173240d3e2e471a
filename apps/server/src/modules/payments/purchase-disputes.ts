import type { UnitOfWork } from '../../db/unit-of-work';

/** A purchase as a dispute needs it: who, which, how much was paid and what it credited. */
export interface DisputedPurchase {
  id: number;
  referenceId: string;
  userId: number;
  provider: string;
  amountCents: number;
  creditedGc: number | null;
  creditedSc: number | null;
}

/** The provider event that moved the dispute. */
export interface DisputeEvent {
  eventId: string;
  reason?: string;
}

/**
 * What a dispute's event did: 'applied', or why it changed nothing (kept as the payment event's
 * outcome for operators).
 */
export type DisputeOutcome = 'applied' | 'ignored_dispute_closed' | 'ignored_no_open_dispute';

/**
 * The port through which payment events hand disputes to the disputes module (decision 055). Each
 * call runs in the event's transaction, with the player's payment profile and the purchase locked;
 * the purchase's own status is the payments module's to change, once a call answers 'applied'.
 */
export interface PurchaseDisputes {
  /**
   * The cardholder disputed the purchase (or the dispute was lost before we heard it opened,
   * `final`): its coins are taken back, the rest is a debt, the player is restricted and the
   * case opens.
   */
  chargeBack(
    uow: UnitOfWork,
    purchase: DisputedPurchase,
    event: DisputeEvent & { final: boolean },
  ): Promise<DisputeOutcome>;
  /** The dispute was won: what was taken (and collected) goes back, and the debt is cleared. */
  won(uow: UnitOfWork, purchase: DisputedPurchase, event: DisputeEvent): Promise<DisputeOutcome>;
  /** The dispute was lost: the case closes; the debt stays as it is. */
  lost(uow: UnitOfWork, purchase: DisputedPurchase, event: DisputeEvent): Promise<DisputeOutcome>;
}
