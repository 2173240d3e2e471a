// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act } from 'preact/test-utils';
import type { TRedemption } from '@app/contracts/redemptions';
import { selectActiveModal, uiStore } from '../../lib/ui-store';
import { render, settle } from '../../test/render';
import { RedemptionRow } from './redemption-row';

const PENDING: TRedemption = {
  redeemRequestId: 41,
  amount: '2000.00',
  status: 'PENDING',
  providerType: 'fiat',
  accountLast4: '6789',
  reason: null,
  awaitingBankDetails: false,
  w9Missing: [],
  question: null,
  createdAt: '2026-11-28T09:00:00.000Z',
  updatedAt: '2026-11-28T09:00:00.000Z',
};

let unmount: (() => void) | undefined;
beforeEach(() => {
  uiStore.reload();
});
afterEach(() => {
  unmount?.();
  unmount = undefined;
});

async function renderRow(redemption: TRedemption) {
  const view = render(
    <table>
      <tbody>
        <RedemptionRow redemption={redemption} />
      </tbody>
    </table>,
  );
  unmount = view.unmount;
  await settle();
  return view.container;
}

const provideSsn = (container: HTMLElement) =>
  [...container.querySelectorAll('button')].find((b) => b.textContent === 'Provide SSN');

describe('a redemption held for the W-9 (decision 051)', () => {
  it('tells the player what is missing and opens the SSN form', async () => {
    const container = await renderRow({ ...PENDING, w9Missing: ['ssn'] });
    expect(container.querySelector('[role="status"]')?.textContent).toBe(
      'Before we can pay this redemption, we need your W-9 information for tax reporting: your SSN.',
    );
    act(() => provideSsn(container)?.click());
    expect(selectActiveModal(uiStore.getState())).toBe('w9');
  });

  it('shows neither note nor button when nothing is missing', async () => {
    const container = await renderRow(PENDING);
    expect(container.textContent).not.toContain('W-9');
    expect(provideSsn(container)).toBeUndefined();
  });
});

describe('each state in plain words (decision 057)', () => {
  it('says where an approved request is paid and when', async () => {
    const container = await renderRow({ ...PENDING, status: 'APPROVED' });
    expect(container.querySelector('.redemption-status__next')?.textContent).toBe(
      'Approved — paid to your bank ending 6789, usually within 1 business day.',
    );
  });

  it('shows finance’s question with Answer, and Cancel still', async () => {
    const container = await renderRow({
      ...PENDING,
      status: 'INFO_REQUESTED',
      question: 'Which games did you win these SC in?',
    });
    expect(container.querySelector('.redemption-question')?.textContent).toBe(
      'Our question: Which games did you win these SC in?',
    );
    const labels = [...container.querySelectorAll('button')].map((b) => b.textContent);
    expect(labels).toContain('Answer');
    expect(labels).toContain('Cancel');
  });
});
