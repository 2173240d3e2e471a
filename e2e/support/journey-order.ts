/**
 * Seconds each journey file took in one of two workers on the CI machine (the check run of
 * 2026-11-28, embedded database). The runner starts the longest first, so that no worker is left
 * with a long file at the end while the other is idle. A file missing here (a new journey) runs
 * after the known ones; the figures need only be roughly right.
 */
const SECONDS: Record<string, number> = {
  'first-purchase-dialogs.test.ts': 92,
  'fast-payout.test.ts': 90,
  'store-card-payment.test.ts': 88,
  'redemption.test.ts': 85,
  'accounts.test.ts': 70,
  'games-wallet.test.ts': 69,
  'pwa.test.ts': 56,
  'vip.test.ts': 50,
  'new-player-dialogs.test.ts': 50,
  'backoffice-review.test.ts': 44,
  'referrals.test.ts': 42,
  'two-factor.test.ts': 39,
  'take-a-break.test.ts': 38,
  'store-other-methods.test.ts': 37,
  'redeem-while-on-break.test.ts': 33,
  'redeem-after-purchase.test.ts': 31,
  'admin-staff.test.ts': 29,
  'lobby-catalogue.test.ts': 26,
  'games-slot.test.ts': 24,
  'wallet.test.ts': 24,
  'responsible-limits.test.ts': 24,
  'content-pages.test.ts': 24,
  'offer-timer.test.ts': 24,
  'games-table.test.ts': 21,
  'admin-sections.test.ts': 21,
  'jurisdictions.test.ts': 21,
  'admin-players.test.ts': 20,
  'games-multistep.test.ts': 20,
  'amoe.test.ts': 20,
  'games-scratcher.test.ts': 20,
  'guards.test.ts': 19,
  'lobby-first-paint.test.ts': 18,
  'lobby.test.ts': 17,
  'spin-wheel.test.ts': 14,
  'admin-sign-in.test.ts': 11,
  'dialog-focus.test.ts': 10,
  'security-headers.test.ts': 10,
  'deep-link.test.ts': 9,
  'not-found.test.ts': 5,
  // Issue 27's journeys, estimated until a CI run measures them.
  'content-editors.test.ts': 40,
  'content-pages-editor.test.ts': 40,
  'support-inbox.test.ts': 40,
};

/** The file names given, longest first by their last measured time. */
export function journeysLongestFirst(names: readonly string[]): string[] {
  return [...names].sort((a, b) => (SECONDS[b] ?? 0) - (SECONDS[a] ?? 0) || a.localeCompare(b));
}
