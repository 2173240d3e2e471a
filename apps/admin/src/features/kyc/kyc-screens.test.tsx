// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import type { TKycQueueDocument, TPlayerKyc } from '@app/contracts/kyc-admin';
import { buttonNamed, fakeServer, renderAs, settle, typeInto } from '../../test/staff-render';
import { DocumentsQueue } from './documents-queue';
import { PlayerKycPanel } from './player-kyc-panel';
import { SSN_REVEAL_AUDITED_NOTE } from './reveal-ssn-button';

const PASSPORT: TKycQueueDocument = {
  documentId: 31,
  userId: 7,
  username: 'lucky7',
  email: 'l***@example.com',
  labelName: 'Passport',
  documentName: 'passport.png',
  fileType: 'png',
  fileUrl: '/api/v1/admin/kyc/documents/31/file',
  status: 0,
  reason: null,
  reviewedBy: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
};
const BANK_STATEMENT: TKycQueueDocument = {
  ...PASSPORT,
  documentId: 32,
  labelName: 'Bank statement',
  documentName: 'statement.pdf',
  fileType: 'pdf',
  fileUrl: '/api/v1/admin/kyc/documents/32/file',
};
const PLAYER_KYC: TPlayerKyc = {
  kycStatus: 'IN_PROGRESS',
  identityWidgetStatus: 'NEEDS_REVIEW',
  documents: [PASSPORT],
  identityChecks: [],
  ssn: { masked: '***-**-6789' },
};

/** What GET /admin/players/7 says of the player, to compare with the document. */
const PLAYER_ON_FILE = {
  id: 7,
  username: 'lucky7',
  firstName: 'Jordan',
  lastName: 'Rivers',
  dateOfBirth: '1990-04-12',
  address: '12 Main Street, Austin, TX, 73301',
};

let unmount: (() => void) | undefined;
afterEach(() => {
  unmount?.();
  unmount = undefined;
  vi.unstubAllGlobals();
});

describe('the documents queue', () => {
  it('previews images with <img> and PDFs in a frame (object-src is none), beside the player on file', async () => {
    const server = fakeServer((_method, url) =>
      url === '/api/v1/admin/players/7'
        ? { data: PLAYER_ON_FILE }
        : { data: { rows: [PASSPORT, BANK_STATEMENT], nextCursor: null } },
    );
    vi.stubGlobal('fetch', server.fetch);
    const view = renderAs('compliance', <DocumentsQueue />);
    unmount = view.unmount;
    await settle();
    expect(view.container.querySelector('img')?.getAttribute('src')).toBe(PASSPORT.fileUrl);
    act(() =>
      view.container
        .querySelector<HTMLButtonElement>('button[aria-label="Preview Bank statement of lucky7"]')
        ?.click(),
    );
    await settle();
    const dialog = document.querySelector('dialog');
    // The site's CSP has object-src 'none': an <object> PDF stayed blank.
    expect(dialog?.querySelector('object')).toBeNull();
    const frame = dialog?.querySelector('iframe');
    expect(frame?.getAttribute('src')).toBe(`${BANK_STATEMENT.fileUrl}#navpanes=0&view=FitH`);
    expect(frame?.getAttribute('title')).toBe('Bank statement: statement.pdf');
    expect(frame?.hasAttribute('sandbox')).toBe(false);
    const onFile = dialog?.querySelector('[aria-label="Player on file"]')?.textContent;
    expect(onFile).toContain('Jordan Rivers');
    expect(onFile).toContain('04/12/1990');
    expect(onFile).toContain('12 Main Street, Austin, TX, 73301');
  });

  it('asks for the status of the tab, and the next page with the server cursor', async () => {
    const server = fakeServer((_method, url) => ({
      data: { rows: [PASSPORT], nextCursor: url.includes('cursor=') ? null : 'next-1' },
    }));
    vi.stubGlobal('fetch', server.fetch);
    const view = renderAs('compliance', <DocumentsQueue />);
    unmount = view.unmount;
    await settle();
    expect(server.calls[0]?.url).toBe('/api/v1/admin/kyc/documents?status=0');
    act(() => buttonNamed(view.container, 'Older')?.click());
    await settle();
    expect(server.calls.at(-1)?.url).toBe('/api/v1/admin/kyc/documents?status=0&cursor=next-1');
    act(() => buttonNamed(view.container, 'Re-requested')?.click());
    await settle();
    expect(server.calls.at(-1)?.url).toBe('/api/v1/admin/kyc/documents?status=3');
  });

  it('takes an approved document off the Pending list', async () => {
    let decided = false;
    const server = fakeServer((method, url) => {
      if (method === 'POST') {
        decided = true;
        return { data: null };
      }
      expect(url).toContain('status=0');
      return { data: { rows: decided ? [] : [PASSPORT], nextCursor: null } };
    });
    vi.stubGlobal('fetch', server.fetch);
    const view = renderAs('compliance', <DocumentsQueue />);
    unmount = view.unmount;
    await settle();
    expect(view.container.textContent).toContain('passport.png');
    act(() => buttonNamed(view.container, 'Approve')?.click());
    await settle();
    expect(server.calls.find((c) => c.method === 'POST')?.url).toBe(
      '/api/v1/admin/kyc/documents/31/approve',
    );
    expect(view.container.textContent).not.toContain('passport.png');
    expect(view.container.textContent).toContain('No document in this state.');
  });

  it('declines with a reason, and shows the server refusal when it was decided already', async () => {
    const server = fakeServer((method) =>
      method === 'POST'
        ? {
            status: 409,
            errors: [
              {
                errorCode: 4040,
                name: 'KycAlreadyDecided',
                description: 'This document was already decided',
              },
            ],
          }
        : { data: { rows: [PASSPORT], nextCursor: null } },
    );
    vi.stubGlobal('fetch', server.fetch);
    const view = renderAs('compliance', <DocumentsQueue />);
    unmount = view.unmount;
    await settle();
    act(() => buttonNamed(view.container, 'Decline')?.click());
    const dialog = document.querySelector('dialog');
    await act(async () => dialog?.querySelector('form')?.requestSubmit());
    expect(dialog?.querySelector('[role="alert"]')?.textContent).toBe(
      'Give a reason of at least 3 characters',
    );
    expect(server.calls.some((c) => c.method === 'POST')).toBe(false);
    typeInto(dialog!.querySelector('textarea')!, 'Blurred photo');
    await act(async () => dialog?.querySelector('form')?.requestSubmit());
    await settle();
    expect(server.calls.find((c) => c.method === 'POST')).toEqual({
      method: 'POST',
      url: '/api/v1/admin/kyc/documents/31/decline',
      body: { reason: 'Blurred photo' },
    });
    expect(dialog?.textContent).toContain('This document was already decided');
  });

  it('is not shown, nor asked for, to a role without kyc.review', async () => {
    for (const role of ['support', 'finance', 'content'] as const) {
      const server = fakeServer(() => ({ data: PLAYER_KYC }));
      vi.stubGlobal('fetch', server.fetch);
      const view = renderAs(role, <PlayerKycPanel userId={7} username="lucky7" />);
      await settle();
      expect(view.container.textContent).not.toContain('passport.png');
      expect(view.container.querySelector('.player-kyc-panel')).toBeNull();
      expect(server.calls.filter((c) => c.url.includes('/kyc'))).toEqual([]);
      view.unmount();
    }
  });
});

describe('the SSN on the player page', () => {
  it('is masked for compliance and admin, with Reveal SSN', async () => {
    for (const role of ['compliance', 'admin'] as const) {
      vi.stubGlobal('fetch', fakeServer(() => ({ data: PLAYER_KYC })).fetch);
      const view = renderAs(role, <PlayerKycPanel userId={7} username="lucky7" />);
      await settle();
      expect(view.container.textContent).toContain('passport.png');
      expect(view.container.textContent).toContain('***-**-6789');
      expect(buttonNamed(view.container, 'Reveal SSN')).toBeDefined();
      view.unmount();
    }
  });

  it('is revealed with a reason, noted as audited, and hidden again on close', async () => {
    const server = fakeServer((method) =>
      method === 'POST' ? { data: { ssn: '123-45-6789' } } : { data: PLAYER_KYC },
    );
    vi.stubGlobal('fetch', server.fetch);
    const view = renderAs('compliance', <PlayerKycPanel userId={7} username="lucky7" />);
    unmount = view.unmount;
    await settle();
    act(() => buttonNamed(view.container, 'Reveal SSN')?.click());
    const ask = document.querySelector('dialog');
    typeInto(ask!.querySelector('textarea')!, 'W-9 check for the 1099');
    await act(async () => ask?.querySelector('form')?.requestSubmit());
    await settle();
    expect(server.calls.find((c) => c.method === 'POST')).toEqual({
      method: 'POST',
      url: '/api/v1/admin/players/7/ssn/reveal',
      body: { reason: 'W-9 check for the 1099' },
    });
    expect(view.container.textContent).toContain('123-45-6789');
    expect(view.container.textContent).toContain(SSN_REVEAL_AUDITED_NOTE);
    act(() => buttonNamed(view.container, 'Close')?.click());
    expect(view.container.textContent).not.toContain('123-45-6789');
    expect(view.container.textContent).toContain('***-**-6789');
  });
});
