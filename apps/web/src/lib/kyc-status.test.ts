import { describe, expect, it } from 'vitest';
import { awaitsWidgetVerdict, isKycApproved, kycBlocksGame } from './kyc-status';

describe('KYC status rules (SPEC §4)', () => {
  it('counts APPROVED, COMPLETED and SUCCESS as verified for redeeming', () => {
    for (const status of ['APPROVED', 'COMPLETED', 'SUCCESS'])
      expect(isKycApproved(status)).toBe(true);
    for (const status of [null, undefined, '', 'IN_PROGRESS', 'DECLINED', 'NOT_STARTED']) {
      expect(isKycApproved(status)).toBe(false);
    }
  });

  it('opens the KYC modal instead of a game only when the checks are on and kycStatus is not APPROVED', () => {
    expect(kycBlocksGame({ checks: true }, 'IN_PROGRESS')).toBe(true);
    expect(kycBlocksGame({ checks: true }, null)).toBe(true);
    // Play Now needs APPROVED itself; COMPLETED and SUCCESS do not open games.
    expect(kycBlocksGame({ checks: true }, 'COMPLETED')).toBe(true);
    expect(kycBlocksGame({ checks: true }, 'APPROVED')).toBe(false);
    expect(kycBlocksGame({ checks: false }, null)).toBe(false);
    expect(kycBlocksGame(null, null)).toBe(false);
  });

  it('waits for the widget verdict while the widget status is REQUESTED', () => {
    expect(awaitsWidgetVerdict({ identityVerificationStatus: 'REQUESTED' })).toBe(true);
    expect(awaitsWidgetVerdict({ identityVerificationStatus: 'APPROVED' })).toBe(false);
    expect(awaitsWidgetVerdict({})).toBe(false);
  });
});
