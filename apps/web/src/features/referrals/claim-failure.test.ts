import { describe, expect, it } from 'vitest';
import { ERRORS } from '@app/contracts/error-codes';
import { ApiError } from '../../lib/api-client';
import { claimFailureMessage } from './claim-failure';

const refusal = (code: number, status: number) =>
  new ApiError(status, [{ errorCode: code, name: 'x', description: 'server words' }]);

describe('claimFailureMessage', () => {
  it('is exactly SPEC’s “Error” for a refused claim, whatever the server said', () => {
    expect(claimFailureMessage(refusal(ERRORS.ReferralNothingToClaim.code, 409))).toBe('Error');
    expect(claimFailureMessage(refusal(ERRORS.InternalServerError.code, 500))).toBe('Error');
    expect(claimFailureMessage(new Error('boom'))).toBe('Error');
  });

  it('stays quiet when no answer arrived (the transport toasted it already)', () => {
    expect(claimFailureMessage(new ApiError(0, [], '', 'Network Error'))).toBeNull();
    expect(claimFailureMessage(new ApiError(504, [], 'Gateway Timeout'))).toBeNull();
  });
});
