// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import type { TAmoeCard, TAmoeCodeLookup } from '@app/contracts/amoe';
import { buttonNamed, fakeServer, renderAs, settle, typeInto } from '../../test/staff-render';
import { AmoePage } from './amoe-page';

const SETTINGS = { scAmount: 500, monthlyCardLimit: 10, codeValidDays: 30 };

const card = (overrides: Partial<TAmoeCard>): TAmoeCard => ({
  id: 7,
  code: 'AMOE-7KQ4-M2XD',
  userId: 42,
  username: 'janeplayer',
  receivedOn: '2026-11-20',
  postmarkState: 'TX',
  checksPassed: true,
  status: 'CREDITED',
  reason: null,
  reasonText: null,
  note: null,
  amount: 500,
  enteredBy: { id: 3, email: 'compliance@goldensweeps.test' },
  enteredAt: '2026-11-21T15:00:00.000Z',
  ...overrides,
});

const LOOKUP: TAmoeCodeLookup = {
  code: 'AMOE-7KQ4-M2XD',
  issuedOn: '2026-11-18',
  expiresOn: '2026-12-18',
  player: {
    id: 42,
    username: 'janeplayer',
    email: 'jane@example.com',
    legalName: 'Jane Player',
    address: '12 Main Street, Austin, TX 73301',
    stateCode: 'TX',
    status: 'active',
  },
  card: null,
};

let unmount: (() => void) | undefined;
afterEach(() => {
  unmount?.();
  unmount = undefined;
  vi.unstubAllGlobals();
});

function serve(entered: TAmoeCard) {
  return fakeServer((method, url) => {
    if (method === 'POST') return { data: { card: entered } };
    if (url.startsWith('/api/v1/admin/amoe/codes/')) return { data: LOOKUP };
    if (url.startsWith('/api/v1/admin/amoe/cards'))
      return {
        data: {
          rows: [
            card({}),
            card({
              id: 6,
              status: 'REFUSED',
              reason: 'POSTMARK_RESTRICTED_STATE',
              reasonText: 'Posted from New York, where sweepstakes play is not offered.',
              amount: null,
            }),
          ],
          count: 2,
          settings: SETTINGS,
        },
      };
    return { data: null };
  });
}

const dialog = (container: HTMLElement) => container.ownerDocument.querySelector('dialog')!;
const field = (scope: HTMLElement, label: string) => {
  const found = [...scope.querySelectorAll('label')].find((l) => l.textContent === label);
  return scope.ownerDocument.getElementById(found!.htmlFor) as HTMLInputElement;
};
const radio = (scope: HTMLElement, text: string) =>
  [...scope.querySelectorAll('label')]
    .find((l) => l.textContent?.includes(text))!
    .querySelector('input')!;

describe('the free-entry queue (decision 052)', () => {
  it('lists cards with the refusal reasons and the settings in force', async () => {
    vi.stubGlobal('fetch', serve(card({})).fetch);
    const view = renderAs('compliance', <AmoePage />);
    unmount = view.unmount;
    await settle();
    const text = view.container.textContent ?? '';
    expect(text).toContain('Each valid card credits 5.00 SC once');
    expect(text).toContain('Credited 5.00 SC');
    expect(text).toContain('Refused: Posted from a state where sweepstakes play is not offered');
    expect(text).toContain('Posted from New York, where sweepstakes play is not offered.');
  });

  it('looks the code up, checks the entry with the contract and sends it once normalized', async () => {
    const server = serve(
      card({
        id: 8,
        status: 'REFUSED',
        checksPassed: false,
        reason: 'NOT_HANDWRITTEN',
        reasonText: 'Not handwritten (printed, typed or mechanically reproduced).',
        amount: null,
      }),
    );
    vi.stubGlobal('fetch', server.fetch);
    const view = renderAs('compliance', <AmoePage />);
    unmount = view.unmount;
    await settle();
    act(() => buttonNamed(view.container, 'Enter card')?.click());
    await settle();
    const form = dialog(view.container);

    typeInto(field(form, 'Code on the card'), 'amoe 7kq4 m2xd');
    act(() => buttonNamed(form, 'Look up')?.click());
    await settle();
    expect(form.textContent).toContain('Jane Player');
    expect(form.textContent).toContain('12 Main Street, Austin, TX 73301');

    act(() => radio(form, 'fails a check').click());
    await settle();
    await act(async () => form.querySelector('form')?.requestSubmit());
    await settle();
    expect(form.textContent).toContain('Choose why the card fails');
    expect(server.calls.some((c) => c.method === 'POST')).toBe(false);

    const select = form.querySelector('select')!;
    act(() => {
      select.value = 'NOT_HANDWRITTEN';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    typeInto(field(form, 'Date received'), '2026-11-20');
    await act(async () => form.querySelector('form')?.requestSubmit());
    await settle();
    const post = server.calls.find((c) => c.method === 'POST');
    expect(post).toMatchObject({
      url: '/api/v1/admin/amoe/cards',
      body: {
        code: 'AMOE-7KQ4-M2XD',
        receivedOn: '2026-11-20',
        postmarkState: null,
        checksPassed: false,
        failure: 'NOT_HANDWRITTEN',
      },
    });
    expect(form.textContent).toContain('Card #8 refused: Not handwritten');
    expect(form.textContent).toContain('emailed to the player');
  });

  it('gives a second entry of the same card a new Idempotency-Key, so it is recorded, not replayed', async () => {
    const server = serve(card({}));
    const keys: (string | null)[] = [];
    vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
      if (init?.method === 'POST') keys.push(new Headers(init.headers).get('idempotency-key'));
      return server.fetch(url, init);
    });
    const view = renderAs('compliance', <AmoePage />);
    unmount = view.unmount;
    await settle();
    act(() => buttonNamed(view.container, 'Enter card')?.click());
    await settle();
    const form = dialog(view.container);
    for (const round of [1, 2]) {
      typeInto(field(form, 'Code on the card'), 'AMOE-7KQ4-M2XD');
      typeInto(field(form, 'Date received'), '2026-11-20');
      typeInto(field(form, 'Postmark state'), 'TX');
      await act(async () => form.querySelector('form')?.requestSubmit());
      await settle();
      expect(form.textContent, `round ${round}`).toContain('Card #7 accepted');
      if (round === 1) act(() => buttonNamed(form, 'Enter another card')?.click());
      await settle();
    }
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).not.toBe(keys[0]);
  });
});
