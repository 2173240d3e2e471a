// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import type { TControlChange } from '@app/contracts/dual-control';
import { buttonNamed, fakeServer, renderAs, settle, typeInto } from '../../test/staff-render';
import { ControlChangesPage } from './control-changes-page';

const change = (changeId: number, proposedBy: string): TControlChange => ({
  changeId,
  kind: 'adjustment-thresholds',
  summary: 'Adjustment four-eyes thresholds: GC 500,000.00 → 500,000.00, SC 100.00 → 1,000.00',
  reason: 'Seasonal promotion',
  status: 'PENDING',
  proposedBy,
  proposedAt: '2026-11-28T15:00:00.000Z',
  decidedBy: null,
  decidedAt: null,
  decisionComment: null,
});

let unmount: (() => void) | undefined;
afterEach(() => {
  unmount?.();
  unmount = undefined;
  vi.unstubAllGlobals();
});

function serve(rows: TControlChange[]) {
  return fakeServer((method, url) => {
    if (method === 'POST') {
      const id = Number(url.split('/')[5]);
      return {
        data: {
          ...rows.find((r) => r.changeId === id)!,
          status: url.endsWith('approve') ? 'APPLIED' : 'REJECTED',
        },
      };
    }
    return { data: { rows } };
  });
}

describe('the Control changes section (decision 058)', () => {
  it('lets an admin approve another admin’s change and asks a comment to reject; their own waits for someone else', async () => {
    const server = serve([
      change(7, 'someone.else@goldensweeps.test'),
      change(8, 'admin@example.com'),
    ]);
    vi.stubGlobal('fetch', server.fetch);
    const view = renderAs('admin', <ControlChangesPage />);
    unmount = view.unmount;
    await settle();
    const rows = view.container.querySelectorAll('tbody tr');
    expect(rows[0]?.textContent).toContain('#7 Adjustment four-eyes thresholds');
    expect(rows[1]?.textContent).toContain('Yours: another admin decides.');
    expect(buttonNamed(rows[1] as HTMLElement, 'Approve')).toBeUndefined();

    act(() => buttonNamed(rows[0] as HTMLElement, 'Reject')?.click());
    await settle();
    expect(rows[0]?.textContent).toContain('Say why (at least 5 characters).');
    expect(server.calls.some((c) => c.method === 'POST')).toBe(false);

    typeInto(rows[0]!.querySelector('input')!, 'Checked with finance');
    act(() => buttonNamed(rows[0] as HTMLElement, 'Approve')?.click());
    await settle();
    expect(server.calls.find((c) => c.method === 'POST')).toMatchObject({
      url: '/api/v1/admin/control-changes/7/approve',
      body: { comment: 'Checked with finance' },
    });
    expect(view.container.textContent).toContain('Change #7 applied.');
  });
});
