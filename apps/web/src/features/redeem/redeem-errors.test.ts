import { describe, expect, it } from 'vitest';
import { dailyRedeemLimitMessage } from '@app/contracts/redeem-validation';
import { ApiError } from '../../lib/api-client';
import { redeemAnswerFailure, redeemFailure } from './redeem-errors';

const answered = (status: number, errorCode: number, description: string, field?: string) =>
  new ApiError(status, [
    { errorCode, name: 'X', description, ...(field === undefined ? {} : { field }) },
  ]);

describe('redeemFailure (SPEC §8 Redeem)', () => {
  it('shows the SPEC text of 3075, 3076, 3077, 3079 and 3093 whatever the server wrote', () => {
    const texts: Record<number, string> = {
      3075: 'You need to purchase a package first, to create a redeem request',
      3076: 'Please wait to request a redemption until your previous request has been completed.',
      3077: 'Redemption requests will be available once your payments have fully processed. Keep in mind it can take up to 12 hours for payments to fully process.',
      3079: 'You are restricted for this action.',
      3093: 'Withdraw request already exists, please wait for it to accept.',
    };
    for (const [code, text] of Object.entries(texts)) {
      expect(redeemFailure(answered(400, Number(code), 'server words'))).toEqual({
        kind: 'message',
        text,
        toStore: code === '3075',
      });
    }
  });

  it('tells a player who owes part of a chargeback why they cannot redeem (2360)', () => {
    expect(redeemFailure(answered(400, 2360, 'server words'))).toEqual({
      kind: 'message',
      text: 'Part of a payment you disputed (a chargeback) is still owed, so you cannot redeem right now. Please contact our support team.',
      toStore: false,
    });
  });

  it("shows 3086's description in the 'In Progress' modal", () => {
    expect(redeemFailure(answered(409, 3086, 'A payout is being processed.'))).toEqual({
      kind: 'inProgress',
      text: 'A payout is being processed.',
    });
    expect(redeemFailure(answered(409, 3086, ' '))).toEqual({ kind: 'inProgress' });
  });

  it("shows the 'In Progress' modal without a message for any other code", () => {
    expect(redeemFailure(answered(500, 1500, 'boom'))).toEqual({ kind: 'inProgress' });
    expect(redeemFailure(answered(404, 1004, 'Not found'))).toEqual({ kind: 'inProgress' });
    expect(redeemFailure(new ApiError(502, []))).toEqual({ kind: 'inProgress' });
    expect(redeemFailure(new Error('script error'))).toEqual({ kind: 'inProgress' });
  });

  it('shows the daily-limit answer with its own message', () => {
    const text = dailyRedeemLimitMessage(500, 120.5);
    expect(redeemFailure(answered(400, 2222, text))).toEqual({
      kind: 'message',
      text,
      toStore: false,
    });
  });

  it('names the state where redemption is not offered, as the server wrote it (3113)', () => {
    const text =
      'Prize redemption is not available in California (your address): sweepstakes play is not offered there.';
    expect(redeemFailure(answered(400, 3113, text))).toEqual({
      kind: 'message',
      text,
      toStore: false,
    });
  });

  it('opens the KYC flow for 2220 and the SSN form for 2221', () => {
    expect(redeemFailure(answered(400, 2220, 'KYC required'))).toEqual({ kind: 'kyc' });
    expect(redeemFailure(answered(400, 2221, 'SSN required'))).toEqual({ kind: 'ssn' });
  });

  it('puts a validation failure of a form field under that field', () => {
    expect(
      redeemFailure(
        answered(
          400,
          1000,
          'Requested redemption amount is less than 5 Redeemable SC coins',
          'amount',
        ),
      ),
    ).toEqual({
      kind: 'field',
      field: 'amount',
      text: 'Requested redemption amount is less than 5 Redeemable SC coins',
    });
    expect(redeemFailure(answered(400, 1000, 'bad', 'paymentType'))).toEqual({
      kind: 'inProgress',
    });
  });

  it('shows nothing more when no answer arrived or the session ended', () => {
    expect(redeemFailure(new ApiError(0, [], 'Network error'))).toEqual({ kind: 'none' });
    expect(redeemFailure(new ApiError(504, []))).toEqual({ kind: 'none' });
    expect(redeemFailure(answered(401, 1001, 'Please log in'))).toEqual({ kind: 'none' });
    expect(redeemFailure(answered(403, 3082, 'disabled'))).toEqual({ kind: 'none' });
  });
});

describe('redeemAnswerFailure (a non-success redeem answer)', () => {
  it('accepts a REDEEM_PROCESSING answer', () => {
    expect(redeemAnswerFailure({ status: 'REDEEM_PROCESSING', message: 'ok' })).toBeNull();
  });

  it('shows the message of a non-success answer, such as the daily limit', () => {
    const text = dailyRedeemLimitMessage(100, 20);
    expect(redeemAnswerFailure({ success: false, message: text })).toEqual({
      kind: 'message',
      text,
      toStore: false,
    });
    expect(redeemAnswerFailure({ success: false })).toEqual({ kind: 'inProgress' });
    expect(redeemAnswerFailure(undefined)).toEqual({ kind: 'inProgress' });
  });
});
