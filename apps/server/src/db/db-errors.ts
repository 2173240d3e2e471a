/** The SQLSTATE of a database error (on the error or a cause it wraps), on both drivers. */
export function sqlState(error: unknown): string | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** True when a query failed on a UNIQUE constraint (PostgreSQL and PGlite both say 23505). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint: name } = e as { code?: string; constraint?: string };
    if (code === '23505')
      return (
        constraint === undefined ||
        name === constraint ||
        String((e as Error).message).includes(constraint)
      );
  }
  return false;
}
