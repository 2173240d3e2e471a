import { describe, expect, it } from 'vitest';
import {
  RISK_SIGNALS,
  SEEDED_RISK_RULES,
  riskLevelOf,
  riskRuleText,
  ruleLoosens,
  type TRiskRule,
} from './redemption-risk';

const rule = (signal: TRiskRule['signal']): TRiskRule => {
  const seeded = SEEDED_RISK_RULES.find((r) => r.signal === signal);
  if (!seeded) throw new Error(signal);
  return seeded;
};

describe('risk rules in words', () => {
  it('seeds one rule per signal', () => {
    expect(SEEDED_RISK_RULES.map((r) => r.signal)).toEqual([...RISK_SIGNALS]);
  });

  it('says the rule with its limit, the smallest amount it judges, and when it is off', () => {
    expect(riskRuleText(rule('account_age'))).toBe(
      'Account younger than 72 hours, for requests of $25.00 or more',
    );
    expect(riskRuleText(rule('linked_bank'))).toBe(
      'Another account shares the payout bank account',
    );
    expect(riskRuleText({ ...rule('velocity_week'), enabled: false })).toBe(
      'More than $2,000.00 requested in 7 days (with this one) (off)',
    );
  });

  it('levels risk by the number of rules that fired', () => {
    expect([0, 1, 2, 5].map(riskLevelOf)).toEqual(['low', 'medium', 'high', 'high']);
  });
});

describe('ruleLoosens (what needs a second admin, decision 058)', () => {
  it('loosens when switched off, when the limit lets more through, or when it judges fewer requests', () => {
    const age = rule('account_age'); // fires below its limit: a lower limit is laxer
    expect(ruleLoosens(age, { ...age, enabled: false })).toBe(true);
    expect(ruleLoosens(age, { ...age, limit: 24 })).toBe(true);
    expect(ruleLoosens(age, { ...age, fromAmount: 5_000 })).toBe(true);
    const velocity = rule('velocity_day'); // fires above its limit: a higher limit is laxer
    expect(ruleLoosens(velocity, { ...velocity, limit: 5 })).toBe(true);
  });

  it('tightens (or keeps) otherwise, and switching a rule on never loosens', () => {
    const age = rule('account_age');
    expect(ruleLoosens(age, { ...age, limit: 96 })).toBe(false);
    expect(ruleLoosens(age, { ...age, fromAmount: 0 })).toBe(false);
    expect(ruleLoosens(age, age)).toBe(false);
    const velocity = rule('velocity_day');
    expect(ruleLoosens(velocity, { ...velocity, limit: 1 })).toBe(false);
    const off = { ...velocity, enabled: false };
    expect(ruleLoosens(off, { ...velocity, limit: 50 })).toBe(false);
    const location = rule('location');
    expect(ruleLoosens(location, { ...location, limit: 7 })).toBe(false);
  });
});
