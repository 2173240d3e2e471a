import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  ZStaffEnrolRequest,
  ZStaffEnrolResponse,
  ZStaffLoginRequest,
  ZStaffLoginResponse,
  ZStaffMeResponse,
  ZStaffReauthRequest,
} from '@app/contracts/staff-auth';
import type { ApiApp } from '../../platform/api-app';
import { AppError } from '../../platform/app-error';
import { staffView, type StaffAuthService, type StaffPrincipal } from './staff-auth.service';
import { STAFF_COOKIE, type StaffGuard } from './staff-guard';

const tags = ['staff'];

/** The staff member a guarded route runs as (the guard has set it). */
export function staffOf(request: FastifyRequest): StaffPrincipal {
  if (!request.staff) throw new AppError('StaffSessionRequired');
  return request.staff;
}

/** Who an audited staff action is by. */
export function actorOf(request: FastifyRequest) {
  const staff = staffOf(request);
  return { staffId: staff.id, staffEmail: staff.email, ip: staff.ip };
}

/** Staff sign-in (password, then TOTP), enrolment, re-authentication and sign-out. */
export function staffAuthRoutes(
  app: ApiApp,
  deps: { staffAuth: StaffAuthService; guard: StaffGuard; production: boolean },
) {
  const { staffAuth, guard } = deps;
  // A session cookie (no maxAge): the idle timeout on the server ends it sooner anyway.
  const cookieOptions = {
    path: '/',
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: deps.production,
  };
  const setCookie = (reply: FastifyReply, token: string) =>
    reply.setCookie(STAFF_COOKIE, token, cookieOptions);
  const client = (request: FastifyRequest) => ({
    ip: request.ip,
    userAgent: request.headers['user-agent'],
  });

  app.post(
    '/staff/auth/login',
    {
      schema: {
        tags,
        summary: 'Email, password and authenticator code; answers an enrolment the first time',
        body: ZStaffLoginRequest,
        response: { 200: ZStaffLoginResponse },
      },
    },
    async (request, reply) => {
      const result = await staffAuth.signIn(request.body, client(request));
      if (result.status === 'ENROL') return { data: result };
      setCookie(reply, result.token);
      return { data: { status: result.status, staff: result.staff } };
    },
  );

  app.post(
    '/staff/auth/enrol',
    {
      schema: {
        tags,
        summary: 'Proves the new authenticator with its first code; answers recovery codes once',
        body: ZStaffEnrolRequest,
        response: { 200: ZStaffEnrolResponse },
      },
    },
    async (request, reply) => {
      const { token, ...data } = await staffAuth.enrol(request.body, client(request));
      setCookie(reply, token);
      return { data };
    },
  );

  app.get(
    '/staff/auth/me',
    { schema: { tags, response: { 200: ZStaffMeResponse } }, onRequest: guard.authenticated() },
    async (request) => ({ data: { staff: staffView(staffOf(request)) } }),
  );

  app.post(
    '/staff/auth/reauth',
    {
      schema: {
        tags,
        summary: 'Password and code again, for the sensitive actions of the next few minutes',
        body: ZStaffReauthRequest,
        response: { 200: ZStaffMeResponse },
      },
      onRequest: guard.authenticated(),
    },
    async (request) => {
      await staffAuth.reauthenticate(staffOf(request), request.body);
      return { data: { staff: staffView(staffOf(request)) } };
    },
  );

  app.post(
    '/staff/auth/logout',
    { schema: { tags }, onRequest: guard.authenticated() },
    async (request, reply) => {
      await staffAuth.signOut(staffOf(request));
      reply.clearCookie(STAFF_COOKIE, cookieOptions);
      return { data: { message: 'You have signed out.' } };
    },
  );
}
