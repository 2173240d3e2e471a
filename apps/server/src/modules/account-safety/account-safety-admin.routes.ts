import {
  ZPlayerSafetyResponse,
  ZRegisterSearchQuery,
  ZRegisterSearchResponse,
  ZRestrictionResponse,
  ZStaffExcludeRequest,
} from '@app/contracts/account-safety';
import { ZPlayerIdParam } from '@app/contracts/players-admin';
import type { Db } from '../../db/database';
import type { ApiApp } from '../../platform/api-app';
import type { AuditService } from '../audit/audit.service';
import { actorOf } from '../staff/staff-auth.routes';
import type { StaffGuard } from '../staff/staff-guard';
import type { AccountSafetyService } from './account-safety.service';
import type { SafetyGates } from './safety-gates';

const tags = ['back office: account safety'];

/**
 * Compliance: a player's breaks, exclusions, closure and reality check with their history; a
 * self-exclusion applied on the player's behalf (never shortened or lifted); the register search.
 */
export function accountSafetyAdminRoutes(
  app: ApiApp,
  deps: {
    db: Db;
    safety: AccountSafetyService;
    gates: SafetyGates;
    guard: StaffGuard;
    audit: AuditService;
  },
) {
  const { safety, gates, guard, audit } = deps;

  app.get(
    '/admin/players/:userId/account-safety',
    {
      schema: {
        tags,
        summary: "The player's breaks, exclusions, closure and reality check, with history",
        params: ZPlayerIdParam,
        response: { 200: ZPlayerSafetyResponse },
      },
      onRequest: guard.require('rg.read'),
    },
    async (request) => ({ data: await safety.playerView(request.params.userId) }),
  );

  app.post(
    '/admin/players/:userId/self-exclusion',
    {
      schema: {
        tags,
        summary: 'Self-excludes the player on their behalf, with a reason (audited)',
        params: ZPlayerIdParam,
        body: ZStaffExcludeRequest,
        response: { 200: ZRestrictionResponse },
      },
      onRequest: guard.require('rg.exclude', { reauth: true }),
    },
    async (request) => ({
      data: await safety.selfExclude(request.params.userId, request.body.period, {
        actor: actorOf(request),
        reason: request.body.reason,
      }),
    }),
  );

  app.get(
    '/admin/exclusion-register',
    {
      schema: {
        tags,
        summary: 'Searches the self-exclusion register by an exact email, phone or SSN (audited)',
        querystring: ZRegisterSearchQuery,
        response: { 200: ZRegisterSearchResponse },
      },
      onRequest: guard.require('rg.read'),
    },
    async (request) => {
      const { email, phone, ssn } = request.query;
      const rows = await gates.heldEntries({ email, phone, ssn });
      const kind = email ? 'email' : phone ? 'phone' : 'ssn';
      // What was searched is personal data: the audit keeps the kind and the count only.
      await audit.record(deps.db, actorOf(request), {
        action: 'exclusion-register.search',
        detail: { kind, found: rows.length },
      });
      return {
        data: {
          rows: rows.map((r) => ({
            ...r,
            startsAt: r.startsAt.toISOString(),
            endsAt: r.endsAt?.toISOString() ?? null,
          })),
        },
      };
    },
  );
}
