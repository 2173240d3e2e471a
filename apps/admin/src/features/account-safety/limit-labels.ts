import type {
  TLimitEvent,
  TLimitRowPeriod,
  TStaffLimit,
} from '@app/contracts/responsible-gambling-admin';
import { formatLimitValue, limitName } from '@app/contracts/limit-wording';
import { formatTime } from '../../lib/format';

export const LIMIT_KIND_LABELS: Record<TStaffLimit['kind'], string> = {
  purchase: 'Purchase',
  wager: 'Wager',
  loss: 'Net loss',
  session: 'Session time',
};

export const LIMIT_PERIOD_LABELS: Record<TLimitRowPeriod, string> = {
  daily: 'Daily',
  weekly: 'Weekly (last 7 days)',
  monthly: 'Monthly (last 30 days)',
  session: 'Per session',
};

/** The waiting loosening of a limit, or '—'. */
export function pendingText(limit: TStaffLimit): string {
  if (!limit.pending) return '—';
  const when = formatTime(limit.pending.effectiveAt);
  return limit.pending.value === null
    ? `Removed from ${when}`
    : `Goes up to ${formatLimitValue(limit.unit, limit.pending.value)} from ${when}`;
}

/** One line of the limit history as compliance reads it. */
export function limitEventText(event: TLimitEvent): string {
  const name = limitName(event);
  const value = (v: number | null) => (v === null ? 'none' : formatLimitValue(event.unit, v));
  const applies = `applies ${formatTime(event.effectiveAt)}`;
  switch (event.action) {
    case 'set':
      return `Set the ${name} to ${value(event.newValue)}`;
    case 'tightened':
      return `Lowered the ${name} from ${value(event.oldValue)} to ${value(event.newValue)}`;
    case 'loosening_requested':
      return `Asked to raise the ${name} from ${value(event.oldValue)} to ${value(event.newValue)} (${applies})`;
    case 'removal_requested':
      return `Asked to remove the ${name} of ${value(event.oldValue)} (${applies})`;
    case 'cancelled':
      return `Cancelled the waiting change to the ${name}; it stays at ${value(event.newValue)}`;
  }
}
