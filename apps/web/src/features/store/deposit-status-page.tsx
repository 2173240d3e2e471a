import { DepositStatus } from '../payments/deposit-status-view';

/** /user/store/deposit-status: where card, bank and fiat providers send the player back (public). */
export function DepositStatusPage() {
  return <DepositStatus />;
}
