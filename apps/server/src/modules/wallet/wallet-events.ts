import { EventEmitter } from 'node:events';
import type { TRedemptionStatusEvent } from '@app/contracts/redemptions';

/** What the wallet tells the realtime module after a commit (SPEC §7 wallet channel). */
export interface WalletBalanceEvent {
  userId: number;
  gcCoin: number;
  scCoin: number;
  wsc: number;
  isCredit: boolean;
}

export interface WalletEventMap {
  balance: [WalletBalanceEvent];
  insufficientBalance: [{ userId: number }];
  /** A purchase's status (1 / 2, or success and reason) or a redemption's move (decision 030). */
  transactionStatus: [
    {
      userId: number;
      status: number | { success: boolean; reasonText: string } | TRedemptionStatusEvent;
      /** A purchase's reference: the page that already showed its result shows it once. */
      referenceId?: string;
    },
  ];
}

export type WalletEvents = EventEmitter<WalletEventMap>;

export function createWalletEvents(): WalletEvents {
  const events = new EventEmitter<WalletEventMap>();
  events.setMaxListeners(50);
  return events;
}
