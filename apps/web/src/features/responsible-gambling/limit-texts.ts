import { formatAmount, formatUsd, fromDecimal } from '@app/contracts/money';
import type { TLimit, TLimitKey, TLimitKind } from '@app/contracts/responsible-gambling';

export const KIND_TITLES: Record<TLimitKind, string> = {
  purchase: 'Purchase limit',
  wager: 'Wager limit',
  loss: 'Net loss limit',
  session: 'Session time limit',
};

export const KIND_HELP: Record<TLimitKind, string> = {
  purchase: 'The most you can spend on coin packages, in US dollars.',
  wager: 'The most you can bet in one coin, wins not counted.',
  loss: 'The most you can lose in one coin: what you bet less what you win.',
  session:
    'How long you can play after signing in. When the time is up, bets are refused until you sign in again.',
};

const PERIOD_WORDS = {
  daily: 'Daily',
  weekly: 'Weekly (last 7 days)',
  monthly: 'Monthly (last 30 days)',
};

/** 'Daily purchase limit', 'Weekly (last 7 days) SC wager limit', 'Session time limit'. */
export function limitTitle(limit: Pick<TLimit, 'kind' | 'coinType' | 'period'>): string {
  if (limit.kind === 'session' || !limit.period) return KIND_TITLES.session;
  const coin = limit.coinType ? ` ${limit.coinType}` : '';
  return `${PERIOD_WORDS[limit.period]}${coin} ${KIND_TITLES[limit.kind].toLowerCase()}`;
}

/** $50.00, 1,000.00 SC, 90 minutes. */
export function limitValueText(limit: Pick<TLimit, 'kind' | 'coinType'>, value: number): string {
  if (limit.kind === 'session') return value === 1 ? '1 minute' : `${value} minutes`;
  if (limit.kind === 'purchase') return formatUsd(fromDecimal(value));
  return `${formatAmount(fromDecimal(value))} ${limit.coinType ?? ''}`.trim();
}

/** When a waiting change applies, in the player's own time zone. */
export function whenText(iso: string): string {
  return new Date(iso).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}

/** 'Goes up to $100.00 on Nov 26, 4:20 AM' or 'Will be removed on …'. */
export function pendingText(limit: TLimit): string | null {
  if (!limit.pending) return null;
  const when = whenText(limit.pending.effectiveAt);
  return limit.pending.value === null
    ? `Will be removed on ${when}`
    : `Goes up to ${limitValueText(limit, limit.pending.value)} on ${when}`;
}

/** The key that names a limit in the remove and cancel calls. */
export function keyOf(limit: TLimit): TLimitKey {
  if (limit.kind === 'session') return { kind: 'session' };
  const period = limit.period ?? 'daily';
  if (limit.kind === 'purchase') return { kind: 'purchase', period };
  return { kind: limit.kind, coinType: limit.coinType ?? 'GC', period };
}
