// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import type { TAdminGame, TAdminGameCategory } from '@app/contracts/catalogue-admin';
import {
  container,
  input,
  mountFormsInFreshRoots,
  renderForm,
  submit,
  type,
} from '../../test/form-root';
import { GameEditForm } from './game-edit-form';

const DICE: TAdminGame = {
  gameId: 9,
  name: 'Dice',
  slug: 'dice',
  gameType: 'dice',
  themeKey: 'classic',
  isActive: true,
  isFeatured: false,
  sortOrder: 9,
  categoryIds: [1, 4],
  minBetGc: 100,
  maxBetGc: 1_000_000,
  minBetSc: 0.1,
  maxBetSc: 500,
  theoreticalRtp: {
    rtpBps: 9799,
    rtp: '97.99%',
    method: 'exact',
    basis: 'Lowest over every target and direction',
  },
  advertisedRtpBps: 9799,
};
const CATEGORIES: TAdminGameCategory[] = [
  { categoryId: 1, name: 'Popular', slug: 'popular', isActive: true },
  { categoryId: 4, name: 'Originals', slug: 'originals', isActive: true },
  { categoryId: 5, name: 'Table Games', slug: 'table-games', isActive: true },
];

mountFormsInFreshRoots();

function render(onSave = vi.fn(), onClose = vi.fn()) {
  renderForm(
    <GameEditForm
      game={DICE}
      categories={CATEGORIES}
      onSave={onSave}
      onClose={onClose}
      saving={false}
    />,
  );
  return { onSave, onClose };
}

describe('the game edit form', () => {
  it('shows the theoretical RTP without a field to change it', () => {
    render();
    expect(container.textContent).toContain('97.99% (exact)');
    expect(container.textContent).toContain('Lowest over every target and direction');
    const names = [...container.querySelectorAll('input')].map((i) => i.name);
    expect(names.filter((name) => /rtp/i.test(name))).toEqual([]);
  });

  it("refuses a minimum above the maximum with the contract's message, and sends nothing", async () => {
    const { onSave } = render();
    type(input('Min bet SC'), '600');
    await submit();
    expect(container.querySelector('[role="alert"]')?.textContent).toBe(
      'The minimum bet cannot be above the maximum bet',
    );
    expect(input('Min bet SC').getAttribute('aria-invalid')).toBe('true');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('sends the edited limits, order and categories as numbers', async () => {
    const { onSave } = render();
    type(input('Min bet SC'), '0.5');
    type(input('Order'), '3');
    act(() => input('Originals').click());
    act(() => input('Table Games').click());
    act(() => input('Featured').click());
    await submit();
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave.mock.calls[0]?.[0]).toEqual({
      isActive: true,
      isFeatured: true,
      sortOrder: 3,
      categoryIds: [1, 5],
      minBetGc: 100,
      maxBetGc: 1_000_000,
      minBetSc: 0.5,
      maxBetSc: 500,
    });
  });

  it('closes on Escape', () => {
    const { onClose } = render();
    act(() => {
      input('Order').dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
