import { AppError } from '../../platform/app-error';
import type { PurchaseLimitBreach } from '../responsible-gambling/responsible-gambling.service';

/**
 * A purchase over one of the player's own responsible-gambling limits: the
 * init-pay call answers it as `limitCheck.message`, the other purchase calls
 * as error 3088 with the same message.
 */
export class PurchaseLimitError extends AppError {
  constructor(readonly breach: PurchaseLimitBreach) {
    super('DepositLimitReached', breach.message);
  }
}
