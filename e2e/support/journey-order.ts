/**
 * Seconds each journey file took in one of two workers in a `.ci/run` on a clean clone (2026-12-07,
 * each server's database on the local PostgreSQL). The runner starts the longest first, so that no
 * worker is left with a long file at the end while the other is idle. A file missing here (a new
 * journey) runs after the known ones; the figures need only be roughly right.
 */
const SECONDS: Record<string, number> = {
  'first-purchase-dialogs.test.ts': 81,
  'store-card-payment.test.ts': 70,
  'fast-payout.test.ts': 67,
  'accounts.test.ts': 50,
  'games-wallet.test.ts': 47,
  'redemption.test.ts': 46,
  'backoffice-review.test.ts': 36,
  'pwa.test.ts': 35,
  'new-player-dialogs.test.ts': 32,
  'vip.test.ts': 31,
  'content-editors.test.ts': 30,
  'take-a-break.test.ts': 30,
  'redeem-after-purchase.test.ts': 27,
  'redeem-while-on-break.test.ts': 25,
  'two-factor.test.ts': 25,
  'admin-players.test.ts': 24,
  'referrals.test.ts': 24,
  'store-other-methods.test.ts': 23,
  'content-pages-editor.test.ts': 21,
  'games-slot.test.ts': 20,
  'wallet.test.ts': 19,
  'admin-sections.test.ts': 18,
  'lobby-catalogue.test.ts': 18,
  'content-pages.test.ts': 17,
  'offer-timer.test.ts': 17,
  'lobby-first-paint.test.ts': 17,
  'games-multistep.test.ts': 17,
  'guards.test.ts': 15,
  'admin-staff.test.ts': 15,
  'games-scratcher.test.ts': 14,
  'jurisdictions.test.ts': 14,
  'amoe.test.ts': 14,
  'spin-wheel.test.ts': 13,
  'responsible-limits.test.ts': 13,
  'lobby.test.ts': 13,
  'games-table.test.ts': 12,
  'support-inbox.test.ts': 10,
  'admin-sign-in.test.ts': 8,
  'dialog-focus.test.ts': 8,
  'security-headers.test.ts': 8,
  'deep-link.test.ts': 7,
  'not-found.test.ts': 4,
};

/** The file names given, longest first by their last measured time. */
export function journeysLongestFirst(names: readonly string[]): string[] {
  return [...names].sort((a, b) => (SECONDS[b] ?? 0) - (SECONDS[a] ?? 0) || a.localeCompare(b));
}
