import type { AuditRow } from './audit.repository';

const COLUMNS = [
  'id',
  'at',
  'staffId',
  'staffEmail',
  'ip',
  'action',
  'playerId',
  'target',
  'before',
  'after',
  'detail',
] as const;

/**
 * One CSV cell: quoted when needed; a value a spreadsheet would run as a formula (= + - @ at the
 * start) gets a leading apostrophe.
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text =
    value instanceof Date
      ? value.toISOString()
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The audit rows as CSV with a header line. */
export function auditCsv(rows: AuditRow[]): string {
  const lines = [COLUMNS.join(',')];
  for (const row of rows) lines.push(COLUMNS.map((c) => csvCell(row[c])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
