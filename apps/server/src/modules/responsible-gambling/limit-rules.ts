import { fromDecimal, toDecimal } from '@app/contracts/money';
import {
  LIMIT_COOLING_HOURS,
  type TLimit,
  type TLimitKey,
  type TSetLimitRequest,
} from '@app/contracts/responsible-gambling';
import type { PlayerLimitRow } from './responsible-gambling.tables';
import type { LimitRowKey } from './responsible-gambling.repository';

export const COOLING_MS = LIMIT_COOLING_HOURS * 3_600_000;

const KIND_ORDER = ['purchase', 'wager', 'loss', 'session'];
const UNIT_ORDER = ['USD', 'GC', 'SC', 'MINUTES'];
const PERIOD_ORDER = ['daily', 'weekly', 'monthly', 'session'];

/** The order limits are listed in: purchase, wager, loss, session; USD, GC, SC; daily to monthly. */
export const byLimitOrder = (a: LimitRowKey, b: LimitRowKey) =>
  KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind) ||
  UNIT_ORDER.indexOf(a.unit) - UNIT_ORDER.indexOf(b.unit) ||
  PERIOD_ORDER.indexOf(a.period) - PERIOD_ORDER.indexOf(b.period);

/** The stored key of a limit the API names. */
export function rowKey(key: TLimitKey): LimitRowKey {
  switch (key.kind) {
    case 'purchase':
      return { kind: 'purchase', unit: 'USD', period: key.period };
    case 'wager':
    case 'loss':
      return { kind: key.kind, unit: key.coinType, period: key.period };
    case 'session':
      return { kind: 'session', unit: 'MINUTES', period: 'session' };
  }
}

/** The stored value of a request: cents, hundredths of a coin, or minutes. */
export function requestedValue(request: TSetLimitRequest): number {
  return request.kind === 'session' ? request.minutes : fromDecimal(request.amount);
}

/** A limit row as it stands at `now`: a pending change whose time has come has applied. */
/** What decides a limit's value at a moment: the value and the change waiting to apply. */
type LimitValues = Pick<
  PlayerLimitRow,
  'value' | 'pendingValue' | 'pendingRemoval' | 'pendingEffectiveAt'
>;

export function effectiveLimit(row: LimitValues, now: Date) {
  const due = row.pendingEffectiveAt !== null && row.pendingEffectiveAt <= now;
  if (!due) return { value: row.value as number | null, pending: pendingOf(row) };
  return { value: row.pendingRemoval ? null : row.pendingValue, pending: null };
}

function pendingOf(row: LimitValues) {
  if (row.pendingEffectiveAt === null) return null;
  return {
    value: row.pendingRemoval ? null : row.pendingValue,
    effectiveAt: row.pendingEffectiveAt,
  };
}

/** A stored value in the API's terms: decimal USD or coins, whole minutes. */
export const apiValue = (unit: LimitRowKey['unit'], value: number) =>
  unit === 'MINUTES' ? value : toDecimal(value);

/** The API view of a row at `now`, or null once a removal has applied. */
export function limitView(row: PlayerLimitRow, now: Date): TLimit | null {
  const { value, pending } = effectiveLimit(row, now);
  if (value === null) return null;
  return {
    kind: row.kind,
    coinType: row.unit === 'GC' || row.unit === 'SC' ? row.unit : null,
    period: row.period === 'session' ? null : row.period,
    value: apiValue(row.unit, value),
    pending: pending && {
      value: pending.value === null ? null : apiValue(row.unit, pending.value),
      effectiveAt: pending.effectiveAt.toISOString(),
    },
  };
}

/** Where each period's window starts when the text names it ('today', 'for the last 7 days'). */
export const WINDOW_TEXT = {
  daily: 'today',
  weekly: 'for the last 7 days',
  monthly: 'for the last 30 days',
} as const;
