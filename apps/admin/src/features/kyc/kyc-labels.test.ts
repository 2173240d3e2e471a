import { describe, expect, it } from 'vitest';
import { DOCUMENT_STATUS } from '@app/contracts/constants';
import {
  DOCUMENT_STATUS_LABELS,
  DOCUMENT_TABS,
  documentQuery,
  identityWidgetLabel,
  isDecidable,
  isImage,
} from './kyc-labels';

describe('documents queue tabs', () => {
  it('are Pending, Verified, Declined and Re-requested, in that order', () => {
    expect(DOCUMENT_TABS.map((tab) => tab.label)).toEqual([
      'Pending',
      'Verified',
      'Declined',
      'Re-requested',
    ]);
  });

  it('ask the server for the status of the tab, from the given cursor', () => {
    expect(documentQuery('pending', undefined)).toEqual({ status: 0, cursor: undefined });
    expect(documentQuery('verified', 'abc')).toEqual({ status: 1, cursor: 'abc' });
    expect(documentQuery('declined', undefined).status).toBe(DOCUMENT_STATUS.DECLINED);
    expect(documentQuery('re-requested', undefined).status).toBe(DOCUMENT_STATUS.RE_REQUESTED);
  });

  it('label every tab as its status is labelled in the table', () => {
    for (const tab of DOCUMENT_TABS) expect(DOCUMENT_STATUS_LABELS[tab.status]).toBe(tab.label);
  });
});

describe('document decisions and previews', () => {
  it('only a pending document can be decided', () => {
    expect(isDecidable({ status: DOCUMENT_STATUS.PENDING })).toBe(true);
    for (const status of [1, 2, 3, 4] as const) expect(isDecidable({ status })).toBe(false);
  });

  it('draws png and jpeg as images and embeds PDFs', () => {
    expect(isImage({ fileType: 'png' })).toBe(true);
    expect(isImage({ fileType: 'jpeg' })).toBe(true);
    expect(isImage({ fileType: 'pdf' })).toBe(false);
  });
});

describe('identityWidgetLabel', () => {
  it('says when the player never used the widget', () => {
    expect(identityWidgetLabel(null)).toBe('Not used');
    expect(identityWidgetLabel('NEEDS_REVIEW')).toBe('Needs review');
  });
});
