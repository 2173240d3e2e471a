/**
 * What reconciliation reads of a provider (decision 056): its own record of the charges it took
 * or the payouts it sent, as a real provider's settlement report and look-up API give them. The
 * built-in sandbox implements it from its own books (sandbox-providers/sandbox-statements.ts); a
 * real adapter would implement it from its provider's report API. A provider without one is
 * skipped by the run, which says so.
 */

/**
 * One charge or payout as the provider records it. `status` is provider-neutral: a charge is
 * 'settled' (money taken), 'refunded', 'failed' or 'pending'; a payout is 'paid', 'returned',
 * 'failed' or 'pending'. A status none of these names is passed on as the provider names it.
 */
export interface StatementEntry {
  /** Our reference: the purchase's reference id, or the payout id. */
  reference: string;
  amountCents: number;
  status: string;
}

/** A window of time, [from, to). */
export interface StatementWindow {
  from: Date;
  to: Date;
}

export interface ProviderStatement {
  /** The provider's name as our records carry it (a purchase's provider, the payout provider's name). */
  provider: string;
  subject: 'purchase' | 'payout';
  /** The charges it took, or the payouts it was sent, in the window, each with its status now. */
  entries(window: StatementWindow): Promise<StatementEntry[]>;
  /** Its entries of these references, whatever their day (one made just across midnight). */
  find(references: string[]): Promise<StatementEntry[]>;
  /**
   * Payouts only: what it had paid out before `at`, net of what came back by returns (cents), as
   * its own event record dates them.
   */
  netPaidBefore?(at: Date): Promise<number>;
}
