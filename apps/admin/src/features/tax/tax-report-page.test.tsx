// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import type { TTaxReportRow } from '@app/contracts/redemptions-admin';
import type { TTaxThreshold } from '@app/contracts/tax';
import { buttonNamed, fakeServer, renderAs, settle, typeInto } from '../../test/staff-render';
import { TaxReportPage } from './tax-report-page';

const ROW: TTaxReportRow = {
  userId: 7,
  username: 'lucky7',
  fullName: 'Lucky Seven',
  ssn: '***-**-6789',
  redeemedTotal: 123_456,
  redemptionCount: 4,
};

const THRESHOLDS: TTaxThreshold[] = [
  { taxYear: 2000, thresholdCents: 60_000, updatedAt: '2026-11-01T00:00:00.000Z', seeded: true },
  { taxYear: 2026, thresholdCents: 200_000, updatedAt: '2026-11-01T00:00:00.000Z', seeded: true },
];

const REPORT_PATH = '/api/v1/admin/tax/threshold-report';
const THRESHOLDS_PATH = '/api/v1/admin/tax/thresholds';

let unmount: (() => void) | undefined;
afterEach(() => {
  unmount?.();
  unmount = undefined;
  vi.unstubAllGlobals();
});

/** The server as the page sees it: thresholds by year and each year's report. */
function serve(options: { putError?: { status: number; description: string } } = {}) {
  const rows = [...THRESHOLDS];
  const thresholdOf = (year: number) =>
    rows.filter((r) => r.taxYear <= year).sort((a, b) => b.taxYear - a.taxYear)[0]!.thresholdCents;
  const year = new Date().getFullYear();
  return fakeServer((method, url, body) => {
    if (method === 'PUT') {
      if (options.putError)
        return {
          status: options.putError.status,
          errors: [{ errorCode: 4004, name: 'Error', description: options.putError.description }],
        };
      const taxYear = Number(url.split('/').at(-1));
      const change = body as { thresholdCents: number };
      const saved = {
        taxYear,
        thresholdCents: change.thresholdCents,
        updatedAt: '2026-11-28T09:00:00.000Z',
        seeded: false,
      };
      rows.push(saved);
      return { data: saved };
    }
    if (url === THRESHOLDS_PATH) return { data: { rows } };
    const asked = Number(new URL(url, 'http://admin').searchParams.get('year'));
    return {
      data: {
        taxYear: asked,
        thresholdCents: thresholdOf(asked),
        rows: asked === year ? [ROW] : [],
      },
    };
  });
}

describe('the tax report', () => {
  it('opens on the current year, states the threshold applied, shows dollars and downloads that year as CSV', async () => {
    const year = new Date().getFullYear();
    const server = serve();
    vi.stubGlobal('fetch', server.fetch);
    const view = renderAs('compliance', <TaxReportPage />);
    unmount = view.unmount;
    await settle();
    expect(server.calls.map((c) => c.url)).toContain(`${REPORT_PATH}?year=${year}`);
    expect(view.container.querySelector<HTMLSelectElement>('#tax-year')?.value).toBe(String(year));
    const text = view.container.textContent ?? '';
    expect(text).toContain(`Threshold applied: ${year >= 2026 ? '$2,000.00' : '$600.00'}`);
    expect(text).toContain('$1,234.56');
    expect(text).toContain('***-**-6789');
    expect(text).toContain('Lucky Seven');
    const csv = [...view.container.querySelectorAll('a')].find(
      (a) => a.textContent === 'Download CSV',
    );
    expect(csv?.getAttribute('href')).toBe(`${REPORT_PATH}?year=${year}&format=csv`);

    const select = view.container.querySelector<HTMLSelectElement>('#tax-year')!;
    act(() => {
      select.value = '2025';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await settle();
    expect(server.calls.at(-1)?.url).toBe(`${REPORT_PATH}?year=2025`);
    expect(csv?.getAttribute('href')).toContain('year=2025&format=csv');
    expect(view.container.textContent).toContain('Threshold applied: $600.00');
    expect(view.container.textContent).toContain('No player reached the threshold in 2025.');
  });
});

describe('the thresholds by tax year', () => {
  const section = (container: HTMLElement) =>
    container.querySelector<HTMLElement>('section.tax-thresholds')!;
  const dialog = () => document.querySelector('dialog')!;
  const fieldOf = (label: string) => {
    const found = [...dialog().querySelectorAll('label')].find((l) => l.textContent === label);
    return document.getElementById(found!.htmlFor) as HTMLInputElement | HTMLTextAreaElement;
  };

  it('lists each year with the years it applies to', async () => {
    vi.stubGlobal('fetch', serve().fetch);
    const view = renderAs('finance', <TaxReportPage />);
    unmount = view.unmount;
    await settle();
    const rows = [...section(view.container).querySelectorAll('tbody tr')].map((tr) =>
      [...tr.children].map((cell) => cell.textContent),
    );
    expect(rows).toEqual([
      ['2000', '$600.00', '2000–2025', 'Never changed'],
      ['2026', '$2,000.00', '2026 onward', 'Never changed'],
    ]);
    // Finance reads the thresholds; only tax.thresholds.write may change them.
    expect(buttonNamed(view.container, 'Add a tax year')).toBeUndefined();
    expect(buttonNamed(view.container, 'Change')).toBeUndefined();
  });

  it('lets compliance add a year with a reason, checked before it is sent, in cents', async () => {
    const server = serve();
    vi.stubGlobal('fetch', server.fetch);
    const view = renderAs('compliance', <TaxReportPage />);
    unmount = view.unmount;
    await settle();
    act(() => buttonNamed(view.container, 'Add a tax year')?.click());
    await settle();
    expect(dialog().textContent).toContain('Add a tax year');
    typeInto(fieldOf('Tax year'), '2027');
    await settle();
    expect(dialog().textContent).toContain('Today 2027 uses $2,000.00.');
    typeInto(fieldOf('Threshold (dollars)'), '2,100.555');
    await act(async () => dialog().querySelector('form')?.requestSubmit());
    await settle();
    expect(dialog().textContent).toContain(
      'Enter the threshold in dollars, more than $0.00, with at most two decimals.',
    );
    expect(dialog().textContent).toContain('Give the reason (at least 5 characters).');
    expect(server.calls.some((c) => c.method === 'PUT')).toBe(false);

    typeInto(fieldOf('Threshold (dollars)'), '$2,100.50');
    typeInto(fieldOf('Reason'), 'IRS inflation adjustment for 2027');
    await act(async () => dialog().querySelector('form')?.requestSubmit());
    await settle();
    expect(server.calls.find((c) => c.method === 'PUT')).toEqual({
      method: 'PUT',
      url: `${THRESHOLDS_PATH}/2027`,
      body: { thresholdCents: 210_050, reason: 'IRS inflation adjustment for 2027' },
    });
    const text = section(view.container).textContent ?? '';
    expect(text).toContain('The 2027 threshold is now $2,100.50.');
    expect(
      [...section(view.container).querySelectorAll('tbody tr')].map(
        (tr) => tr.children[2]?.textContent,
      ),
    ).toEqual(['2000–2025', '2026', '2027 onward']);
    expect(text).toContain('2027 onward');
  });

  it('shows the server’s refusal in the dialog and keeps it open', async () => {
    vi.stubGlobal(
      'fetch',
      serve({
        putError: {
          status: 401,
          description: 'Confirm your password and code to continue with this action.',
        },
      }).fetch,
    );
    const view = renderAs('compliance', <TaxReportPage />);
    unmount = view.unmount;
    await settle();
    act(() =>
      section(view.container)
        .querySelector<HTMLButtonElement>('button[aria-label="Change 2026"]')
        ?.click(),
    );
    await settle();
    expect(dialog().textContent).toContain('Change the 2026 threshold');
    expect(fieldOf('Tax year').readOnly).toBe(true);
    expect(fieldOf('Threshold (dollars)').value).toBe('2,000.00');
    typeInto(fieldOf('Reason'), 'Correction');
    await act(async () => dialog().querySelector('form')?.requestSubmit());
    await settle();
    expect(dialog().open).toBe(true);
    expect(dialog().querySelector('[role="alert"]')?.textContent).toBe(
      'Confirm your password and code to continue with this action.',
    );
  });
});
