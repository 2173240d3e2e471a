// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import type { TVipTier } from '@app/contracts/vip';
import {
  alerts,
  input,
  mountFormsInFreshRoots,
  renderForm,
  submit,
  type,
} from '../../test/form-root';
import { VipTierForm } from './vip-tier-form';

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

mountFormsInFreshRoots();

function render(error?: string) {
  const onSave = vi.fn();
  renderForm(
    <VipTierForm
      tier={SILVER}
      onSave={onSave}
      onClose={() => undefined}
      saving={false}
      error={error}
    />,
  );
  return { onSave };
}

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
