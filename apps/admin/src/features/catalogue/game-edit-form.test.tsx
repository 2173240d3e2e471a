// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { TAdminGame, TAdminGameCategory } from '@app/contracts/catalogue-admin';
import { GameEditForm } from './game-edit-form';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

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

let container: HTMLDivElement;
let root: Root;
beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

function render(onSave = vi.fn(), onClose = vi.fn()) {
  act(() =>
    root.render(
      <GameEditForm
        game={DICE}
        categories={CATEGORIES}
        onSave={onSave}
        onClose={onClose}
        saving={false}
      />,
    ),
  );
  return { onSave, onClose };
}

const input = (label: string) => {
  const found = [...container.querySelectorAll('label')].find((l) => l.textContent === label);
  const element = found && (document.getElementById(found.htmlFor) as HTMLInputElement | null);
  if (!element) throw new Error(`no field labelled ${label}`);
  return element;
};

/** Types into an input the way React sees it (the native setter, then an input event). */
function type(element: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  act(() => {
    setter?.call(element, value);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

async function submit() {
  await act(async () => {
    container.querySelector('form')?.requestSubmit();
  });
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
