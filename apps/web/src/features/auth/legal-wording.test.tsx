// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, render, settle } from '../../test/render';
import { SignUpLegalNote, StateRestrictionLabel } from './legal-wording';

let unmount: (() => void) | undefined;
afterEach(() => {
  unmount?.();
  unmount = undefined;
  vi.unstubAllGlobals();
});

describe('the legal wording of sign-up and login (decision 050)', () => {
  it('names the restricted states the jurisdictions table has today, not a list in the code', async () => {
    const server = fakeServer((_method, url) =>
      url === '/api/v1/jurisdictions/restricted'
        ? {
            data: {
              states: [
                { stateCode: 'NY', name: 'New York' },
                { stateCode: 'TX', name: 'Texas' },
              ],
              olderAges: [],
            },
          }
        : { data: null },
    );
    vi.stubGlobal('fetch', server.fetch);
    const view = render(
      <>
        <StateRestrictionLabel />
        <SignUpLegalNote />
      </>,
    );
    unmount = view.unmount;
    await settle();
    const text = view.container.textContent ?? '';
    expect(text).toContain(
      'I understand that sweepstakes play is not available in the restricted states (NY, TX) and excluded territories, and I am not located in one of them.',
    );
    expect(text).toContain('residents of the restricted states (NY, TX) or of the excluded');
    expect(text).not.toContain('CA');
  });
});
