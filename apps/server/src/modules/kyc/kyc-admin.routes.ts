import {
  ZDocumentQuery,
  ZIdentityCheckIdParam,
  ZIdentityCheckQuery,
  ZKycDocumentIdParam,
  ZKycSettingsUpdate,
  ZReviewReason,
} from '@app/contracts/kyc-admin';
import { ZPlayerIdParam } from '@app/contracts/players-admin';
import type { ApiApp } from '../../platform/api-app';
import { actorOf } from '../staff/staff-auth.routes';
import type { StaffGuard } from '../staff/staff-guard';
import type { IdentityVerdicts } from './identity-verdicts.service';
import { sendKycFile } from './kyc-files';
import type { KycReview } from './kyc-review.service';
import type { KycSettingsAdmin } from './kyc-settings.service';

const tags = ['kyc-admin'];

/** The KYC queue of the back office (routes listed in contracts kyc-admin.ts). */
export function kycAdminRoutes(
  app: ApiApp,
  deps: {
    review: KycReview;
    verdicts: IdentityVerdicts;
    settings: KycSettingsAdmin;
    guard: StaffGuard;
  },
) {
  const { review, verdicts, settings, guard } = deps;
  const reviewer = guard.require('kyc.review');

  app.get(
    '/admin/kyc/settings',
    { schema: { tags, summary: 'The KYC switches' }, onRequest: reviewer },
    async () => ({ data: await settings.read() }),
  );

  app.put(
    '/admin/kyc/settings',
    {
      schema: {
        tags,
        summary: 'Changes the KYC switches, live at once (re-authentication; audited)',
        body: ZKycSettingsUpdate,
      },
      onRequest: guard.require('settings.write', { reauth: true }),
    },
    async (request) => ({ data: await settings.update(actorOf(request), request.body) }),
  );

  app.get(
    '/admin/kyc/documents',
    {
      schema: {
        tags,
        summary: 'KYC documents by status, oldest first',
        querystring: ZDocumentQuery,
      },
      onRequest: reviewer,
    },
    async (request) => ({ data: await review.documents(request.query) }),
  );

  app.get(
    '/admin/kyc/documents/:documentId/file',
    {
      schema: { tags, summary: 'The document for the inline preview', params: ZKycDocumentIdParam },
      onRequest: reviewer,
    },
    async (request, reply) => {
      const file = await review.documentFile(request.params.documentId);
      return sendKycFile(reply, file.type, file.bytes);
    },
  );

  app.post(
    '/admin/kyc/documents/:documentId/approve',
    {
      schema: {
        tags,
        summary: 'Verifies a pending document (audited)',
        params: ZKycDocumentIdParam,
      },
      onRequest: reviewer,
    },
    async (request) => ({
      data: await review.approveDocument(actorOf(request), request.params.documentId),
    }),
  );

  app.post(
    '/admin/kyc/documents/:documentId/decline',
    {
      schema: {
        tags,
        summary: 'Declines a pending document with a reason, emailed to the player (audited)',
        params: ZKycDocumentIdParam,
        body: ZReviewReason,
      },
      onRequest: reviewer,
    },
    async (request) => ({
      data: await review.declineDocument(
        actorOf(request),
        request.params.documentId,
        request.body.reason,
      ),
    }),
  );

  app.post(
    '/admin/kyc/documents/:documentId/re-request',
    {
      schema: {
        tags,
        summary: 'Asks the player for the document again, with a reason (audited)',
        params: ZKycDocumentIdParam,
        body: ZReviewReason,
      },
      onRequest: reviewer,
    },
    async (request) => ({
      data: await review.reRequestDocument(
        actorOf(request),
        request.params.documentId,
        request.body.reason,
      ),
    }),
  );

  app.get(
    '/admin/kyc/identity-checks',
    {
      schema: {
        tags,
        summary: 'Identity-widget results by status (NEEDS_REVIEW by default)',
        querystring: ZIdentityCheckQuery,
      },
      onRequest: reviewer,
    },
    async (request) => ({ data: await review.identityChecks(request.query) }),
  );

  app.post(
    '/admin/kyc/identity-checks/:checkId/approve',
    {
      schema: {
        tags,
        summary: 'Approves a check left for review (audited)',
        params: ZIdentityCheckIdParam,
      },
      onRequest: reviewer,
    },
    async (request) => ({
      data: await verdicts.review(actorOf(request), request.params.checkId, 'approve', null),
    }),
  );

  app.post(
    '/admin/kyc/identity-checks/:checkId/decline',
    {
      schema: {
        tags,
        summary: 'Declines a check left for review, with a reason (audited)',
        params: ZIdentityCheckIdParam,
        body: ZReviewReason,
      },
      onRequest: reviewer,
    },
    async (request) => ({
      data: await verdicts.review(
        actorOf(request),
        request.params.checkId,
        'decline',
        request.body.reason,
      ),
    }),
  );

  app.get(
    '/admin/players/:userId/kyc',
    {
      schema: {
        tags,
        summary:
          'The KYC panel of a player: status, documents, identity checks, SSN masked (compliance and admin)',
        params: ZPlayerIdParam,
      },
      // KYC documents and the SSN are for KYC reviewers; support sees the status on the profile.
      onRequest: reviewer,
    },
    async (request) => ({ data: await review.playerKyc(request.params.userId) }),
  );

  app.post(
    '/admin/players/:userId/ssn/reveal',
    {
      schema: {
        tags,
        summary: 'Reveals the full SSN to compliance, with a reason (re-auth, audited)',
        params: ZPlayerIdParam,
        body: ZReviewReason,
      },
      onRequest: guard.require('kyc.ssn.reveal', { reauth: true }),
    },
    async (request) => ({
      data: await review.revealSsn(actorOf(request), request.params.userId, request.body.reason),
    }),
  );
}
