import type { TStaffEnrolRequest, TStaffEnrolResponse } from '@app/contracts/staff-auth';
import { apiRequest } from '../../lib/api-client';

export type TEnrolled = TStaffEnrolResponse['data'];

/** POST /staff/auth/enrol: the first code proves the authenticator works; answers the recovery codes. */
export function finishEnrolment(request: TStaffEnrolRequest): Promise<TEnrolled> {
  return apiRequest<TEnrolled>('/staff/auth/enrol', { method: 'POST', body: request });
}
