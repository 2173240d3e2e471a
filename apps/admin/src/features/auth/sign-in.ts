import type { TStaffLoginRequest, TStaffLoginResponse } from '@app/contracts/staff-auth';
import { apiRequest } from '../../lib/api-client';

export type TStaffLoginResult = TStaffLoginResponse['data'];
export type TEnrolment = Extract<TStaffLoginResult, { status: 'ENROL' }>;

/** POST /staff/auth/login: a session, or the authenticator enrolment to finish first. */
export function signIn(request: TStaffLoginRequest): Promise<TStaffLoginResult> {
  return apiRequest<TStaffLoginResult>('/staff/auth/login', { method: 'POST', body: request });
}
