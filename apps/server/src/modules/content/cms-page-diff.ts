/** The non-empty lines of a text, trimmed: what a change is counted in. */
const linesOf = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);

/** How many of `lines` are not matched, one for one, by a line of `other`. */
function unmatched(lines: string[], other: string[]): number {
  const pool = new Map<string, number>();
  for (const line of other) pool.set(line, (pool.get(line) ?? 0) + 1);
  let count = 0;
  for (const line of lines) {
    const left = pool.get(line) ?? 0;
    if (left > 0) pool.set(line, left - 1);
    else count += 1;
  }
  return count;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * What changed between two versions, in words for the history: the title (old and new) and the
 * text's lines added and removed. The first version of a page has nothing before it.
 */
export function describeChange(
  before: { title: string; markdown: string } | undefined,
  after: { title: string; markdown: string },
): string {
  if (!before) return `First version: ${plural(linesOf(after.markdown).length, 'line')}`;
  const parts: string[] = [];
  if (before.title !== after.title) parts.push(`Title "${before.title}" → "${after.title}"`);
  const oldLines = linesOf(before.markdown);
  const newLines = linesOf(after.markdown);
  const added = unmatched(newLines, oldLines);
  const removed = unmatched(oldLines, newLines);
  if (added > 0 || removed > 0)
    parts.push(`${plural(added, 'line')} added, ${plural(removed, 'line')} removed`);
  else if (before.markdown !== after.markdown) parts.push('Spacing changed');
  return parts.length > 0 ? parts.join('; ') : 'Text unchanged';
}
