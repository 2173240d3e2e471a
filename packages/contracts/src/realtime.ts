/**
 * Socket channels and event names (SPEC §7 Real-time channels). Kept free of
 * zod so the web app's socket code does not pull the validation library.
 */
export const WALLET_EVENTS = {
  BALANCE: 'USER_WALLET_BALANCE',
  INSUFFICIENT_BALANCE: 'INSUFFICIENT_BALANCE',
  TRANSACTION_STATUS: 'USER_TRANSACTION_STATUS',
  /** Staff suspended or closed the account or ended its sessions: sign out now. */
  SESSION_ENDED: 'SESSION_ENDED',
} as const;

/**
 * Why SESSION_ENDED was sent (its `data.reason`), so the signed-out page can say it: a break,
 * a self-exclusion or a closure by the player (decision 038), a password changed or reset, or
 * a sign-out from the sessions list of another device. Staff actions send none.
 */
export const SESSION_END_REASONS = [
  'break',
  'exclusion',
  'closed',
  'password',
  'signed_out_elsewhere',
] as const;
export type SessionEndReason = (typeof SESSION_END_REASONS)[number];

export const SOCKET_NAMESPACES = { WALLET: '/wallet', LIVE_WINNERS: '/live-winners' } as const;
export const LIVE_WINNER_EVENT = 'LIVE_WINNER';
