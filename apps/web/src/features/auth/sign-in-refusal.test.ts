import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { signInRefusal } from './sign-in-refusal';

const refused = (errorCode: number, description: string) =>
  new ApiError(423, [{ errorCode, name: '', description }]);

describe('signInRefusal', () => {
  it('turns a break or self-exclusion refusal into a notice with the server’s reason and date', () => {
    expect(signInRefusal(refused(2320, 'You are taking a break from play until Nov 26'))).toEqual({
      title: 'You are taking a break',
      text: 'You are taking a break from play until Nov 26',
      tone: 'pending',
    });
    expect(signInRefusal(refused(2321, 'Excluded permanently'))?.title).toBe(
      'You have excluded yourself',
    );
    expect(signInRefusal(refused(2323, 'Reopens on Nov 27'))?.text).toBe('Reopens on Nov 27');
  });

  it('leaves every other login error to the usual placement', () => {
    expect(signInRefusal(refused(3065, 'Incorrect password.'))).toBeNull();
    expect(
      signInRefusal(new ApiError(403, [{ errorCode: 3082, name: '', description: 'x' }])),
    ).toBeNull();
  });
});
