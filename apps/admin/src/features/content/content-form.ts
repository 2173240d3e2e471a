import type { z } from 'zod';

/** A stored moment as a datetime-local input's value (the operator's local time), '' for none. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/** A datetime-local input's value as an ISO moment with its offset, null when empty. */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

/** The order after moving the item at `index` by `delta` (−1 up, +1 down); unchanged at an end. */
export function moved<T>(items: readonly T[], index: number, delta: -1 | 1): T[] {
  const target = index + delta;
  if (index < 0 || index >= items.length || target < 0 || target >= items.length) return [...items];
  const next = [...items];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

/** The first problem the contract's schema finds, as 'field: message', or null when valid. */
export function firstProblem(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  if (result.success) return null;
  const issue = result.error.issues[0];
  return issue ? issue.message : 'The form is not valid';
}

const moment = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** A schedule as the lists show it, in the operator's local time: 'Always', 'From …', 'Until …'. */
export function scheduleLabel(schedule: {
  startsAt: string | null;
  endsAt: string | null;
}): string {
  const { startsAt, endsAt } = schedule;
  if (startsAt && endsAt) return `${moment(startsAt)} – ${moment(endsAt)}`;
  if (startsAt) return `From ${moment(startsAt)}`;
  if (endsAt) return `Until ${moment(endsAt)}`;
  return 'Always';
}
