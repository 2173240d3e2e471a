import type { Db } from '../../db/database';
import { AppError } from '../../platform/app-error';
import type { AuditActor, AuditService } from '../audit/audit.service';
import { providerByName } from './provider-by-name';
import { ProviderUnavailableError, type PaymentProviders } from './providers';
import * as repo from './purchases.repository';

/** Operator actions on purchases and on a player's payment switches. */
export function createPaymentAdminService(deps: {
  db: Db;
  providers: PaymentProviders;
  audit: AuditService;
}) {
  const { db, providers, audit } = deps;

  return {
    /**
     * Asks the provider to refund a succeeded purchase. The coins are taken
     * back when the provider's payment.refunded webhook arrives, like any
     * other event.
     */
    async requestRefund(actor: AuditActor, referenceId: string) {
      const purchase = await repo.findPurchase(db, referenceId);
      if (!purchase) throw new AppError('NotFound', 'No payment was found with this reference.');
      if (purchase.status !== 'succeeded') {
        throw new AppError(
          'ValidationError',
          `Only a succeeded purchase can be refunded; this one is ${purchase.status}.`,
        );
      }
      try {
        await providerByName(providers, purchase.provider).refund(referenceId);
      } catch (error) {
        if (error instanceof ProviderUnavailableError)
          throw new AppError('PaymentProviderUnavailable');
        const reason = error instanceof Error ? error.message : 'it was refused';
        throw new AppError('ValidationError', `The provider did not accept the refund: ${reason}`);
      }
      await audit.record(db, actor, {
        action: 'purchase.refund',
        playerId: purchase.userId,
        target: `purchase:${referenceId}`,
        before: { status: purchase.status },
        after: { refundRequested: true },
      });
      return {
        referenceId,
        status: purchase.status,
        message:
          'Refund requested. The coins are taken back when the provider confirms the refund.',
      };
    },
  };
}

export type PaymentAdminService = ReturnType<typeof createPaymentAdminService>;
