import { formatAmount } from './money';

/**
 * The fields of an audit entry's before, after and detail that hold money as integer hundredths
 * (of a coin, or cents), by action. Other actions' amounts are written as decimals already (VIP
 * tiers, bonus settings) or hold none. The back office shows these as amounts (1,234.56), never
 * as the raw hundredths the server records (decision 046).
 */
export const AUDIT_AMOUNT_FIELDS: Readonly<Record<string, readonly string[]>> = {
  'adjustment.request': ['amount', 'threshold', 'balance'],
  'adjustment.apply': ['amount', 'threshold', 'balance'],
  'adjustment.approve': ['amount', 'threshold', 'balance'],
  'adjustment.reject': ['amount', 'threshold', 'balance'],
  'settings.adjustments': ['gcThreshold', 'scThreshold'],
  'redemption.approve.first': ['amount', 'threshold', 'approvedAloneIn24h'],
  'redemption.approve': ['amount', 'threshold', 'ceiling'],
  'redemption.reject': ['amount', 'threshold'],
  'redemption.ask-info': ['amount'],
  'settings.redemptions': ['approvalThreshold'],
  'settings.redemption-auto-approval': ['autoApprovalCeiling'],
  'settings.redemption-risk-rule': ['fromAmount'],
  'tax.threshold.change': ['thresholdCents'],
  'tax.report': ['thresholdCents'],
  'package.create': ['amount', 'gcCoin', 'scCoin'],
  'package.update': ['amount', 'gcCoin', 'scCoin'],
  'package.delete': ['amount', 'gcCoin', 'scCoin'],
  'spin_wheel.segments': ['gc', 'sc'],
  'game.settings': ['minBetGc', 'maxBetGc', 'minBetSc', 'maxBetSc'],
  'sc_expiry.reversal_request': ['scUnplayed', 'scRedeemable'],
  'sc_expiry.reversal_approve': [
    'scUnplayed',
    'scRedeemable',
    'scUnplayedBalance',
    'scRedeemableBalance',
  ],
  'sc_expiry.reversal_reject': ['scUnplayed', 'scRedeemable'],
  'reconciliation.resolve': ['oursAmount', 'theirsAmount'],
  'dispute.collect': [
    'owedGc',
    'owedSc',
    'collectedGc',
    'collectedScUnplayed',
    'collectedScRedeemable',
    'gcBalance',
    'scUnplayedBalance',
    'scRedeemableBalance',
  ],
  'dispute.waive': ['owedGc', 'owedSc', 'waivedGc', 'waivedSc'],
};

/** Names of the money fields of an action's entries (none for an action that records none). */
export const auditAmountFields = (action: string): readonly string[] =>
  AUDIT_AMOUNT_FIELDS[action] ?? [];

/**
 * An audit value as a reader takes it in: `status: APPLIED, balance: 1,234.56`, nested objects in
 * braces and lists in brackets, the action's money fields as amounts. Null is empty.
 */
export function auditValueText(value: unknown, amountFields: readonly string[]): string {
  const text = (item: unknown, key?: string): string => {
    if (item === null || item === undefined) return '—';
    if (typeof item === 'number' && key !== undefined && amountFields.includes(key))
      return Number.isSafeInteger(item) ? formatAmount(item) : String(item);
    if (Array.isArray(item)) return `[${item.map((entry) => text(entry)).join('; ')}]`;
    if (typeof item === 'object')
      return `{${Object.entries(item)
        .map(([name, entry]) => `${name}: ${text(entry, name)}`)
        .join(', ')}}`;
    return String(item);
  };
  if (value === null || value === undefined) return '';
  if (typeof value === 'object' && !Array.isArray(value))
    return Object.entries(value)
      .map(([name, entry]) => `${name}: ${text(entry, name)}`)
      .join(', ');
  return text(value);
}
