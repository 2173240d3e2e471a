import { describe, expect, it } from 'vitest';
import { dayBefore, easternDayWindow, previousEasternDay } from './reconciliation-day';
import { compareEntries, matchDay, type OurEntry } from './reconciliation-matching';
import type { StatementEntry } from './provider-statements';

const entry = (reference: string, amountCents: number, status: string): StatementEntry => ({
  reference,
  amountCents,
  status,
});
const ours = (reference: string, amountCents: number, status: string, at: Date | null = null) => ({
  ...entry(reference, amountCents, status),
  at,
});

describe('comparing one reference', () => {
  it('finds nothing when amount and status agree', () => {
    expect(compareEntries(entry('a', 999, 'settled'), entry('a', 999, 'settled'))).toEqual([]);
  });

  it('names the amount and the status that differ, each once', () => {
    const kinds = compareEntries(entry('a', 999, 'paid'), entry('a', 1099, 'returned')).map(
      (m) => m.kind,
    );
    expect(kinds).toEqual(['AMOUNT_DIFFERS', 'STATUS_DIFFERS']);
  });

  it('opens a missing case only for a side that moved money', () => {
    expect(compareEntries(entry('a', 999, 'settled'), undefined)[0]?.kind).toBe('MISSING_THEIRS');
    expect(compareEntries(undefined, entry('a', 999, 'refunded'))[0]?.kind).toBe('MISSING_OURS');
    expect(compareEntries(entry('a', 999, 'failed'), undefined)).toEqual([]);
    expect(compareEntries(undefined, entry('a', 999, 'pending'))).toEqual([]);
  });

  it('leaves two sides that moved no money alone, whatever they say', () => {
    expect(compareEntries(entry('a', 999, 'pending'), entry('a', 5, 'failed'))).toEqual([]);
  });

  it('counts a status it does not know as money moved', () => {
    expect(compareEntries(undefined, entry('a', 999, 'charged_back'))[0]?.kind).toBe(
      'MISSING_OURS',
    );
  });
});

describe('matching a day', () => {
  const never = () => Promise.resolve([]);

  it('finds a partner made just across midnight by looking it up, and opens no case', async () => {
    const mismatches = await matchDay({
      ours: [ours('late', 999, 'settled', new Date())],
      theirs: [],
      findTheirs: async (refs) => refs.map((r) => entry(r, 999, 'settled')),
      findOurs: never,
    });
    expect(mismatches).toEqual([]);
  });

  it("leaves a provider's entry to the day our record belongs to", async () => {
    const mismatches = await matchDay({
      ours: [],
      theirs: [entry('early', 999, 'settled')],
      findTheirs: never,
      findOurs: async (refs) => refs.map((r) => ours(r, 5, 'settled', new Date())),
    });
    expect(mismatches).toEqual([]);
  });

  it('compares a provider entry with our record that never settled, on the provider day', async () => {
    const found: OurEntry[] = [ours('stuck', 999, 'pending')];
    const mismatches = await matchDay({
      ours: [],
      theirs: [entry('stuck', 999, 'settled')],
      findTheirs: never,
      findOurs: async () => found,
    });
    expect(mismatches.map((m) => m.kind)).toEqual(['STATUS_DIFFERS']);
  });

  it('looks nothing up when every record has its partner', async () => {
    const refuse = () => Promise.reject(new Error('no look-up expected'));
    const mismatches = await matchDay({
      ours: [ours('a', 1, 'settled'), ours('b', 2, 'refunded')],
      theirs: [entry('b', 2, 'refunded'), entry('a', 3, 'settled')],
      findTheirs: refuse,
      findOurs: refuse,
    });
    expect(mismatches).toEqual([
      {
        kind: 'AMOUNT_DIFFERS',
        reference: 'a',
        ours: entry('a', 1, 'settled'),
        theirs: entry('a', 3, 'settled'),
      },
    ]);
  });
});

describe('US Eastern days', () => {
  it('runs midnight to midnight, 23 and 25 hours when the clocks change', () => {
    expect(easternDayWindow('2026-01-15')).toEqual({
      from: new Date('2026-01-15T05:00:00.000Z'),
      to: new Date('2026-01-16T05:00:00.000Z'),
    });
    const spring = easternDayWindow('2026-03-08');
    expect(spring.to.getTime() - spring.from.getTime()).toBe(23 * 3_600_000);
    const autumn = easternDayWindow('2026-11-01');
    expect(autumn.to.getTime() - autumn.from.getTime()).toBe(25 * 3_600_000);
  });

  it('knows the day before, across months and years', () => {
    expect(dayBefore('2026-03-01')).toBe('2026-02-28');
    expect(dayBefore('2024-03-01')).toBe('2024-02-29');
    expect(dayBefore('2026-01-01')).toBe('2025-12-31');
    // 03:00 UTC on 2 Jan is still 1 Jan in New York: the run reconciles 31 Dec.
    expect(previousEasternDay(new Date('2026-01-02T03:00:00Z'))).toBe('2025-12-31');
    expect(previousEasternDay(new Date('2026-01-02T06:40:00Z'))).toBe('2026-01-01');
  });
});
