// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import type { TTaxReportRow } from '@app/contracts/redemptions-admin';
import { fakeServer, renderAs, settle } from '../../test/staff-render';
import { TaxReportPage } from './tax-report-page';

const ROW: TTaxReportRow = {
  userId: 7,
  username: 'lucky7',
  fullName: 'Lucky Seven',
  ssn: '***-**-6789',
  redeemedTotal: 123_456,
  redemptionCount: 4,
};

let unmount: (() => void) | undefined;
afterEach(() => {
  unmount?.();
  unmount = undefined;
  vi.unstubAllGlobals();
});

describe('the tax report', () => {
  it('opens on the current year, shows amounts in dollars and downloads that year as CSV', async () => {
    const year = new Date().getFullYear();
    const server = fakeServer((_method, url) => ({
      data: url.endsWith(`year=${year}`) ? [ROW] : [],
    }));
    vi.stubGlobal('fetch', server.fetch);
    const view = renderAs('compliance', <TaxReportPage />);
    unmount = view.unmount;
    await settle();
    expect(server.calls[0]?.url).toBe(`/api/v1/admin/tax/threshold-report?year=${year}`);
    expect(view.container.querySelector<HTMLSelectElement>('#tax-year')?.value).toBe(String(year));
    const text = view.container.textContent ?? '';
    expect(text).toContain('$1,234.56');
    expect(text).toContain('***-**-6789');
    expect(text).toContain('Lucky Seven');
    const csv = [...view.container.querySelectorAll('a')].find(
      (a) => a.textContent === 'Download CSV',
    );
    expect(csv?.getAttribute('href')).toBe(
      `/api/v1/admin/tax/threshold-report?year=${year}&format=csv`,
    );

    const select = view.container.querySelector<HTMLSelectElement>('#tax-year')!;
    act(() => {
      select.value = String(year - 1);
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await settle();
    expect(server.calls.at(-1)?.url).toBe(`/api/v1/admin/tax/threshold-report?year=${year - 1}`);
    expect(csv?.getAttribute('href')).toContain(`year=${year - 1}&format=csv`);
    expect(view.container.textContent).toContain(`No player reached the threshold in ${year - 1}.`);
  });
});
