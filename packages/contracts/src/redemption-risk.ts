import { z } from 'zod';
import type { TControlChange } from './dual-control';
import { formatUsd } from './money';

/**
 * The risk assessment of a redemption request (docs/decisions/057): named signals computed when
 * the request is made, each with its value and the rule that judged it, stored with the request.
 * Rules are data compliance and finance edit in the back office; loosening one, or raising the
 * auto-approval ceiling, waits for a second admin (dual control, decision 058).
 * Amounts are integer hundredths (cents; 1 SC = $1.00).
 */

export const RISK_SIGNALS = [
  'kyc_recent',
  'account_age',
  'redeemed_vs_purchased',
  'bonus_share',
  'play_since_purchase',
  'linked_device',
  'linked_ip',
  'linked_instrument',
  'linked_bank',
  'account_changes',
  'refunds_chargebacks',
  'velocity_day',
  'velocity_week',
  'location',
  'structuring',
] as const;
export type TRiskSignal = (typeof RISK_SIGNALS)[number];

/** What a rule's limit counts. */
export type TRiskLimitUnit = 'hours' | 'usd' | 'percent' | 'count' | 'none';

/** A rule as stored: whether it sends a request to review, its limit, the smallest amount it judges. */
export interface TRiskRule {
  signal: TRiskSignal;
  enabled: boolean;
  /** In the rule's unit: whole hours, percent or a count; cents for 'usd'; 0 for 'none'. */
  limit: number;
  /** The rule judges requests of at least this amount (cents); 0 judges every request. */
  fromAmount: number;
}

export interface TRiskRuleDefinition {
  signal: TRiskSignal;
  /** The signal's name as reviewers read it. */
  name: string;
  unit: TRiskLimitUnit;
  /**
   * Which way of moving the limit lets more requests through (loosens the rule): 'higher' for a
   * rule that fires above its limit, 'lower' for one that fires below it; null without a limit.
   */
  laxer: 'higher' | 'lower' | null;
  /** The rule in words with this limit: 'Account younger than 72 hours'. */
  describe: (limit: number) => string;
  /** The seeded rule (decision 057 says why each is what it is). */
  seeded: Omit<TRiskRule, 'signal'>;
  /** The limits an editor may set. */
  maxLimit: number;
}

/** $25.00: the newest players' small requests are not held for their newness alone. */
const SMALL = 2_500;

const others = (limit: number, what: string) =>
  limit === 0
    ? `Another account shares ${what}`
    : `More than ${limit} other accounts share ${what}`;

/** Every signal with its rule's wording and seeded values, in the order reviewers read them. */
export const RISK_RULE_DEFINITIONS: Readonly<Record<TRiskSignal, TRiskRuleDefinition>> = {
  kyc_recent: {
    signal: 'kyc_recent',
    name: 'KYC state and age of approval',
    unit: 'hours',
    laxer: 'lower',
    describe: (h) => `KYC approved less than ${h} hours ago`,
    seeded: { enabled: true, limit: 24, fromAmount: SMALL },
    maxLimit: 8_760,
  },
  account_age: {
    signal: 'account_age',
    name: 'Account age',
    unit: 'hours',
    laxer: 'lower',
    describe: (h) => `Account younger than ${h} hours`,
    seeded: { enabled: true, limit: 72, fromAmount: SMALL },
    maxLimit: 8_760,
  },
  redeemed_vs_purchased: {
    signal: 'redeemed_vs_purchased',
    name: 'Purchases vs redemptions (USD)',
    unit: 'usd',
    laxer: 'higher',
    describe: (c) =>
      `Redeemed in 30 days (with this request) exceeds purchased in 30 days by more than ${formatUsd(c)}`,
    seeded: { enabled: true, limit: 10_000, fromAmount: 0 },
    maxLimit: 100_000_000,
  },
  bonus_share: {
    signal: 'bonus_share',
    name: 'SC won in play vs given (bonuses, adjustments, free entry)',
    unit: 'percent',
    laxer: 'higher',
    describe: (p) =>
      `SC given as bonuses, adjustments or free entry above ${p}% of the SC won in play`,
    seeded: { enabled: true, limit: 100, fromAmount: 0 },
    maxLimit: 100_000,
  },
  play_since_purchase: {
    signal: 'play_since_purchase',
    name: 'Play since the last purchase',
    unit: 'percent',
    laxer: 'lower',
    describe: (p) => `Less than ${p}% of the SC of the last purchase played since it`,
    seeded: { enabled: true, limit: 100, fromAmount: 0 },
    maxLimit: 10_000,
  },
  linked_device: {
    signal: 'linked_device',
    name: 'Linked accounts: shared device',
    unit: 'count',
    laxer: 'higher',
    describe: (n) => others(n, 'a device with this one'),
    seeded: { enabled: true, limit: 0, fromAmount: 0 },
    maxLimit: 1_000,
  },
  linked_ip: {
    signal: 'linked_ip',
    name: 'Linked accounts: shared IP address',
    unit: 'count',
    laxer: 'higher',
    describe: (n) => others(n, 'an IP address with this one'),
    seeded: { enabled: true, limit: 3, fromAmount: SMALL },
    maxLimit: 1_000,
  },
  linked_instrument: {
    signal: 'linked_instrument',
    name: 'Linked accounts: shared payment card or bank',
    unit: 'count',
    laxer: 'higher',
    describe: (n) => others(n, 'a payment card or purchase bank with this one'),
    seeded: { enabled: true, limit: 0, fromAmount: SMALL },
    maxLimit: 1_000,
  },
  linked_bank: {
    signal: 'linked_bank',
    name: 'Linked accounts: shared payout bank account',
    unit: 'count',
    laxer: 'higher',
    describe: (n) => others(n, 'the payout bank account'),
    seeded: { enabled: true, limit: 0, fromAmount: 0 },
    maxLimit: 1_000,
  },
  account_changes: {
    signal: 'account_changes',
    name: 'Recent changes: password, two-factor, bank account',
    unit: 'hours',
    laxer: 'lower',
    describe: (h) => `Password, two-factor or bank account changed in the last ${h} hours`,
    seeded: { enabled: true, limit: 72, fromAmount: 0 },
    maxLimit: 8_760,
  },
  refunds_chargebacks: {
    signal: 'refunds_chargebacks',
    name: 'Refunds and chargebacks',
    unit: 'count',
    laxer: 'higher',
    describe: (n) =>
      n === 0
        ? 'Any purchase refunded or charged back'
        : `More than ${n} purchases refunded or charged back`,
    seeded: { enabled: true, limit: 0, fromAmount: 0 },
    maxLimit: 1_000,
  },
  velocity_day: {
    signal: 'velocity_day',
    name: 'Velocity: requests in 24 hours',
    unit: 'count',
    laxer: 'higher',
    describe: (n) => `More than ${n} requests in 24 hours (with this one)`,
    seeded: { enabled: true, limit: 3, fromAmount: 0 },
    maxLimit: 1_000,
  },
  velocity_week: {
    signal: 'velocity_week',
    name: 'Velocity: amount in 7 days',
    unit: 'usd',
    laxer: 'higher',
    describe: (c) => `More than ${formatUsd(c)} requested in 7 days (with this one)`,
    seeded: { enabled: true, limit: 200_000, fromAmount: 0 },
    maxLimit: 100_000_000,
  },
  location: {
    signal: 'location',
    name: 'Location against the address state',
    unit: 'none',
    laxer: null,
    describe: () => 'Requested from another state than the address, or from outside the US',
    seeded: { enabled: true, limit: 0, fromAmount: 0 },
    maxLimit: 0,
  },
  structuring: {
    signal: 'structuring',
    name: 'Amounts just under a review threshold',
    unit: 'percent',
    laxer: 'lower',
    describe: (p) =>
      `This and another request in 7 days each within ${p}% under the auto-approval ceiling or the four-eyes threshold`,
    seeded: { enabled: true, limit: 10, fromAmount: 0 },
    maxLimit: 100,
  },
};

/** The seeded rules, in order. */
export const SEEDED_RISK_RULES: readonly TRiskRule[] = RISK_SIGNALS.map((signal) => ({
  signal,
  ...RISK_RULE_DEFINITIONS[signal].seeded,
}));

/**
 * Requests at or under this amount with no rule fired are approved by the system and paid at once:
 * $100.00. Above it finance reviews every request.
 */
export const DEFAULT_AUTO_APPROVAL_CEILING = 10_000;
export const MAX_AUTO_APPROVAL_CEILING = 100_000_000;

export const RISK_LEVELS = ['low', 'medium', 'high'] as const;
export type TRiskLevel = (typeof RISK_LEVELS)[number];

/** No rule fired: low; one: medium; two or more: high. */
export const riskLevelOf = (firedCount: number): TRiskLevel =>
  firedCount === 0 ? 'low' : firedCount === 1 ? 'medium' : 'high';

export const RISK_LEVEL_LABELS: Record<TRiskLevel, string> = {
  low: 'Low risk',
  medium: 'Medium risk',
  high: 'High risk',
};

/**
 * auto-approved: no rule fired, at or under the ceiling, a bank to pay: approved by the system.
 * awaiting-bank: the same but no bank account yet; judged again when the player gives one.
 * manual: finance decides (rules fired, above the ceiling, or the W-9 holds the payout).
 */
export const RISK_DECISIONS = ['auto-approved', 'awaiting-bank', 'manual'] as const;
export type TRiskDecision = (typeof RISK_DECISIONS)[number];

/** One signal of an assessment as the reviewer reads it. */
export interface TRiskSignalResult {
  signal: TRiskSignal;
  name: string;
  /** The signal's value in words: 'Approved 3 hours ago', '2 other accounts: alice, bob'. */
  value: string;
  /** The rule in force, in words, with its limit and the smallest amount it judges. */
  rule: string;
  /** False when the rule is off or the request is under the amount the rule judges. */
  applies: boolean;
  fired: boolean;
}

/** A request's assessment, stored with it (redemption_requests.risk). */
export interface TRiskAssessment {
  assessedAt: string;
  signals: TRiskSignalResult[];
  /** The signals whose rules fired. */
  firedRules: TRiskSignal[];
  /** How many rules fired. */
  score: number;
  level: TRiskLevel;
  /** The auto-approval ceiling in force (cents). */
  ceiling: number;
  decision: TRiskDecision;
  /** Why it went to review, in words (empty when approved by the system). */
  reasons: string[];
}

/** The rule of a signal as the rules page shows it. */
export interface TRiskRuleView extends TRiskRule {
  name: string;
  unit: TRiskLimitUnit;
  laxer: 'higher' | 'lower' | null;
  /** The rule in words with its current limit. */
  text: string;
  maxLimit: number;
}

/** GET /admin/redemptions/risk-rules */
export interface TRiskRulesPage {
  rules: TRiskRuleView[];
  autoApprovalCeiling: number;
  /** Changes of these settings that loosen them, waiting for a second admin (decision 058). */
  pending: TControlChange[];
}

const ZReason = z
  .string({ error: 'Give the reason (at least 5 characters).' })
  .trim()
  .min(5, 'Give the reason (at least 5 characters).')
  .max(500, 'The reason may be at most 500 characters.');

export const ZRiskSignalParam = z.object({
  signal: z.enum(RISK_SIGNALS, { error: 'signal must be one of the risk signals' }),
});

/** PUT /admin/redemptions/risk-rules/:signal: a rule's new values and why. */
export const ZRiskRuleChange = z.object({
  enabled: z.boolean({ error: 'enabled must be true or false' }),
  limit: z
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(0, 'limit cannot be negative')
    .max(100_000_000, 'limit is too large'),
  fromAmount: z
    .number({ error: 'fromAmount must be a number of cents' })
    .int('fromAmount must be a whole number of cents')
    .min(0, 'fromAmount cannot be negative')
    .max(MAX_AUTO_APPROVAL_CEILING, 'fromAmount is too large'),
  reason: ZReason,
});
export type TRiskRuleChange = z.infer<typeof ZRiskRuleChange>;

/** PUT /admin/redemptions/auto-approval-ceiling */
export const ZAutoApprovalCeilingChange = z.object({
  autoApprovalCeiling: z
    .number({ error: 'The ceiling must be a number of cents' })
    .int('The ceiling must be a whole number of cents')
    .min(0, 'The ceiling cannot be negative')
    .max(MAX_AUTO_APPROVAL_CEILING, 'The ceiling can be at most $1,000,000.00'),
  reason: ZReason,
});
export type TAutoApprovalCeilingChange = z.infer<typeof ZAutoApprovalCeilingChange>;

/** The dual-control kinds of these settings (decision 058's register). */
export const RISK_RULE_CONTROL_KIND = 'redemption-risk-rule';
export const AUTO_APPROVAL_CEILING_CONTROL_KIND = 'redemption-auto-approval-ceiling';

/** What a rule's limit means in words, for the rules page and the change summaries. */
export function riskLimitText(unit: TRiskLimitUnit, limit: number): string {
  if (unit === 'usd') return formatUsd(limit);
  if (unit === 'percent') return `${limit}%`;
  if (unit === 'hours') return `${limit} h`;
  if (unit === 'count') return String(limit);
  return '—';
}

/** 'KYC approved less than 24 hours ago, for requests of $25.00 or more' / '(off)'. */
export function riskRuleText(rule: TRiskRule): string {
  const definition = RISK_RULE_DEFINITIONS[rule.signal];
  const text = definition.describe(rule.limit);
  const scope =
    rule.fromAmount > 0 ? `, for requests of ${formatUsd(rule.fromAmount)} or more` : '';
  return `${text}${scope}${rule.enabled ? '' : ' (off)'}`;
}

/**
 * Whether `proposed` lets more requests through than `current`: switched off, a laxer limit, or
 * judging fewer requests (a higher smallest amount).
 */
export function ruleLoosens(current: TRiskRule, proposed: Omit<TRiskRule, 'signal'>): boolean {
  const { laxer } = RISK_RULE_DEFINITIONS[current.signal];
  if (current.enabled && !proposed.enabled) return true;
  if (!proposed.enabled) return false;
  if (!current.enabled) return false;
  if (proposed.fromAmount > current.fromAmount) return true;
  if (laxer === 'higher' && proposed.limit > current.limit) return true;
  if (laxer === 'lower' && proposed.limit < current.limit) return true;
  return false;
}

/** The questions finance asks and the player's answers: at most this many characters. */
export const INFO_TEXT_MAX = 1_000;

/** POST /admin/redemptions/:redeemRequestId/ask-info */
export const ZAskForInformation = z.object({
  question: z
    .string({ error: 'Write the question the player should answer' })
    .trim()
    .min(10, 'Write the question the player should answer (at least 10 characters)')
    .max(INFO_TEXT_MAX, `The question can be at most ${INFO_TEXT_MAX} characters`),
});
export type TAskForInformation = z.infer<typeof ZAskForInformation>;

/** PUT /payment/redeem-request/answer: the player's reply to finance's question. */
export const ZRedemptionAnswer = z.object({
  redeemRequestId: z
    .number({ error: 'redeemRequestId must be a number' })
    .int('redeemRequestId must be a whole number')
    .positive('redeemRequestId must be a positive number'),
  answer: z
    .string({ error: 'Please write your answer' })
    .trim()
    .min(2, 'Please write your answer')
    .max(INFO_TEXT_MAX, `Your answer can be at most ${INFO_TEXT_MAX} characters`),
});
export type TRedemptionAnswer = z.infer<typeof ZRedemptionAnswer>;
export const REDEMPTION_ANSWER_SENT_MESSAGE =
  'Thank you: your answer was sent, and your redemption is back in review.';

/** One question finance asked about a request, with the player's answer once given. */
export interface TRedemptionInfoRequest {
  question: string;
  askedBy: string;
  askedAt: string;
  answer: string | null;
  answeredAt: string | null;
}
