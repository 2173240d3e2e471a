import type { TReconciliationEntry } from '@app/contracts/reconciliation';
import { formatUsd } from '../../lib/format';

/** One side of a case as finance reads it: '$9.99, settled', or that the side has no record. */
export const entryText = (entry: TReconciliationEntry | null): string =>
  entry ? `${formatUsd(entry.amountCents)}, ${entry.status}` : 'No record';
