import type { TReconciliationCaseKind } from '@app/contracts/reconciliation';
import type { StatementEntry } from './provider-statements';

/**
 * One of our records as reconciliation compares it: its reference, amount, provider-neutral
 * status, and the instant that puts it in a day (settled or sent; null when it has none yet).
 */
export interface OurEntry extends StatementEntry {
  at: Date | null;
}

export interface Mismatch {
  kind: TReconciliationCaseKind;
  reference: string;
  ours: StatementEntry | null;
  theirs: StatementEntry | null;
}

/** Statuses under which no money moved: a difference between two of them is no case. */
const NO_MONEY = new Set(['pending', 'failed']);
const moved = (entry: StatementEntry | null | undefined) =>
  entry !== null && entry !== undefined && !NO_MONEY.has(entry.status);

const side = (entry: StatementEntry): StatementEntry => ({
  reference: entry.reference,
  amountCents: entry.amountCents,
  status: entry.status,
});

/** The differences between our record and the provider's of one reference. */
export function compareEntries(
  ours: StatementEntry | undefined,
  theirs: StatementEntry | undefined,
): Mismatch[] {
  if (!ours && !theirs) return [];
  if (!theirs) {
    return ours && moved(ours)
      ? [{ kind: 'MISSING_THEIRS', reference: ours.reference, ours: side(ours), theirs: null }]
      : [];
  }
  if (!ours) {
    return moved(theirs)
      ? [{ kind: 'MISSING_OURS', reference: theirs.reference, ours: null, theirs: side(theirs) }]
      : [];
  }
  // Neither side moved money (both failed or waiting): nothing for finance to settle.
  if (!moved(ours) && !moved(theirs)) return [];
  const found: Mismatch[] = [];
  const pair = { reference: ours.reference, ours: side(ours), theirs: side(theirs) };
  if (ours.amountCents !== theirs.amountCents) found.push({ kind: 'AMOUNT_DIFFERS', ...pair });
  if (ours.status !== theirs.status) found.push({ kind: 'STATUS_DIFFERS', ...pair });
  return found;
}

/**
 * Matches one provider's day (decision 056): our records of the day and its entries of the day,
 * by reference. A record without a partner of the same day is looked up on the other side
 * whatever its day (one made just across midnight is no mismatch): our record is compared on its
 * own day, and a provider's entry whose record we have on another day is left to that day.
 */
export async function matchDay(input: {
  ours: OurEntry[];
  theirs: StatementEntry[];
  findTheirs: (references: string[]) => Promise<StatementEntry[]>;
  findOurs: (references: string[]) => Promise<OurEntry[]>;
}): Promise<Mismatch[]> {
  const theirsBy = new Map(input.theirs.map((e) => [e.reference, e]));
  const oursBy = new Map(input.ours.map((e) => [e.reference, e]));
  const lonelyOurs = input.ours.filter((e) => !theirsBy.has(e.reference)).map((e) => e.reference);
  for (const found of lonelyOurs.length > 0 ? await input.findTheirs(lonelyOurs) : [])
    theirsBy.set(found.reference, found);
  const lonelyTheirs = input.theirs.filter((e) => !oursBy.has(e.reference));
  const elsewhere = new Map(
    (lonelyTheirs.length > 0 ? await input.findOurs(lonelyTheirs.map((e) => e.reference)) : []).map(
      (e) => [e.reference, e],
    ),
  );

  const mismatches: Mismatch[] = [];
  for (const ours of input.ours)
    mismatches.push(...compareEntries(ours, theirsBy.get(ours.reference)));
  for (const theirs of lonelyTheirs) {
    const ours = elsewhere.get(theirs.reference);
    // Settled or sent on another day: that day's run compares them.
    if (ours?.at) continue;
    mismatches.push(...compareEntries(ours, theirs));
  }
  return mismatches;
}
