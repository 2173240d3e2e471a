// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import type { TJurisdiction } from '@app/contracts/jurisdictions';
import { buttonNamed, fakeServer, renderAs, settle, typeInto } from '../../test/staff-render';
import { JurisdictionsPage } from './jurisdictions-page';

const row = (stateCode: string, name: string, sweepsAllowed: boolean): TJurisdiction => ({
  stateCode,
  name,
  sweepsAllowed,
  minAge: 18,
  scheduled: null,
  updatedAt: '2026-11-01T00:00:00.000Z',
});
const ROWS = [row('CA', 'California', false), row('TX', 'Texas', true)];

let unmount: (() => void) | undefined;
afterEach(() => {
  unmount?.();
  unmount = undefined;
  vi.unstubAllGlobals();
});

function serve() {
  return fakeServer((method, url, body) => {
    if (method === 'PUT') {
      const change = body as { sweepsAllowed: boolean; minAge: 18; effectiveAt?: string };
      return {
        data: {
          ...row('TX', 'Texas', true),
          scheduled: change.effectiveAt
            ? {
                sweepsAllowed: change.sweepsAllowed,
                minAge: change.minAge,
                effectiveAt: change.effectiveAt,
              }
            : null,
        },
      };
    }
    return url === '/api/v1/admin/jurisdictions' ? { data: { rows: ROWS } } : { data: null };
  });
}

const changeButton = (container: HTMLElement, state: string) =>
  container.querySelector<HTMLButtonElement>(`button[aria-label="Change ${state}"]`);
const dialog = (container: HTMLElement) => container.ownerDocument.querySelector('dialog')!;
const radio = (scope: HTMLElement, text: string) =>
  [...scope.querySelectorAll('label')]
    .find((l) => l.textContent?.includes(text))!
    .querySelector('input')!;

describe('the Jurisdictions section (decision 050)', () => {
  it('lists each state’s rules and lets compliance schedule a change with a reason', async () => {
    const server = serve();
    vi.stubGlobal('fetch', server.fetch);
    const view = renderAs('compliance', <JurisdictionsPage />);
    unmount = view.unmount;
    await settle();
    const text = view.container.textContent ?? '';
    expect(text).toContain('California');
    expect(text).toContain('Not offered today in 1 of 2.');

    act(() => changeButton(view.container, 'Texas')?.click());
    await settle();
    const form = dialog(view.container);
    act(() => radio(form, 'Not offered').click());
    act(() => radio(form, 'From a date').click());
    await settle();
    typeInto(
      form.querySelector<HTMLInputElement>('input[type="datetime-local"]')!,
      '2027-01-01T00:00',
    );
    await act(async () => form.querySelector('form')?.requestSubmit());
    await settle();
    expect(form.textContent).toContain('Give the reason (at least 5 characters).');
    expect(server.calls.some((c) => c.method === 'PUT')).toBe(false);

    typeInto(form.querySelector('textarea')!, 'State law HB 1 takes effect');
    await act(async () => form.querySelector('form')?.requestSubmit());
    await settle();
    const put = server.calls.find((c) => c.method === 'PUT');
    expect(put).toMatchObject({
      url: '/api/v1/admin/jurisdictions/TX',
      body: {
        sweepsAllowed: false,
        minAge: 18,
        effectiveAt: new Date('2027-01-01T00:00').toISOString(),
        reason: 'State law HB 1 takes effect',
      },
    });
    expect(view.container.textContent).toContain('Texas: Not offered from');
  });

  it('shows no Change button to a role that may not change the table', async () => {
    vi.stubGlobal('fetch', serve().fetch);
    const view = renderAs('support', <JurisdictionsPage />);
    unmount = view.unmount;
    await settle();
    expect(view.container.textContent).toContain('Texas');
    expect(changeButton(view.container, 'Texas')).toBeNull();
    expect(buttonNamed(view.container, 'Change')).toBeUndefined();
  });
});
