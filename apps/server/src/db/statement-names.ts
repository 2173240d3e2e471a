import { createHash } from 'node:crypto';
import pg from 'pg';

/**
 * Names for the server's hot statements, so that node-postgres prepares each once per connection
 * (parse and plan once, then only bind and execute; decision 071). Drizzle sends every query as an
 * unnamed statement, which PostgreSQL parses and plans on every call: a join of a few tables
 * costs more to plan (about 1 ms) than to run, and on two cores shared with the database that is
 * most of a read's price. A text is named once it has been sent `hotAfter` times, and at most
 * `maxNamed` texts are named in all: queries whose text varies with their input (an `in (…)` list
 * of each length) would otherwise leave a prepared statement per variant on every connection.
 * Only parameterised statements are named (one command each, as the extended protocol requires);
 * migrations and other plain-text statements are sent as they are.
 */
export function createStatementNamer(options: { maxNamed?: number; hotAfter?: number } = {}) {
  const maxNamed = options.maxNamed ?? 400;
  const hotAfter = options.hotAfter ?? 2;
  const names = new Map<string, string>();
  /** How often each text not yet named was sent; forgotten whole when it grows past its bound. */
  let counts = new Map<string, number>();
  return (text: string): string | undefined => {
    const name = names.get(text);
    if (name !== undefined || names.size >= maxNamed) return name;
    const sent = (counts.get(text) ?? 0) + 1;
    if (sent < hotAfter) {
      if (counts.size >= maxNamed * 10) counts = new Map();
      counts.set(text, sent);
      return undefined;
    }
    counts.delete(text);
    const named = `s_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`;
    names.set(text, named);
    return named;
  };
}

type QueryConfigLike = { text?: unknown; name?: unknown; values?: unknown; submit?: unknown };
const hasValues = (v: unknown) => Array.isArray(v) && v.length > 0;

/**
 * A node-postgres client that names parameterised statements with `nameOf` (a statement named
 * by the caller keeps its name). Given to the pool as its `Client`.
 */
export function namingClient(nameOf: (text: string) => string | undefined): typeof pg.Client {
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  class NamingClient extends pg.Client {}
  (NamingClient.prototype as unknown as { query: unknown }).query = function named(
    this: pg.Client,
    config: unknown,
    values?: unknown,
    callback?: unknown,
  ) {
    if (typeof config === 'string' && hasValues(values)) {
      const name = nameOf(config);
      if (name) return query.call(this, { name, text: config, values }, callback);
    } else if (config && typeof config === 'object') {
      const c = config as QueryConfigLike;
      if (
        typeof c.submit !== 'function' &&
        typeof c.text === 'string' &&
        c.name === undefined &&
        (hasValues(values) || hasValues(c.values))
      ) {
        const name = nameOf(c.text);
        if (name) return query.call(this, { ...c, name }, values, callback);
      }
    }
    return query.call(this, config, values, callback);
  };
  return NamingClient;
}
