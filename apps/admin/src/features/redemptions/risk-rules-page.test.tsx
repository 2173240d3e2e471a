// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import {
  RISK_RULE_DEFINITIONS,
  SEEDED_RISK_RULES,
  riskRuleText,
  type TRiskRulesPage,
} from '@app/contracts/redemption-risk';
import { fakeServer, renderAs, settle, typeInto } from '../../test/staff-render';
import { RiskRulesPage } from './risk-rules-page';

const PAGE: TRiskRulesPage = {
  rules: SEEDED_RISK_RULES.map((rule) => ({
    ...rule,
    name: RISK_RULE_DEFINITIONS[rule.signal].name,
    unit: RISK_RULE_DEFINITIONS[rule.signal].unit,
    laxer: RISK_RULE_DEFINITIONS[rule.signal].laxer,
    text: riskRuleText(rule),
    maxLimit: RISK_RULE_DEFINITIONS[rule.signal].maxLimit,
  })),
  autoApprovalCeiling: 10_000,
  pending: [
    {
      changeId: 4,
      kind: 'redemption-auto-approval-ceiling',
      summary: 'Redemption auto-approval ceiling: $100.00 → $250.00',
      reason: 'Faster payouts for regulars',
      status: 'PENDING',
      proposedBy: 'fiona@goldensweeps.test',
      proposedAt: '2026-11-28T10:00:00.000Z',
      decidedBy: null,
      decidedAt: null,
      decisionComment: null,
    },
  ],
};

let unmount: (() => void) | undefined;
afterEach(() => {
  unmount?.();
  unmount = undefined;
  vi.unstubAllGlobals();
});

function serve() {
  return fakeServer((method, url) => {
    if (method === 'PUT')
      return url.endsWith('/velocity_day')
        ? { data: { status: 'APPLIED' } }
        : { data: { status: 'PENDING', changeId: 9 } };
    return { data: PAGE };
  });
}

const dialog = (container: HTMLElement) => container.ownerDocument.querySelector('dialog')!;

describe('the risk rules page (decision 057)', () => {
  it('lists every rule in words with the ceiling and the changes waiting for a second admin', async () => {
    vi.stubGlobal('fetch', serve().fetch);
    const view = renderAs('finance', <RiskRulesPage />);
    unmount = view.unmount;
    await settle();
    const text = view.container.textContent ?? '';
    expect(text).toContain('Auto-approval ceiling: $100.00');
    expect(text).toContain('Account younger than 72 hours, for requests of $25.00 or more');
    expect(text).toContain('Less than 100% of the SC of the last purchase played since it');
    expect(text).toContain('#4 Redemption auto-approval ceiling: $100.00 → $250.00');
    expect(view.container.querySelectorAll('tbody tr')).toHaveLength(SEEDED_RISK_RULES.length);
  });

  it('proposes a rule with a reason and says whether it applied or waits', async () => {
    const server = serve();
    vi.stubGlobal('fetch', server.fetch);
    const view = renderAs('compliance', <RiskRulesPage />);
    unmount = view.unmount;
    await settle();
    act(() =>
      view.container
        .querySelector<HTMLButtonElement>(
          'button[aria-label="Change rule Velocity: requests in 24 hours"]',
        )
        ?.click(),
    );
    await settle();
    const form = dialog(view.container);
    const [limit] = [...form.querySelectorAll<HTMLInputElement>('input:not([type="checkbox"])')];
    typeInto(limit!, '2');
    await act(async () => form.querySelector('form')?.requestSubmit());
    await settle();
    expect(form.textContent).toContain('Give the reason (at least 5 characters).');
    expect(server.calls.some((c) => c.method === 'PUT')).toBe(false);
    typeInto(form.querySelector('textarea')!, 'Card testing wave');
    await act(async () => form.querySelector('form')?.requestSubmit());
    await settle();
    expect(server.calls.find((c) => c.method === 'PUT')).toEqual({
      method: 'PUT',
      url: '/api/v1/admin/redemptions/risk-rules/velocity_day',
      body: { enabled: true, limit: 2, fromAmount: 0, reason: 'Card testing wave' },
    });
    expect(view.container.textContent).toContain('Velocity: requests in 24 hours: applied.');
  });

  it('sends a higher ceiling in cents and says it waits for a second admin', async () => {
    const server = serve();
    vi.stubGlobal('fetch', server.fetch);
    const view = renderAs('finance', <RiskRulesPage />);
    unmount = view.unmount;
    await settle();
    act(() =>
      [...view.container.querySelectorAll('button')]
        .find((b) => b.textContent === 'Change ceiling')
        ?.click(),
    );
    await settle();
    const form = dialog(view.container);
    typeInto(form.querySelector('input')!, '250');
    typeInto(form.querySelector('textarea')!, 'Faster payouts for regulars');
    await act(async () => form.querySelector('form')?.requestSubmit());
    await settle();
    expect(server.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      autoApprovalCeiling: 25_000,
      reason: 'Faster payouts for regulars',
    });
    expect(view.container.textContent).toContain(
      'Auto-approval ceiling: it loosens the control, so it waits for a second admin (change #9 on Control changes).',
    );
  });

  it('shows support nothing to change', async () => {
    vi.stubGlobal('fetch', serve().fetch);
    const view = renderAs('support', <RiskRulesPage />);
    unmount = view.unmount;
    await settle();
    expect(view.container.textContent).not.toContain('Change ceiling');
  });
});
