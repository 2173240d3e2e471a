import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { roleCan, type Permission } from '@app/contracts/staff-permissions';
import { AppError } from '../../platform/app-error';
import type { StaffAuthService, StaffPrincipal } from './staff-auth.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The staff member behind the gs_staff cookie, once a staff guard has run. */
    staff: StaffPrincipal | null;
  }
}

/** The back-office session cookie: separate from a player's gs_session. */
export const STAFF_COOKIE = 'gs_staff';

/** A staff route as the guard registry knows it (the permission table walk reads these). */
export interface StaffRoute {
  method: string;
  url: string;
  permission: Permission | null;
  reauth: boolean;
}

type StaffHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
const RULE = Symbol('staff-rule');
type TaggedHook = StaffHook & { [RULE]?: { permission: Permission | null; reauth: boolean } };

/** A staff call the permission table refused (403 4005): who, as which role, tried what. */
export interface RefusedStaffCall {
  staff: StaffPrincipal;
  method: string;
  /** The route's pattern (`/api/v1/admin/players/:userId/kyc`), never the URL with its values. */
  route: string;
  permission: Permission;
}

/**
 * onRequest hooks for staff routes (before the body is parsed): no live staff session → 401 4003
 * (a player's session does not count), a role without the permission → 403 4005, a sensitive
 * action without a recent re-authentication → 401 4004. Every route using one is listed in
 * `routes`, so tests walk the whole permission table. A refused call is handed to `onRefused`
 * (the audit log) before the 403 is answered; its failure is logged and never changes the 403.
 */
export function createStaffGuard(
  staffAuth: StaffAuthService,
  options: { onRefused?: (call: RefusedStaffCall) => Promise<void> } = {},
) {
  const routes: StaffRoute[] = [];

  async function refuse(request: FastifyRequest, staff: StaffPrincipal, permission: Permission) {
    const call = {
      staff,
      method: request.method,
      route: request.routeOptions.url ?? '',
      permission,
    };
    try {
      await options.onRefused?.(call);
    } catch (error) {
      request.log.warn({ err: error }, 'could not audit a refused staff call');
    }
    return new AppError('StaffPermissionDenied');
  }

  async function principal(request: FastifyRequest): Promise<StaffPrincipal> {
    const token = request.cookies[STAFF_COOKIE];
    const staff = token ? await staffAuth.resolve(token, request.ip) : null;
    if (!staff) throw new AppError('StaffSessionRequired');
    request.staff = staff;
    return staff;
  }

  function tagged(permission: Permission | null, reauth: boolean, hook: StaffHook) {
    const tagged: TaggedHook = hook;
    tagged[RULE] = { permission, reauth };
    return tagged as onRequestHookHandler;
  }

  return {
    routes,

    /** Any signed-in staff member (their own session: me, re-authenticate, sign out). */
    authenticated(): onRequestHookHandler {
      return tagged(null, false, async (request) => {
        await principal(request);
      });
    },

    /** A member whose role has `permission` (and, with reauth, who re-authenticated recently). */
    require(permission: Permission, options: { reauth?: boolean } = {}): onRequestHookHandler {
      const reauth = options.reauth ?? false;
      return tagged(permission, reauth, async (request) => {
        const staff = await principal(request);
        if (!roleCan(staff.role, permission)) throw await refuse(request, staff, permission);
        if (reauth && !staffAuth.recentlyReauthenticated(staff))
          throw new AppError('StaffReauthRequired');
      });
    },

    /** Adds request.staff and records every route guarded here (call before routes are added). */
    register(app: FastifyInstance) {
      app.decorateRequest('staff', null);
      app.addHook('onRoute', (route) => {
        const hooks = [route.onRequest ?? []].flat() as TaggedHook[];
        const rule = hooks.find((hook) => hook[RULE])?.[RULE];
        if (!rule) {
          // Every operator route is a staff route: one without a guard does not start.
          if (route.url.startsWith('/api/v1/admin'))
            throw new Error(`${route.url} has no staff guard (staffGuard.require)`);
          return;
        }
        for (const method of [route.method].flat())
          if (method !== 'HEAD') routes.push({ method, url: route.url, ...rule });
      });
    },
  };
}

export type StaffGuard = ReturnType<typeof createStaffGuard>;
