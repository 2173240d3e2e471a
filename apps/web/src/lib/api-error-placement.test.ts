import { describe, expect, it } from 'vitest';
import { ApiError, type ApiErrorDetail } from './api-client';
import { GENERIC_ERROR_MESSAGE, fieldsNamed, placeApiError } from './api-error-placement';

const item = (errorCode: number, description: string, field?: string): ApiErrorDetail => ({
  errorCode,
  name: 'Error',
  description,
  ...(field ? { field } : {}),
});

const failure = (status: number, items: ApiErrorDetail[], statusText = '') =>
  new ApiError(status, items, statusText);

describe('where a failed call shows its message (SPEC §8)', () => {
  it('puts the inline codes of a form under their field', () => {
    const error = failure(409, [item(3007, 'Email already exists.')]);
    expect(placeApiError(error, { inline: { 3007: 'email' } })).toEqual([
      { kind: 'field', field: 'email', message: 'Email already exists.' },
    ]);
  });

  it('toasts codes the form does not place inline', () => {
    const error = failure(404, [item(3052, 'Please first sign up for login')]);
    expect(placeApiError(error, { inline: { 3064: 'email', 3065: 'password' } })).toEqual([
      { kind: 'toast', message: 'Please first sign up for login' },
    ]);
  });

  it('shows a validation failure under the field it names, renamed to the form field', () => {
    const error = failure(400, [
      item(1000, 'Please read and accept terms and conditions', 'isTermsAccepted'),
    ]);
    expect(
      placeApiError(error, { fields: { isTermsAccepted: 'termsAccept', ...fieldsNamed('email') } }),
    ).toEqual([
      {
        kind: 'field',
        field: 'termsAccept',
        message: 'Please read and accept terms and conditions',
      },
    ]);
  });

  it('toasts a validation failure on a property the form does not show', () => {
    const error = failure(400, [item(1000, 'Browser is required', 'browser')]);
    expect(placeApiError(error, { fields: fieldsNamed('email') })).toEqual([
      { kind: 'toast', message: 'Browser is required' },
    ]);
  });

  it('toasts the status text of a 429', () => {
    const error = failure(429, [item(1029, 'Too Many Requests')], 'Too Many Requests');
    expect(placeApiError(error, { inline: { 1029: 'phone' } })).toEqual([
      { kind: 'toast', message: 'Too Many Requests' },
    ]);
  });

  it('toasts only the first description when asked (profile errors)', () => {
    const error = failure(400, [item(1000, 'First problem', 'city'), item(1000, 'Second problem')]);
    expect(placeApiError(error, { firstAsToast: true, fields: fieldsNamed('city') })).toEqual([
      { kind: 'toast', message: 'First problem' },
    ]);
  });

  it('shows nothing more when the transport rules already acted', () => {
    expect(placeApiError(failure(0, []))).toEqual([]);
    expect(placeApiError(failure(504, []))).toEqual([]);
    expect(placeApiError(failure(401, [item(3008, 'Your session has expired.')]))).toEqual([]);
    expect(placeApiError(failure(403, [item(3082, 'Your account has been disabled.')]))).toEqual(
      [],
    );
  });

  it('falls back to the status text, and to a generic message for non-API errors', () => {
    expect(placeApiError(failure(500, [], 'Internal Server Error'))).toEqual([
      { kind: 'toast', message: 'Internal Server Error' },
    ]);
    expect(placeApiError(new TypeError('boom'))).toEqual([
      { kind: 'toast', message: GENERIC_ERROR_MESSAGE },
    ]);
  });
});
