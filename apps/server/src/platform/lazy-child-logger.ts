import type { FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions, Logger } from 'pino';

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace'] as const;

/**
 * Fastify's per-request logger (`childLoggerFactory`), made only when the request writes a line
 * at a level that is on. pino serializes a child's bindings, through the redaction of every
 * personal-data path, when the child is made: some 7 % of a slot round's server CPU, spent on
 * requests that log nothing at the production level (a request that went well logs at debug).
 * Once made, the real child writes every line, with its reqId binding, as before (decision 040).
 */
export function lazyChildLogger(
  parent: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  let child: FastifyBaseLogger | undefined;
  const real = (): FastifyBaseLogger => (child ??= parent.child(bindings, options));
  const enabled = (level: (typeof LEVELS)[number]) =>
    child !== undefined ||
    options.level !== undefined ||
    (parent as unknown as Logger).isLevelEnabled(level);
  const lazy = {
    get level() {
      return child?.level ?? options.level ?? parent.level;
    },
    set level(value: string) {
      real().level = value;
    },
    child: (childBindings: Bindings, childOptions?: ChildLoggerOptions) =>
      real().child(childBindings, childOptions),
    silent: (...args: unknown[]) => (real().silent as (...a: unknown[]) => void)(...args),
  } as Record<string, unknown>;
  for (const level of LEVELS) {
    lazy[level] = (...args: unknown[]) => {
      if (enabled(level)) (real()[level] as (...a: unknown[]) => void)(...args);
    };
  }
  return lazy as unknown as FastifyBaseLogger;
}
