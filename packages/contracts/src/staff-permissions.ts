/**
 * Back-office roles and what each may do: the one permission table the server enforces on every
 * staff route and the back office reads to hide what a role may not use (ARCHITECTURE.md
 * "Back office", docs/decisions/023).
 */

export const STAFF_ROLES = ['support', 'compliance', 'finance', 'content', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Every permission a staff route can ask for, with what it allows. */
export const PERMISSIONS = {
  'dashboard.read': 'See the dashboard figures',
  'players.read': 'Find players and read their profile, balances, ledger, rounds and purchases',
  'players.notes.write': 'Write notes on a player',
  'players.restrict': 'Restrict a player, switch off bank purchases, mark internal',
  'players.status': 'Suspend, close or reopen an account and end its sessions',
  'players.reset2fa':
    'Turn off a player’s two-factor sign-in when they lost their authenticator and recovery codes, with a reason (audited)',
  'purchases.refund': 'Refund a purchase',
  'adjustments.request': 'Ask for a credit or debit of a player balance',
  'adjustments.approve': 'Approve or reject another member’s adjustment',
  'catalogue.write': 'Edit games: active, featured, category, order, bet limits',
  'packages.write': 'Create, edit and retire coin packages and offers',
  'audit.read': 'Search and export the audit log',
  'jobs.read': 'See failed and pending jobs and webhooks',
  'jobs.retry': 'Retry a failed job or webhook',
  'staff.manage': 'Create staff members, change roles, reset second factors',
  'kyc.review':
    'Review KYC documents and identity-widget results, and read a player’s KYC panel (documents, identity checks, masked SSN)',
  'kyc.ssn.reveal': 'Reveal a player’s full SSN, with a reason (audited)',
  'redemptions.read': 'See redemption requests and what a reviewer needs',
  'redemptions.approve': 'Approve or reject redemption requests',
  'redemptions.rules.write':
    'Change the redemption risk rules and the auto-approval ceiling (a change that loosens them waits for a second admin)',
  'tax.report': 'See the yearly tax-threshold (1099-MISC) report and each tax year’s threshold',
  'tax.thresholds.write': 'Set the 1099-MISC threshold of a tax year, with a reason (audited)',
  'rewards.write':
    'Edit VIP tiers, the spin wheel’s segments and weights, and the welcome, daily and referral bonus amounts',
  'rg.read':
    'See a player’s limits, breaks, self-exclusions, closure and reality check with their history, and search the self-exclusion register',
  'rg.exclude': 'Self-exclude a player on their behalf, with a reason (never shortened or lifted)',
  'settings.write': 'Change back-office settings such as the adjustment approval threshold',
  'jurisdictions.write':
    'Change where sweepstakes play is allowed and each state’s minimum age, now or from a date, with a reason (audited)',
  'controls.approve':
    'Approve or reject another admin’s change that loosens a money control (a higher threshold or ceiling, a risk rule relaxed)',
  'playthrough.write':
    'Change how many times SC from each source must be played before it can be redeemed, with a reason (audited)',
  'amoe.write':
    'Work the free-entry (AMOE) queue: look up a request code with its player’s details and enter each card received by mail; a valid card credits the set SC once (audited)',
  'expiries.read': 'See the Sweeps Coins that expired after inactivity, and their reversals',
  'expiries.reverse':
    'Ask for the reversal of an SC expiry with a reason, or approve or reject another member’s request (audited)',
  'reconciliation.read':
    'See the reconciliation cases and runs, and the trial balance of a day with its CSV export',
  'reconciliation.resolve':
    'Resolve a reconciliation case with a note (audited), and reconcile a day again now',
  'disputes.read':
    'See chargebacks and disputes: what each reversed, what the player still owes, and its state',
  'disputes.resolve':
    'Collect what a player owes of a chargeback from their balances, or waive it, with a reason (audited)',
  'content.write':
    'Create, edit, schedule, order and retire banners, popups, promotions and content pages; roll a page back to an earlier version (every change audited with before and after)',
  'support.tickets':
    'Work the support inbox: read tickets (each view audited as personal data), assign them, reply to the player by email and write internal notes',
} as const;
export type Permission = keyof typeof PERMISSIONS;

const ALL = Object.keys(PERMISSIONS) as Permission[];

/** Role → permissions. `admin` has every permission, including staff management. */
export const ROLE_PERMISSIONS: Readonly<Record<StaffRole, readonly Permission[]>> = {
  support: [
    'dashboard.read',
    'players.read',
    'players.notes.write',
    'players.reset2fa',
    'expiries.read',
    'support.tickets',
  ],
  compliance: [
    'dashboard.read',
    'players.read',
    'players.notes.write',
    'players.restrict',
    'players.status',
    'players.reset2fa',
    'audit.read',
    'kyc.review',
    'kyc.ssn.reveal',
    'tax.report',
    'tax.thresholds.write',
    'rg.read',
    'rg.exclude',
    'jurisdictions.write',
    'playthrough.write',
    'redemptions.rules.write',
    'amoe.write',
    'expiries.read',
    'disputes.read',
    'reconciliation.read',
  ],
  finance: [
    'dashboard.read',
    'players.read',
    'players.notes.write',
    'purchases.refund',
    'adjustments.request',
    'adjustments.approve',
    'jobs.read',
    'redemptions.read',
    'redemptions.approve',
    'redemptions.rules.write',
    'tax.report',
    'expiries.read',
    'expiries.reverse',
    'disputes.read',
    'disputes.resolve',
    'reconciliation.read',
    'reconciliation.resolve',
  ],
  content: [
    'dashboard.read',
    'catalogue.write',
    'packages.write',
    'rewards.write',
    'content.write',
  ],
  admin: ALL,
};

export function roleCan(role: StaffRole, permission: Permission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

/** Minutes without a call after which a staff session ends. */
export const STAFF_IDLE_TIMEOUT_MINUTES = 30;

/** Minutes a re-authentication (password and code again) covers sensitive actions. */
export const STAFF_REAUTH_WINDOW_MINUTES = 5;

/** One-time recovery codes shown once at enrolment. */
export const STAFF_RECOVERY_CODE_COUNT = 10;
