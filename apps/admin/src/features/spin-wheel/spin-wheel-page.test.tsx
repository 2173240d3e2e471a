// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import type { TAdminWheelData } from '@app/contracts/spin-wheel';
import { wheelOdds } from '@app/contracts/spin-wheel-odds';
import { buttonNamed, fakeServer, renderAs, settle, typeInto } from '../../test/staff-render';
import { SpinWheelPage } from './spin-wheel-page';

const ROWS = [
  { segmentId: 1, position: 0, gc: 1000, sc: 0, weight: 2, isActive: true },
  { segmentId: 2, position: 1, gc: 0, sc: 1, weight: 1, isActive: true },
];

/** The wheel as the server answers it (odds from the same contract function). */
function wheelData(rows: typeof ROWS): TAdminWheelData {
  const odds = wheelOdds(rows.map((r) => ({ ...r, gc: r.gc * 100, sc: r.sc * 100 })));
  return {
    segments: rows.map((r, i) => ({ ...r, chance: odds.segments[i]!.chance })),
    totalWeight: odds.totalWeight,
    expectedGc: odds.expectedGc,
    expectedSc: odds.expectedSc,
  };
}

let unmount: (() => void) | undefined;
afterEach(() => {
  unmount?.();
  unmount = undefined;
  vi.unstubAllGlobals();
});

const input = (container: HTMLElement, label: string) =>
  container.querySelector<HTMLInputElement>(`input[aria-label="${label}"]`)!;

describe('the spin wheel editor', () => {
  it('shows exact odds, recomputes them while typing, and saves the segments together', async () => {
    const server = fakeServer((method, _url, body) => {
      if (method === 'PUT')
        return { data: wheelData((body as { segments: typeof ROWS }).segments) };
      return { data: wheelData(ROWS) };
    });
    vi.stubGlobal('fetch', server.fetch);
    const view = renderAs('content', <SpinWheelPage />);
    unmount = view.unmount;
    await settle();

    const text = () => view.container.textContent ?? '';
    // 2/3 × 1,000 GC and 1/3 × 1 SC: recurring decimals shown exactly.
    expect(text()).toContain('666.(6) GC');
    expect(text()).toContain('= 2000/3');
    expect(text()).toContain('0.(3) SC');
    expect(text()).toContain('66.(6)%');

    typeInto(input(view.container, 'Weight of segment 2'), '2');
    await settle();
    expect(text()).toContain('500 GC');
    expect(text()).toContain('0.5 SC');

    await act(async () => buttonNamed(view.container, 'Save wheel')?.click());
    await settle();
    const put = server.calls.find((c) => c.method === 'PUT');
    expect(put?.url).toBe('/api/v1/admin/spin-wheel/segments');
    expect(put?.body).toEqual({ segments: [ROWS[0], { ...ROWS[1], weight: 2 }] });
    expect(view.container.querySelector('[role="status"]')?.textContent).toContain('Saved');
  });

  it('refuses a segment without a prize with the contract’s message and sends nothing', async () => {
    const server = fakeServer(() => ({ data: wheelData(ROWS) }));
    vi.stubGlobal('fetch', server.fetch);
    const view = renderAs('content', <SpinWheelPage />);
    unmount = view.unmount;
    await settle();
    typeInto(input(view.container, 'GC of segment 1'), '0');
    await act(async () => buttonNamed(view.container, 'Save wheel')?.click());
    await settle();
    expect(view.container.textContent).toContain('A segment must give some GC or SC');
    expect(server.calls.some((c) => c.method === 'PUT')).toBe(false);
  });
});
