import type { SeedStep } from '../../db/seed';
import { syncIdentitySequence } from '../../db/seed-helpers';
import { kycDocumentLabels, kycSettings } from './kyc.tables';

/** The KYC document types and the KYC switches (game checks off so the demo is playable). */
export const kycSeed: SeedStep = {
  name: 'kyc-v1',
  async run(tx) {
    await tx
      .insert(kycDocumentLabels)
      .values([
        { documentLabelId: 1, name: { EN: 'Government ID' }, isRequired: true, sortOrder: 1 },
        { documentLabelId: 2, name: { EN: 'Proof of Address' }, isRequired: true, sortOrder: 2 },
        { documentLabelId: 3, name: { EN: 'Selfie with ID' }, isRequired: false, sortOrder: 3 },
      ])
      .onConflictDoNothing();
    await syncIdentitySequence(tx, kycDocumentLabels, kycDocumentLabels.documentLabelId);

    await tx
      .insert(kycSettings)
      .values({ id: 1, checks: false, isManualKyc: true, isGameAllow: true })
      .onConflictDoNothing();
  },
};
