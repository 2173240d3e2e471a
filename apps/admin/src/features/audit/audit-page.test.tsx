// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TAuditEntry } from '@app/contracts/staff-admin';
import { fakeServer, renderAs, settle } from '../../test/staff-render';
import { AuditPage } from './audit-page';

const entry = (over: Partial<TAuditEntry>): TAuditEntry => ({
  id: 1,
  at: '2026-11-25T10:00:00.000Z',
  staffId: 2,
  staffEmail: 'finance@example.com',
  ip: '127.0.0.1',
  action: 'adjustment.apply',
  playerId: 7,
  target: 'adjustment:3',
  before: null,
  after: null,
  detail: null,
  ...over,
});

let unmount: (() => void) | undefined;
afterEach(() => {
  unmount?.();
  unmount = undefined;
  vi.unstubAllGlobals();
});

describe('the audit log', () => {
  it('shows amounts as amounts (1,234.56), not the hundredths the server records', async () => {
    const rows = [
      entry({
        before: { balance: 123_456 },
        after: { status: 'APPLIED', balance: 133_456 },
        detail: { account: 'GC', amount: 10_000, threshold: 50_000_000 },
      }),
      entry({
        id: 2,
        action: 'settings.adjustments',
        playerId: null,
        before: { gcThreshold: 50_000_000, scThreshold: 10_000 },
        after: { gcThreshold: 5_000_000, scThreshold: 2_500 },
      }),
    ];
    vi.stubGlobal('fetch', fakeServer(() => ({ data: { rows, nextBeforeId: null } })).fetch);
    const view = renderAs('admin', <AuditPage />, '/audit');
    unmount = view.unmount;
    await settle();
    const changes = [...view.container.querySelectorAll('.audit-change')];
    expect(changes.map((c) => c.textContent)).toEqual([
      'balance: 1,234.56 → status: APPLIED, balance: 1,334.56',
      'gcThreshold: 500,000.00, scThreshold: 100.00 → gcThreshold: 50,000.00, scThreshold: 25.00',
    ]);
    expect(changes[0]?.getAttribute('title')).toBe(
      'account: GC, amount: 100.00, threshold: 500,000.00',
    );
    expect(view.container.textContent).not.toContain('123456');
  });
});
