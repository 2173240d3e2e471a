import type { Db, DbOrTx } from '../../db/database';
import type { ApiApp } from '../../platform/api-app';
import type { FieldCipher } from '../../platform/field-encryption';
import type { Mailer } from '../../platform/mailer';
import type { AuditService } from '../audit/audit.service';
import type { StaffGuard } from '../staff/staff-guard';
import { createIdentityVerdicts } from './identity-verdicts.service';
import type { IdentityProvider } from './identity-provider';
import { kycAdminRoutes } from './kyc-admin.routes';
import { createKycFiles } from './kyc-files';
import { createKycReview } from './kyc-review.service';
import { createKycSettings } from './kyc-settings.service';
import { kycRoutes } from './kyc.routes';
import { createKycService } from './kyc.service';
import { createSsnStore } from './ssn.service';
import { missingW9Items, type W9Profile } from './w9';

/** KYC: the player's calls, the identity widget's verdicts and the back office's queue. */
export function createKycModule(deps: {
  db: Db;
  cipher: FieldCipher;
  audit: AuditService;
  mailer: Mailer;
  /** Where KYC documents are kept (not served as static files). */
  documentsDir: string;
  identity: IdentityProvider | undefined;
  /** The secret identity webhooks are signed with. */
  webhookSecret: string;
  siteUrl: string;
  assertIdentityFree?: (identity: { ssn: string }, ownUserId: number) => Promise<void>;
  /** The player's legal name and address (the users module's profile), for the W-9. */
  legalIdentity: (userId: number, tx: DbOrTx) => Promise<W9Profile | undefined>;
}) {
  const { db, audit, mailer, siteUrl } = deps;
  const files = createKycFiles(deps.documentsDir, deps.cipher);
  const ssn = createSsnStore({
    db,
    cipher: deps.cipher,
    assertIdentityFree: deps.assertIdentityFree,
  });
  const kyc = createKycService({ db, files, ssn, identity: deps.identity });
  const verdicts = createIdentityVerdicts({
    db,
    audit,
    mailer,
    secret: deps.webhookSecret,
    siteUrl,
  });
  const review = createKycReview({ db, files, ssn, audit, mailer, siteUrl });
  const settings = createKycSettings({ db, audit });
  return {
    kyc,
    /** True when the player gave an SSN (redemptions: the tax year’s threshold, decision 051). */
    ssnOnFile: (userId: number, tx?: DbOrTx) => kyc.ssnOnFile(userId, tx),
    /**
     * What the player's W-9 lacks: legal name, address, SSN (decision 051); empty when complete.
     * Read in the caller's transaction when given.
     */
    w9Missing: async (userId: number, tx: DbOrTx = db) =>
      missingW9Items(await deps.legalIdentity(userId, tx), await kyc.ssnOnFile(userId, tx)),
    /** '***-**-1234', or null when the player gave none (the tax report). */
    maskedSsn: async (userId: number) => (await ssn.masked(userId))?.masked ?? null,
    routes(api: ApiApp, guard: StaffGuard) {
      kycRoutes(api, { kyc, verdicts, identityProvider: deps.identity?.name });
      kycAdminRoutes(api, { review, verdicts, settings, guard });
    },
  };
}

export type KycModule = ReturnType<typeof createKycModule>;
