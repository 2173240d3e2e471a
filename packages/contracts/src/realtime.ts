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

export const SOCKET_NAMESPACES = { WALLET: '/wallet', LIVE_WINNERS: '/live-winners' } as const;
export const LIVE_WINNER_EVENT = 'LIVE_WINNER';
