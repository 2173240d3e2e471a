// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { Route, Routes } from 'react-router';
import type { TAdminRedemption, TRedemptionReview } from '@app/contracts/redemptions-admin';
import { buttonNamed, fakeServer, renderAs, settle, typeInto } from '../../test/staff-render';
import { RedemptionReviewPage } from './redemption-review-page';
import { RedemptionsPage } from './redemptions-page';

const REQUEST: TAdminRedemption = {
  redeemRequestId: 12,
  userId: 7,
  username: 'lucky7',
  email: 'l***@example.com',
  amount: 75_050,
  status: 'PENDING',
  providerType: 'ACH',
  accountLast4: '4321',
  approvedBy: ['Fiona Finance'],
  awaitingSecondApproval: true,
  approvedBySystem: false,
  risk: { level: 'high', score: 2, decision: 'manual' },
  reason: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
};
const REVIEW: TRedemptionReview = {
  redemption: REQUEST,
  kycStatus: 'APPROVED',
  ssnOnFile: false,
  purchasedTotal: 20_000,
  redeemedTotal: 90_000,
  taxYear: 2025,
  taxThreshold: 60_000,
  redeemedThisYear: 60_000,
  w9Missing: ['ssn'],
  scWonFromPlay: 70_000,
  scFromBonuses: 5_050,
  linkedAccounts: [{ userId: 9, username: 'twin9', sharedBy: ['device', 'bank'] }],
  velocity: { last24h: { count: 2, amount: 80_000 }, last7d: { count: 3, amount: 95_000 } },
  history: [
    {
      ...REQUEST,
      redeemRequestId: 5,
      status: 'PAID',
      awaitingSecondApproval: false,
      approvedBy: [],
      approvedBySystem: true,
      risk: { level: 'low', score: 0, decision: 'auto-approved' },
    },
  ],
  assessment: {
    assessedAt: '2026-03-01T10:00:00.000Z',
    signals: [
      {
        signal: 'play_since_purchase',
        name: 'Play since the last purchase',
        value: 'Last purchase 10.00 SC, 2 hours ago; 1.00 SC played since (10%)',
        rule: 'Less than 100% of the SC of the last purchase played since it',
        applies: true,
        fired: true,
      },
      {
        signal: 'linked_device',
        name: 'Linked accounts: shared device',
        value: '1 account: twin9',
        rule: 'Another account shares a device with this one',
        applies: true,
        fired: true,
      },
      {
        signal: 'account_age',
        name: 'Account age',
        value: 'Opened 3 hours ago',
        rule: 'Account younger than 72 hours, for requests of $25.00 or more',
        applies: true,
        fired: false,
      },
    ],
    firedRules: ['play_since_purchase', 'linked_device'],
    score: 2,
    level: 'high',
    ceiling: 10_000,
    decision: 'manual',
    reasons: [
      'Rules fired: Play since the last purchase; Linked accounts: shared device',
      'Above the auto-approval ceiling of $100.00',
    ],
  },
  infoRequests: [
    {
      question: 'Which games did you win these SC in?',
      askedBy: 'Fiona Finance',
      askedAt: '2026-03-01T11:00:00.000Z',
      answer: 'Dice and slots.',
      answeredAt: '2026-03-01T12:00:00.000Z',
    },
  ],
};
const SELF_SECOND = {
  errorCode: 4050,
  name: 'RedemptionSecondApprovalBySameMember',
  description: 'A second approval must come from another member',
};

let unmount: (() => void) | undefined;
afterEach(() => {
  unmount?.();
  unmount = undefined;
  vi.unstubAllGlobals();
});

function serveQueue() {
  return fakeServer((method, url) => {
    if (url.startsWith('/api/v1/admin/redemptions/settings'))
      return method === 'PUT' ? { data: null } : { data: { approvalThreshold: 50_000 } };
    if (method === 'POST') return { status: 409, errors: [SELF_SECOND] };
    return { data: { rows: [REQUEST], nextCursor: null } };
  });
}

describe('the redemptions queue', () => {
  it('lists pending requests in dollars, bank last 4 and the second-approval badge', async () => {
    const server = serveQueue();
    vi.stubGlobal('fetch', server.fetch);
    const view = renderAs('finance', <RedemptionsPage />);
    unmount = view.unmount;
    await settle();
    expect(server.calls.map((c) => c.url)).toContain(
      '/api/v1/admin/redemptions?status=PENDING&sort=risk',
    );
    const text = view.container.textContent ?? '';
    expect(text).toContain('$750.50');
    expect(text).toContain('····4321');
    expect(text).toContain('Awaiting second approval');
    expect(text).toContain('High risk · 2 rules');
    expect(text).toContain('Above $500.00 a redemption needs a second member’s approval');
    act(() => buttonNamed(view.container, 'Returned')?.click());
    await settle();
    expect(server.calls.at(-1)?.url).toBe('/api/v1/admin/redemptions?status=RETURNED&sort=risk');
    act(() => buttonNamed(view.container, 'Longest waiting first')?.click());
    await settle();
    expect(server.calls.at(-1)?.url).toBe('/api/v1/admin/redemptions?status=RETURNED&sort=age');
  });

  it('offers the second approval, and shows the server refusing it to the first approver', async () => {
    const server = serveQueue();
    vi.stubGlobal('fetch', server.fetch);
    const view = renderAs('finance', <RedemptionsPage />);
    unmount = view.unmount;
    await settle();
    act(() => buttonNamed(view.container, 'Give second approval')?.click());
    const dialog = document.querySelector('dialog');
    await act(async () => dialog?.querySelector('form')?.requestSubmit());
    await settle();
    const post = server.calls.find((c) => c.method === 'POST');
    expect(post?.url).toBe('/api/v1/admin/redemptions/12/approve');
    expect(dialog?.querySelector('[role="alert"]')?.textContent).toBe(SELF_SECOND.description);
  });

  it('lets only settings.write change the threshold, sent in cents', async () => {
    const finance = serveQueue();
    vi.stubGlobal('fetch', finance.fetch);
    const view = renderAs('finance', <RedemptionsPage />);
    await settle();
    expect(buttonNamed(view.container, 'Change threshold')).toBeUndefined();
    view.unmount();

    const admin = serveQueue();
    vi.stubGlobal('fetch', admin.fetch);
    const adminView = renderAs('admin', <RedemptionsPage />);
    unmount = adminView.unmount;
    await settle();
    act(() => buttonNamed(adminView.container, 'Change threshold')?.click());
    typeInto(adminView.container.querySelector('#redemption-threshold')!, '1,250.75');
    typeInto(
      adminView.container.querySelector('#redemption-threshold-reason')!,
      'Two members for large payouts',
    );
    await act(async () => adminView.container.querySelector('form')?.requestSubmit());
    await settle();
    expect(admin.calls.find((c) => c.method === 'PUT')).toEqual({
      method: 'PUT',
      url: '/api/v1/admin/redemptions/settings',
      body: { approvalThreshold: 125_075, reason: 'Two members for large payouts' },
    });
  });
});

describe('the redemption review', () => {
  function renderReview(role: 'finance' | 'admin' | 'support') {
    const server = fakeServer((method, url) => {
      if (method === 'POST') return { data: { ...REQUEST, status: 'REJECTED' } };
      expect(url).toBe('/api/v1/admin/redemptions/12');
      return { data: REVIEW };
    });
    vi.stubGlobal('fetch', server.fetch);
    const view = renderAs(
      role,
      <Routes>
        <Route path="/redemptions/:redeemRequestId" element={<RedemptionReviewPage />} />
      </Routes>,
      '/redemptions/12',
    );
    unmount = view.unmount;
    return { view, server };
  }

  it('shows what a reviewer weighs, with links to linked players', async () => {
    const { view } = renderReview('finance');
    await settle();
    const text = view.container.textContent ?? '';
    for (const shown of [
      'Approved',
      'Needed: the tax year’s threshold is reached',
      'Payout held for the W-9: with this redemption the player’s paid redemptions in 2025 reach the $600.00 1099-MISC threshold, and their SSN is missing.',
      '$200.00',
      '$900.00',
      'Redeemed in 2025',
      'At or over the $600.00 threshold (1099-MISC)',
      '700.00 SC',
      '50.50 SC',
      '2 requests',
      '$950.00',
      'shares device, payout bank account',
      'Paid',
      'Sent to finance for review',
      'Rules fired: Play since the last purchase; Linked accounts: shared device',
      'Last purchase 10.00 SC, 2 hours ago; 1.00 SC played since (10%)',
      'Account younger than 72 hours, for requests of $25.00 or more',
      'Which games did you win these SC in?',
      'Dice and slots.',
    ])
      expect(text).toContain(shown);
    const link = [...view.container.querySelectorAll('a')].find((a) => a.textContent === 'twin9');
    expect(link?.getAttribute('href')).toBe('/players/9');
  });

  it('marks the rules that fired among the signals', async () => {
    const { view } = renderReview('finance');
    await settle();
    const table = [...view.container.querySelectorAll('table')].find((t) =>
      t.textContent?.includes('Play since the last purchase'),
    );
    const fired = [...(table?.querySelectorAll('tbody tr') ?? [])].map((row) => [
      row.querySelector('th')?.textContent,
      row.querySelector('td:last-child')?.textContent,
    ]);
    expect(fired).toEqual([
      ['Play since the last purchase', 'Fired'],
      ['Linked accounts: shared device', 'Fired'],
      ['Account age', 'No'],
    ]);
  });

  it('asks the player for information', async () => {
    const { view, server } = renderReview('finance');
    await settle();
    act(() => buttonNamed(view.container, 'Ask for information')?.click());
    const dialog = document.querySelector('dialog');
    typeInto(dialog!.querySelector('textarea')!, 'Which games did you play last week?');
    await act(async () => dialog?.querySelector('form')?.requestSubmit());
    await settle();
    expect(server.calls.find((c) => c.method === 'POST')).toEqual({
      method: 'POST',
      url: '/api/v1/admin/redemptions/12/ask-info',
      body: { question: 'Which games did you play last week?' },
    });
  });

  it('rejects with a reason', async () => {
    const { view, server } = renderReview('finance');
    await settle();
    act(() => buttonNamed(view.container, 'Reject')?.click());
    const dialog = document.querySelector('dialog');
    typeInto(dialog!.querySelector('textarea')!, 'Bonus abuse with a linked account');
    await act(async () => dialog?.querySelector('form')?.requestSubmit());
    await settle();
    expect(server.calls.find((c) => c.method === 'POST')).toEqual({
      method: 'POST',
      url: '/api/v1/admin/redemptions/12/reject',
      body: { reason: 'Bonus abuse with a linked account' },
    });
  });

  it('will not approve a request without a bank to pay, and says why (4052 on the server)', async () => {
    const noBank = {
      ...REQUEST,
      accountLast4: null,
      approvedBy: [],
      awaitingSecondApproval: false,
    };
    const server = fakeServer(() => ({ data: { ...REVIEW, redemption: noBank } }));
    vi.stubGlobal('fetch', server.fetch);
    const view = renderAs(
      'finance',
      <Routes>
        <Route path="/redemptions/:redeemRequestId" element={<RedemptionReviewPage />} />
      </Routes>,
      '/redemptions/12',
    );
    unmount = view.unmount;
    await settle();
    const approve = buttonNamed(view.container, 'Approve');
    expect(approve?.disabled).toBe(true);
    expect(view.container.textContent).toContain('Awaiting the player’s bank details');
    expect(view.container.textContent).toContain(
      'This request has no bank account to pay. The player enters one on their Redemptions tab; it can be approved then.',
    );
    act(() => approve?.click());
    expect(document.querySelector('dialog')).toBeNull();
    expect(server.calls.filter((c) => c.method === 'POST')).toEqual([]);
    // Reject stays: a request nobody can pay may still be refused.
    expect(buttonNamed(view.container, 'Reject')?.disabled).toBe(false);
  });

  it('has no decision buttons for a role without redemptions.approve', async () => {
    const { view } = renderReview('support');
    await settle();
    expect(view.container.textContent).toContain('$750.50');
    expect(buttonNamed(view.container, 'Reject')).toBeUndefined();
    expect(buttonNamed(view.container, 'Give second approval')).toBeUndefined();
  });
});
