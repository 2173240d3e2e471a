import { eq } from 'drizzle-orm';
import type { TKycSettings } from '@app/contracts/kyc';
import type { TKycSettingsUpdate } from '@app/contracts/kyc-admin';
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/unit-of-work';
import type { AuditActor, AuditService } from '../audit/audit.service';
import { findKycSettings } from './kyc.repository';
import { kycSettings } from './kyc.tables';

const view = (row: TKycSettings): TKycSettings => ({
  checks: row.checks,
  isManualKyc: row.isManualKyc,
  isGameAllow: row.isGameAllow,
});

/** The KYC switches as operators change them in the back office (audited, live at once). */
export function createKycSettings(deps: { db: Db; audit: AuditService }) {
  const { db, audit } = deps;
  return {
    async read(): Promise<TKycSettings> {
      const row = await findKycSettings(db);
      if (!row) throw new Error('kyc_settings row missing (seed not run)');
      return view(row);
    },

    update(actor: AuditActor, next: TKycSettingsUpdate): Promise<TKycSettings> {
      return inTransaction(db, async ({ tx }) => {
        const [before] = await tx
          .select()
          .from(kycSettings)
          .where(eq(kycSettings.id, 1))
          .for('update');
        if (!before) throw new Error('kyc_settings row missing (seed not run)');
        const [after] = await tx
          .update(kycSettings)
          .set({ ...next, updatedAt: new Date() })
          .where(eq(kycSettings.id, 1))
          .returning();
        await audit.record(tx, actor, {
          action: 'kyc.settings.update',
          target: 'kyc-settings',
          before: view(before),
          after: view(after!),
        });
        return view(after!);
      });
    },
  };
}
export type KycSettingsAdmin = ReturnType<typeof createKycSettings>;
