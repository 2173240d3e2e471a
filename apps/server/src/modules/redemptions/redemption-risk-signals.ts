import { formatAmount, formatUsd } from '@app/contracts/money';
import {
  RISK_RULE_DEFINITIONS,
  RISK_SIGNALS,
  riskLevelOf,
  riskRuleText,
  type TRiskAssessment,
  type TRiskDecision,
  type TRiskRule,
  type TRiskSignal,
  type TRiskSignalResult,
} from '@app/contracts/redemption-risk';

const HOUR_MS = 3_600_000;

/** Everything the signals are computed from, gathered when the request is made (decision 057). */
export interface RiskFacts {
  /** The request's amount (cents). */
  amount: number;
  at: Date;
  kyc: { status: string; approvedAt: Date | null };
  accountCreatedAt: Date;
  money: {
    purchasedLifetime: number;
    purchased30d: number;
    redeemedLifetime: number;
    /** Requested in 30 days and not cancelled or rejected, this request included. */
    redeemed30d: number;
  };
  sc: { wonInPlay: number; bonuses: number; adjustments: number; freeEntry: number };
  lastPurchase: { at: Date; sc: number } | null;
  scPlayedSinceLastPurchase: number;
  linked: Record<'device' | 'ip' | 'instrument' | 'bank', string[]>;
  changes: { password: Date | null; twoFactor: Date | null; bank: Date | null };
  refunds: number;
  chargebacks: number;
  /** Amounts of the player's requests, this one included, in 24 hours and in 7 days. */
  requests24h: number[];
  requests7d: number[];
  location: { addressState: string | null; located: string | null };
  /** The review thresholds a request may be kept under: the ceiling and the four-eyes threshold. */
  thresholds: { ceiling: number; approval: number };
}

const sum = (amounts: number[]) => amounts.reduce((total, a) => total + a, 0);
const sc = (hundredths: number) => `${formatAmount(hundredths)} SC`;
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function ago(at: Date, then: Date): string {
  const hours = Math.floor((at.getTime() - then.getTime()) / HOUR_MS);
  if (hours < 1) return 'less than an hour ago';
  if (hours < 48) return `${plural(hours, 'hour')} ago`;
  return `${Math.floor(hours / 24)} days ago`;
}

const within = (at: Date, then: Date | null, hours: number) =>
  then !== null && at.getTime() - then.getTime() < hours * HOUR_MS;

function accounts(names: string[]): string {
  if (names.length === 0) return 'None';
  const shown = names.slice(0, 5).join(', ');
  const more = names.length > 5 ? ` and ${names.length - 5} more` : '';
  return `${plural(names.length, 'account')}: ${shown}${more}`;
}

/** Whether `amount` is within `percent`% under `threshold` (at or below it, and not further). */
const justUnder = (amount: number, threshold: number, percent: number) =>
  threshold > 0 && amount <= threshold && amount * 100 >= threshold * (100 - percent);

interface Judged {
  value: string;
  fired: (limit: number) => boolean;
}

/** Each signal's value in words and its rule's test, from the facts. */
function judge(signal: TRiskSignal, f: RiskFacts): Judged {
  const { at } = f;
  switch (signal) {
    case 'kyc_recent':
      return {
        value: f.kyc.approvedAt
          ? `Approved ${ago(at, f.kyc.approvedAt)}`
          : `${f.kyc.status} (the time of approval is not recorded)`,
        fired: (hours) => within(at, f.kyc.approvedAt, hours),
      };
    case 'account_age':
      return {
        value: `Opened ${ago(at, f.accountCreatedAt)}`,
        fired: (hours) => within(at, f.accountCreatedAt, hours),
      };
    case 'redeemed_vs_purchased': {
      const { money } = f;
      const net = money.redeemed30d - money.purchased30d;
      return {
        value:
          `Purchased ${formatUsd(money.purchasedLifetime)} in all, ${formatUsd(money.purchased30d)} in 30 days; ` +
          `redeemed ${formatUsd(money.redeemedLifetime)} in all, ${formatUsd(money.redeemed30d)} in 30 days with this request`,
        fired: (limit) => net > limit,
      };
    }
    case 'bonus_share': {
      const given = f.sc.bonuses + f.sc.adjustments + f.sc.freeEntry;
      const won = f.sc.wonInPlay;
      const share = won > 0 ? `${Math.round((given * 100) / won)}% of the SC won` : 'nothing won';
      return {
        value:
          `Won in play ${sc(won)}; given ${sc(given)} (bonuses ${sc(f.sc.bonuses)}, ` +
          `adjustments ${sc(f.sc.adjustments)}, free entry ${sc(f.sc.freeEntry)}): ${share}`,
        fired: (percent) => given > 0 && given * 100 > percent * won,
      };
    }
    case 'play_since_purchase': {
      const last = f.lastPurchase;
      const played = f.scPlayedSinceLastPurchase;
      if (!last) return { value: 'No purchase', fired: () => false };
      const share = last.sc > 0 ? ` (${Math.round((played * 100) / last.sc)}%)` : '';
      return {
        value: `Last purchase ${sc(last.sc)}, ${ago(at, last.at)}; ${sc(played)} played since${share}`,
        fired: (percent) => last.sc > 0 && played * 100 < percent * last.sc,
      };
    }
    case 'linked_device':
    case 'linked_ip':
    case 'linked_instrument':
    case 'linked_bank': {
      const names = f.linked[signal.slice('linked_'.length) as keyof RiskFacts['linked']];
      return { value: accounts(names), fired: (limit) => names.length > limit };
    }
    case 'account_changes': {
      const { password, twoFactor, bank } = f.changes;
      const part = (what: string, when: Date | null) =>
        when ? `${what} changed ${ago(at, when)}` : `${what} not changed`;
      return {
        value: [
          part('Password', password),
          part('two-factor', twoFactor),
          part('bank account', bank),
        ].join('; '),
        fired: (hours) => [password, twoFactor, bank].some((when) => within(at, when, hours)),
      };
    }
    case 'refunds_chargebacks':
      return {
        value: `${plural(f.refunds, 'refund')}, ${plural(f.chargebacks, 'chargeback')}`,
        fired: (limit) => f.refunds + f.chargebacks > limit,
      };
    case 'velocity_day':
      return {
        value: `${plural(f.requests24h.length, 'request')}, ${formatUsd(sum(f.requests24h))} in 24 hours`,
        fired: (limit) => f.requests24h.length > limit,
      };
    case 'velocity_week':
      return {
        value: `${plural(f.requests7d.length, 'request')}, ${formatUsd(sum(f.requests7d))} in 7 days`,
        fired: (limit) => sum(f.requests7d) > limit,
      };
    case 'location': {
      const { addressState, located } = f.location;
      const from =
        located === 'abroad'
          ? 'outside the US'
          : located
            ? located
            : 'an address that says nothing (private or unknown)';
      return {
        value: `Address ${addressState ?? 'not given'}; requested from ${from}`,
        fired: () =>
          located === 'abroad' ||
          (located !== null && addressState !== null && located !== addressState),
      };
    }
    case 'structuring': {
      const { ceiling, approval } = f.thresholds;
      return {
        value:
          `${plural(f.requests7d.length, 'request')} in 7 days: ` +
          `${f.requests7d.map((a) => formatUsd(a)).join(', ')} ` +
          `(auto-approval ceiling ${formatUsd(ceiling)}, four-eyes threshold ${formatUsd(approval)})`,
        fired: (percent) => {
          const under = (a: number) =>
            justUnder(a, ceiling, percent) || justUnder(a, approval, percent);
          return under(f.amount) && f.requests7d.filter(under).length >= 2;
        },
      };
    }
  }
}

/** Every signal with its value and what its rule says of this request. */
export function evaluateSignals(
  facts: RiskFacts,
  rules: ReadonlyMap<TRiskSignal, TRiskRule>,
): TRiskSignalResult[] {
  return RISK_SIGNALS.map((signal) => {
    const rule = rules.get(signal) ?? { signal, ...RISK_RULE_DEFINITIONS[signal].seeded };
    const judged = judge(signal, facts);
    const applies = rule.enabled && facts.amount >= rule.fromAmount;
    return {
      signal,
      name: RISK_RULE_DEFINITIONS[signal].name,
      value: judged.value,
      rule: riskRuleText(rule),
      applies,
      fired: applies && judged.fired(rule.limit),
    };
  });
}

/** What stops a request from being approved by the system, besides the rules. */
export interface Blockers {
  /** The player's W-9 must be complete before this payout (decision 051). */
  w9: boolean;
  /** No bank account to pay yet. */
  noBank: boolean;
}

/**
 * The assessment: the signals, the rules that fired, the level, and the decision. A request is
 * approved by the system only when no rule fired, it is at or under the ceiling, and nothing else
 * holds it; without a bank it waits for one and is judged again then.
 */
export function assess(
  facts: RiskFacts,
  rules: ReadonlyMap<TRiskSignal, TRiskRule>,
  blockers: Blockers,
): TRiskAssessment {
  const signals = evaluateSignals(facts, rules);
  const fired = signals.filter((s) => s.fired);
  const { ceiling } = facts.thresholds;
  const reasons: string[] = [];
  if (fired.length > 0) reasons.push(`Rules fired: ${fired.map((s) => s.name).join('; ')}`);
  if (facts.amount > ceiling)
    reasons.push(`Above the auto-approval ceiling of ${formatUsd(ceiling)}`);
  if (blockers.w9) reasons.push('The payout waits for the player’s W-9 (tax threshold)');
  let decision: TRiskDecision;
  if (reasons.length > 0) decision = 'manual';
  else if (blockers.noBank) {
    decision = 'awaiting-bank';
    reasons.push('No bank account to pay yet: judged again when the player gives one');
  } else decision = 'auto-approved';
  return {
    assessedAt: facts.at.toISOString(),
    signals,
    firedRules: fired.map((s) => s.signal),
    score: fired.length,
    level: riskLevelOf(fired.length),
    ceiling,
    decision,
    reasons,
  };
}
