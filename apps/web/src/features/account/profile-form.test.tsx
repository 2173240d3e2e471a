// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../../lib/user';
import { fakeServer, render, settle } from '../../test/render';
import { ProfileForm } from './profile-form';

const saved = {
  userId: 7,
  firstName: 'Ana',
  middleName: null,
  lastName: 'Diaz',
  gender: 'female',
  dateOfBirth: '1990-01-02',
  phone: '5125550100',
  addressLine_1: '1 Congress Ave',
  addressLine_2: null,
  state: 44,
  city: 'Austin',
  zipCode: '78701',
} as unknown as User;

describe('the profile form', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the saved state and city once their lists arrive after the profile', async () => {
    const server = fakeServer((_method, url) =>
      url.includes('/details/state')
        ? {
            data: {
              states: [
                { state_id: 5, name: 'California', code: 'CA' },
                { state_id: 44, name: 'Texas', code: 'TX' },
              ],
            },
          }
        : {
            data: {
              cities: [
                { city_id: 1, name: 'Austin' },
                { city_id: 2, name: 'Dallas' },
              ],
            },
          },
    );
    vi.stubGlobal('fetch', server.fetch);
    const view = render(<ProfileForm user={saved} />);
    await settle();
    const select = (name: string) =>
      view.container.querySelector<HTMLSelectElement>(`select[name="${name}"]`)!;
    expect(select('state').selectedOptions[0]?.text).toBe('Texas');
    expect(select('city').selectedOptions[0]?.text).toBe('Austin');
    view.unmount();
  });
});
