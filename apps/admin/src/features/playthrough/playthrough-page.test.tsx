// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import type { TPlaythroughRule } from '@app/contracts/playthrough';
import { fakeServer, renderAs, settle, typeInto } from '../../test/staff-render';
import { PlaythroughPage } from './playthrough-page';

const ROWS: TPlaythroughRule[] = [
  { source: 'purchase', label: 'Purchase bonus SC', multipleHundredths: 100, updatedAt: null },
  {
    source: 'welcome_bonus',
    label: 'Welcome bonus',
    multipleHundredths: 300,
    updatedAt: '2026-11-01T15:00:00.000Z',
  },
];

let unmount: (() => void) | undefined;
afterEach(() => {
  unmount?.();
  unmount = undefined;
  vi.unstubAllGlobals();
});

function serve() {
  return fakeServer((method, url, body) => {
    if (method === 'PUT') {
      const change = body as { multipleHundredths: number };
      return { data: { ...ROWS[0], multipleHundredths: change.multipleHundredths } };
    }
    return url === '/api/v1/admin/playthrough' ? { data: { rows: ROWS } } : { data: null };
  });
}

const dialog = (container: HTMLElement) => container.ownerDocument.querySelector('dialog')!;

describe('the SC play-through section (decision 053)', () => {
  it('lists each source’s multiple and lets compliance change one with a reason', async () => {
    const server = serve();
    vi.stubGlobal('fetch', server.fetch);
    const view = renderAs('compliance', <PlaythroughPage />);
    unmount = view.unmount;
    await settle();
    const rows = [...view.container.querySelectorAll('tbody tr')].map((r) =>
      [...r.children].slice(0, 3).map((c) => c.textContent),
    );
    expect(rows).toEqual([
      ['Purchase bonus SC', '1x', 'Never (1x)'],
      ['Welcome bonus', '3x', 'Nov 1, 2026, 10:00 AM ET'],
    ]);

    act(() =>
      view.container
        .querySelector<HTMLButtonElement>('button[aria-label="Change Purchase bonus SC"]')
        ?.click(),
    );
    await settle();
    const form = dialog(view.container);
    const multiple = form.querySelector<HTMLInputElement>('input')!;
    typeInto(multiple, 'two');
    typeInto(form.querySelector('textarea')!, 'Card fraud review');
    await act(async () => form.querySelector('form')?.requestSubmit());
    await settle();
    expect(form.textContent).toContain('Give the multiple as a number such as 1, 1.5 or 3.');
    typeInto(multiple, '60');
    await act(async () => form.querySelector('form')?.requestSubmit());
    await settle();
    expect(form.textContent).toContain('The multiple is at most 50x.');
    expect(server.calls.some((c) => c.method === 'PUT')).toBe(false);

    typeInto(multiple, '1.5');
    await act(async () => form.querySelector('form')?.requestSubmit());
    await settle();
    const put = server.calls.find((c) => c.method === 'PUT');
    expect(put?.url).toBe('/api/v1/admin/playthrough/purchase');
    expect(put?.body).toEqual({ multipleHundredths: 150, reason: 'Card fraud review' });
    expect(view.container.textContent).toContain('Purchase bonus SC: 1.5x from now.');
  });

  it('shows support the multiples without the Change column', async () => {
    vi.stubGlobal('fetch', serve().fetch);
    const view = renderAs('support', <PlaythroughPage />);
    unmount = view.unmount;
    await settle();
    expect(view.container.textContent).toContain('Welcome bonus');
    expect(view.container.querySelector('button[aria-label^="Change"]')).toBeNull();
  });
});
