import { describe, expect, it } from 'vitest';
import type { TKycLabel, TUserDocument } from '@app/contracts/kyc';
import { ApiError } from '../../lib/api-client';
import {
  documentHistory,
  documentState,
  isImageDocument,
  requiredLabels,
  uploadBlocked,
} from './document-state';
import { initKycAnswerOutcome, initKycErrorOutcome } from './init-kyc-outcome';
import { kycFileError } from './kyc-file-check';
import { readWidgetMessage, widgetOrigin } from './widget-message';

const answered = (errorCode: number, description = 'server words') =>
  new ApiError(400, [{ errorCode, name: 'X', description }]);

const doc = (documentId: number, status: TUserDocument['status'], createdAt: string) =>
  ({
    documentId,
    documentName: `id-${documentId}.png`,
    documentUrl: { docUrl: `/api/v1/kyc/documents/${documentId}` },
    status,
    reason: status === 2 ? 'Blurry photo' : null,
    createdAt,
    updatedAt: createdAt,
  }) satisfies TUserDocument;

const label = (
  id: number,
  documents: TUserDocument[],
  extra: Partial<TKycLabel> = {},
): TKycLabel => ({
  documentLabelId: id,
  name: { EN: `Label ${id}` },
  isRequired: true,
  isActive: true,
  usersDocuments: documents,
  ...extra,
});

describe('init-kyc outcomes (SPEC §8 KYC)', () => {
  it('opens the widget at its address on success', () => {
    expect(
      initKycAnswerOutcome({ success: true, verification: { url: '/sandbox/identity/abc' } }),
    ).toEqual({ kind: 'widget', url: '/sandbox/identity/abc' });
  });

  it('shows the verification failed modal when success is false', () => {
    const outcome = initKycAnswerOutcome({ success: false, verification: null });
    expect(outcome).toMatchObject({
      kind: 'notice',
      notice: { text: 'Your Verification Has Been failed! Please Contact our support team.' },
    });
  });

  it('opens the restricted-purchase modal with Go To Store for 3035', () => {
    expect(initKycErrorOutcome(answered(3035))).toMatchObject({
      kind: 'notice',
      notice: { action: { label: 'Go To Store', to: '/user/store' } },
    });
  });

  it("says 'KYC has already been verified' for 3072 and 'KYC Verification is in Progress' for 3073", () => {
    expect(initKycErrorOutcome(answered(3072))).toMatchObject({
      notice: { title: 'KYC has already been verified' },
    });
    expect(initKycErrorOutcome(answered(3073))).toMatchObject({
      notice: { title: 'KYC Verification is in Progress' },
    });
  });

  it('leaves other failures to the usual error placement', () => {
    const error = answered(1500);
    expect(initKycErrorOutcome(error)).toEqual({ kind: 'error', error });
  });
});

describe('identity widget messages', () => {
  const origin = 'https://casino.test';

  it('reads FINISHED and CANCELLED from the widget origin only', () => {
    const expected = widgetOrigin('/sandbox/identity/abc', origin);
    expect(expected).toBe(origin);
    expect(
      readWidgetMessage({ origin, data: { type: 'identity-widget', event: 'FINISHED' } }, expected),
    ).toBe('FINISHED');
    expect(
      readWidgetMessage(
        { origin, data: { type: 'identity-widget', event: 'CANCELLED' } },
        expected,
      ),
    ).toBe('CANCELLED');
    expect(
      readWidgetMessage(
        { origin: 'https://evil.test', data: { type: 'identity-widget', event: 'FINISHED' } },
        expected,
      ),
    ).toBeNull();
  });

  it('ignores other messages', () => {
    expect(
      readWidgetMessage({ origin, data: { type: 'other', event: 'FINISHED' } }, origin),
    ).toBeNull();
    expect(
      readWidgetMessage({ origin, data: { type: 'identity-widget', event: 'X' } }, origin),
    ).toBeNull();
    expect(readWidgetMessage({ origin, data: 'FINISHED' }, origin)).toBeNull();
    expect(readWidgetMessage({ origin, data: null }, null)).toBeNull();
  });
});

describe('document states (SPEC §4 Document status)', () => {
  it('blocks upload while the newest upload is pending or verified', () => {
    expect(documentState(label(1, []))).toEqual({ kind: 'empty' });
    const pending = documentState(
      label(1, [doc(1, 2, '2026-01-01T00:00:00Z'), doc(2, 0, '2026-01-02T00:00:00Z')]),
    );
    expect(pending.kind).toBe('pending');
    expect(uploadBlocked(pending)).toBe(true);
    expect(uploadBlocked(documentState(label(1, [doc(3, 1, '2026-01-01T00:00:00Z')])))).toBe(true);
  });

  it('offers a new upload with the reason when the newest one was declined', () => {
    const state = documentState(
      label(1, [doc(1, 0, '2026-01-01T00:00:00Z'), doc(2, 2, '2026-01-03T00:00:00Z')]),
    );
    expect(state.kind).toBe('declined');
    expect(state.kind === 'declined' && state.document.reason).toBe('Blurry photo');
    expect(uploadBlocked(state)).toBe(false);
    expect(documentState(label(1, [doc(1, 3, '2026-01-01T00:00:00Z')])).kind).toBe('reRequested');
    expect(documentState(label(1, [doc(1, 4, '2026-01-01T00:00:00Z')])).kind).toBe('cancelled');
  });

  it('makes one tab per required, active label', () => {
    const labels = [
      label(1, []),
      label(2, [], { isRequired: false }),
      label(3, [], { isActive: false }),
      label(4, []),
    ];
    expect(requiredLabels(labels).map((l) => l.documentLabelId)).toEqual([1, 4]);
  });

  it('lists every upload newest first for the Documents History table', () => {
    const history = documentHistory([
      label(1, [doc(1, 1, '2026-01-01T00:00:00Z')]),
      label(2, [doc(2, 0, '2026-01-05T00:00:00Z')]),
    ]);
    expect(history.map((row) => [row.label, row.document.documentId])).toEqual([
      ['Label 2', 2],
      ['Label 1', 1],
    ]);
    expect(isImageDocument({ documentName: 'passport.JPG' })).toBe(true);
    expect(isImageDocument({ documentName: 'statement.pdf' })).toBe(false);
  });
});

describe('kycFileError (SPEC §5 Document upload)', () => {
  it('accepts PNG, JPEG, JPG and PDF up to the size limit', () => {
    expect(kycFileError({ name: 'id.png', type: 'image/png', size: 1000 })).toBeNull();
    expect(kycFileError({ name: 'id.jpg', type: 'image/jpeg', size: 1000 })).toBeNull();
    expect(
      kycFileError({ name: 'id.pdf', type: 'application/pdf', size: 5 * 1024 * 1024 }),
    ).toBeNull();
  });

  it('refuses other types and files over 5 MB with their messages', () => {
    expect(kycFileError({ name: 'id.gif', type: 'image/gif', size: 10 })).toBe(
      'Please select a PNG, JPEG, JPG, or PDF file.',
    );
    expect(kycFileError({ name: 'id.png', type: 'application/pdf', size: 10 })).toBe(
      'Please select a PNG, JPEG, JPG, or PDF file.',
    );
    expect(
      kycFileError({ name: 'id.pdf', type: 'application/pdf', size: 5 * 1024 * 1024 + 1 }),
    ).toBe('The file must be 5 MB or smaller.');
  });
});
