import { describe, expect, it } from 'vitest';
import { ERRORS } from '@app/contracts/error-codes';
import { ApiError } from '../../lib/api-client';
import { showClaimError } from './bonus-errors';

const refused = (code: number, description: string) =>
  new ApiError(400, [{ errorCode: code, name: 'Refused', description }]);

describe('a refused bonus claim', () => {
  it('sends the welcome bonus of an unverified email to the email dialog (3103)', () => {
    const error = refused(
      ERRORS.WelcomeBonusEmailNotVerified.code,
      ERRORS.WelcomeBonusEmailNotVerified.message,
    );
    expect(showClaimError(error)).toEqual({ bonusGone: false, emailNotVerified: true });
  });

  it('closes the dialog of a bonus that is gone', () => {
    const error = refused(ERRORS.BonusAlreadyClaimed.code, ERRORS.BonusAlreadyClaimed.message);
    expect(showClaimError(error)).toEqual({ bonusGone: true, emailNotVerified: false });
  });

  it('keeps the dialog open for anything else (the player may try again)', () => {
    expect(showClaimError(new Error('offline'))).toEqual({
      bonusGone: false,
      emailNotVerified: false,
    });
  });
});
