// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { TVipTier } from '@app/contracts/vip';
import { VipTierForm } from './vip-tier-form';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const SILVER: TVipTier = {
  vipTierId: 2,
  level: 1,
  name: 'Silver',
  icon: '/images/vip/silver.svg',
  gcRequiredPurchase: 100_000,
  scRequiredPlay: 100,
  bonusGc: 25_000,
  bonusSc: 1,
  boost: 5,
  rakeback: 0.5,
  liveSupport: false,
};

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

function render(error?: string) {
  const onSave = vi.fn();
  act(() =>
    root.render(
      <VipTierForm
        tier={SILVER}
        onSave={onSave}
        onClose={() => undefined}
        saving={false}
        error={error}
      />,
    ),
  );
  return { onSave };
}

const input = (label: string) => {
  const found = [...container.querySelectorAll('label')].find((l) => l.textContent === label);
  const element = found && (document.getElementById(found.htmlFor) as HTMLInputElement | null);
  if (!element) throw new Error(`no field labelled ${label}`);
  return element;
};

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

const alerts = () => [...container.querySelectorAll('[role="alert"]')].map((a) => a.textContent);

describe('the VIP tier form', () => {
  it('sends the edited tier as numbers', async () => {
    const { onSave } = render();
    type(input('Reward SC'), '2.5');
    type(input('Rakeback (% of SC played)'), '0.75');
    act(() => input('Priority live support').click());
    await submit();
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave.mock.calls[0]?.[0]).toEqual({
      name: 'Silver',
      gcRequiredPurchase: 100_000,
      scRequiredPlay: 100,
      bonusGc: 25_000,
      bonusSc: 2.5,
      boost: 5,
      rakeback: 0.75,
      liveSupport: true,
    });
  });

  it('shows the contract’s messages and sends nothing when a field is wrong', async () => {
    const { onSave } = render();
    type(input('Purchase boost (%)'), '2.5');
    type(input('Name'), '');
    type(input('Reward GC'), '1.234');
    await submit();
    expect(alerts()).toEqual([
      'Enter the tier name (1 to 40 characters)',
      'The GC reward can have at most two decimals',
      'The purchase boost must be a whole percent',
    ]);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal', () => {
    render('A tier must ask for at least as much GC and SC as the tier below it');
    expect(alerts()).toEqual([
      'A tier must ask for at least as much GC and SC as the tier below it',
    ]);
  });
});
