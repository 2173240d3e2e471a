/**
 * Seconds each journey file took in one worker on the 2-core CI machine (the run of decision 040).
 * The runner starts the longest first, so that no worker is left with a long file at the end
 * while the other is idle. A file missing here (a new journey) runs after the known ones; the
 * figures need only be roughly right.
 */
const SECONDS: Record<string, number> = {
  'store-card-payment.test.ts': 104,
  'first-purchase-dialogs.test.ts': 103,
  'games-wallet.test.ts': 90,
  'redemption.test.ts': 85,
  'fast-payout.test.ts': 80,
  'accounts.test.ts': 61,
  'vip.test.ts': 58,
  'new-player-dialogs.test.ts': 55,
  'admin-staff.test.ts': 49,
  'referrals.test.ts': 42,
  'store-other-methods.test.ts': 35,
  'redeem-while-on-break.test.ts': 32,
  'take-a-break.test.ts': 31,
  'games-multistep.test.ts': 30,
  'games-slot.test.ts': 29,
  // Not measured on a quiet machine: 67 and 92 s with the load average near 20.
  'pwa.test.ts': 30,
  'admin-players.test.ts': 27,
  'offer-timer.test.ts': 23,
  'responsible-limits.test.ts': 23,
  'two-factor.test.ts': 21,
  'games-scratcher.test.ts': 18,
  'wallet.test.ts': 17,
  'games-table.test.ts': 15,
  'content-pages.test.ts': 14,
  'spin-wheel.test.ts': 14,
  'lobby-catalogue.test.ts': 13,
  'admin-sections.test.ts': 12,
  'dialog-focus.test.ts': 12,
  'jurisdictions.test.ts': 30,
  'lobby.test.ts': 8,
  'lobby-first-paint.test.ts': 8,
  'guards.test.ts': 7,
  'admin-sign-in.test.ts': 5,
  'security-headers.test.ts': 3,
  'deep-link.test.ts': 2,
  'not-found.test.ts': 2,
};

/** The file names given, longest first by their last measured time. */
export function journeysLongestFirst(names: readonly string[]): string[] {
  return [...names].sort((a, b) => (SECONDS[b] ?? 0) - (SECONDS[a] ?? 0) || a.localeCompare(b));
}
