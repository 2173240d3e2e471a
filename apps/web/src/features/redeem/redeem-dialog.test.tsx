// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ERRORS } from '@app/contracts/error-codes';
import { profileQueryKey } from '../../lib/get-profile';
import { selectActiveModal, uiStore } from '../../lib/ui-store';
import type { User } from '../../lib/user';
import { render, settle } from '../../test/render';
import { RedeemDialog } from './redeem-dialog';
import { redeemOpensText } from './redeem-opens-at';

const HOUR = 3600_000;

/** A player who bought a package a moment ago and has not verified their identity yet. */
const justBought = (redeemAvailableAt: string | null): Partial<User> => ({
  userId: 7,
  username: 'lucky7',
  firstName: 'Ada',
  lastName: 'Lovelace',
  dateOfBirth: '1990-01-01',
  kycStatus: null,
  isRestrict: false,
  isFirstPurchase: false,
  redeemAvailableAt,
  userWallet: { gcCoin: 0, scCoin: { wsc: 0 }, totalScCoin: 10 },
});

let unmount: (() => void) | undefined;
beforeEach(() => {
  uiStore.reload();
  uiStore.openModal('redeem');
});
afterEach(() => {
  unmount?.();
  unmount = undefined;
});

async function openRedeemFor(user: Partial<User>) {
  const view = render(<RedeemDialog />);
  unmount = view.unmount;
  view.queryClient.setQueryData(profileQueryKey, user);
  await settle();
  return view;
}

describe('Redeem while a purchase is still processing (SPEC §9, 3077)', () => {
  it('says when redeeming opens, in the player’s time zone, before the KYC step', async () => {
    const opensAt = new Date(Date.now() + 11 * HOUR);
    const { container } = await openRedeemFor(justBought(opensAt.toISOString()));
    const text = container.querySelector('dialog')?.textContent ?? '';
    expect(text).toContain(ERRORS.RedeemPaymentsProcessing.message);
    expect(text).toContain(redeemOpensText(opensAt));
    // Not sent on to KYC yet: the player chooses to verify meanwhile.
    expect(selectActiveModal(uiStore.getState())).toBe('redeem');
    expect(text).toContain('Verify My Identity');
  });

  it('goes on to KYC as before once the purchase has processed', async () => {
    await openRedeemFor(justBought(null));
    expect(selectActiveModal(uiStore.getState())).toBe('kyc');
  });
});
