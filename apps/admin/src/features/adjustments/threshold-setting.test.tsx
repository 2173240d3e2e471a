// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buttonNamed, fakeServer, renderAs, settle, typeInto } from '../../test/staff-render';
import { ThresholdSetting } from './threshold-setting';

let unmount: (() => void) | undefined;
afterEach(() => {
  unmount?.();
  unmount = undefined;
  vi.unstubAllGlobals();
});

function serve() {
  return fakeServer((method, _url, body) =>
    method === 'PUT'
      ? {
          data: {
            gcThreshold: (body as { gcThreshold: number }).gcThreshold,
            scThreshold: (body as { scThreshold: number }).scThreshold,
            outcome: { status: 'APPLIED' },
          },
        }
      : { data: { gcThreshold: 50_000_000, scThreshold: 10_000 } },
  );
}

describe('the four-eyes thresholds', () => {
  it('shows one per coin and lets an admin change each, sent in hundredths', async () => {
    const server = serve();
    vi.stubGlobal('fetch', server.fetch);
    const view = renderAs('admin', <ThresholdSetting />);
    unmount = view.unmount;
    await settle();
    expect(view.container.textContent).toContain(
      'Above 500,000.00 GC or 100.00 SC an adjustment waits for a second member’s approval (what one member moves for one player in 24 hours counts together).',
    );
    act(() => buttonNamed(view.container, 'Change thresholds')?.click());
    const gc = view.container.querySelector<HTMLInputElement>('#adjustment-gcThreshold')!;
    const sc = view.container.querySelector<HTMLInputElement>('#adjustment-scThreshold')!;
    expect([gc.value, sc.value]).toEqual(['500,000.00', '100.00']);
    typeInto(gc, '250,000');
    typeInto(sc, '25.50');
    await act(async () => view.container.querySelector('form')?.requestSubmit());
    await settle();
    expect(view.container.querySelector('[role="alert"]')?.textContent).toBe(
      'Give the reason (at least 5 characters).',
    );
    expect(server.calls.filter((c) => c.method === 'PUT')).toEqual([]);
    typeInto(
      view.container.querySelector<HTMLInputElement>('#adjustment-reason')!,
      'Fraud wave this week',
    );
    await act(async () => view.container.querySelector('form')?.requestSubmit());
    await settle();
    expect(server.calls.find((c) => c.method === 'PUT')).toEqual({
      method: 'PUT',
      url: '/api/v1/admin/settings/adjustments',
      body: { gcThreshold: 25_000_000, scThreshold: 2_550, reason: 'Fraud wave this week' },
    });
    expect(view.container.textContent).toContain('Above 250,000.00 GC or 25.50 SC');
    expect(view.container.textContent).toContain('Saved: the new thresholds apply now.');
  });

  it('names the field that is wrong and sends nothing', async () => {
    const server = serve();
    vi.stubGlobal('fetch', server.fetch);
    const view = renderAs('admin', <ThresholdSetting />);
    unmount = view.unmount;
    await settle();
    act(() => buttonNamed(view.container, 'Change thresholds')?.click());
    typeInto(view.container.querySelector<HTMLInputElement>('#adjustment-scThreshold')!, '1.234');
    await act(async () => view.container.querySelector('form')?.requestSubmit());
    const sc = view.container.querySelector('#adjustment-scThreshold');
    expect(sc?.getAttribute('aria-invalid')).toBe('true');
    expect(view.container.querySelector('[role="alert"]')?.textContent).toBe(
      'Enter an amount with at most two decimals',
    );
    expect(server.calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });

  it('only shows them to a member without settings.write', async () => {
    vi.stubGlobal('fetch', serve().fetch);
    const view = renderAs('finance', <ThresholdSetting />);
    unmount = view.unmount;
    await settle();
    expect(view.container.textContent).toContain('500,000.00 GC or 100.00 SC');
    expect(buttonNamed(view.container, 'Change thresholds')).toBeUndefined();
  });
});
