import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const journal = JSON.parse(
  readFileSync(
    path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle/meta/_journal.json'),
    'utf8',
  ),
) as { entries: { idx: number; tag: string; when: number }[] };

/**
 * Drizzle's migrator applies to an existing database only the migrations whose `when` is later
 * than the latest `when` it has applied. Migrations 0029, 0031 and 0032 carry hand-set times
 * later than those after them, so a migration whose `when` is not the greatest so far is
 * silently skipped on every database that is already migrated (decision 063).
 */
describe('the migrations journal', () => {
  it('gives the newest migration a time later than every earlier one', () => {
    const entries = journal.entries;
    const newest = entries.at(-1)!;
    const latestBefore = Math.max(...entries.slice(0, -1).map((e) => e.when));
    expect(newest.when, newest.tag).toBeGreaterThan(latestBefore);
  });
});
