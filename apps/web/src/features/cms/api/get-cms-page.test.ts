import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { isMissingPage } from './get-cms-page';

const apiError = (status: number) =>
  new ApiError(status, [{ errorCode: 1004, name: 'NotFound', description: 'No page' }]);

describe('isMissingPage', () => {
  it('is true when the server says the slug names no page', () => {
    expect(isMissingPage(apiError(404))).toBe(true);
    expect(isMissingPage(apiError(400))).toBe(true);
  });

  it('is false for failures that a retry may mend', () => {
    expect(isMissingPage(apiError(500))).toBe(false);
    expect(isMissingPage(apiError(0))).toBe(false);
    expect(isMissingPage(new Error('offline'))).toBe(false);
  });
});
