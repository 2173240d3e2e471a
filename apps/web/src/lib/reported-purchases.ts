/**
 * Purchases whose result this page already showed (the thank-you page after the checkout's
 * answer). The wallet's live status for the same purchase (USER_TRANSACTION_STATUS with its
 * referenceId) may arrive later, on another screen: it is not shown a second time.
 */
const reported = new Set<string>();

export function markPurchaseReported(referenceId: string): void {
  reported.add(referenceId);
}

/** Whether a live status's referenceId names a purchase this page already reported. */
export function wasPurchaseReported(referenceId: unknown): boolean {
  return typeof referenceId === 'string' && reported.has(referenceId);
}
