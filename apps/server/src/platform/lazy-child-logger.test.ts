import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { lazyChildLogger } from './lazy-child-logger';

function loggerAt(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
      callback();
    },
  });
  const parent = pino({ level }, stream);
  let children = 0;
  const original = parent.child;
  // Children inherit this property: only the parent's own children are counted.
  parent.child = function (this: typeof parent, ...args: Parameters<typeof original>) {
    if (this === parent) children += 1;
    return original.apply(this, args);
  } as typeof parent.child;
  return { parent, lines, made: () => children };
}

describe('lazyChildLogger', () => {
  it('makes no child for a request that writes nothing at a level that is on', () => {
    const { parent, lines, made } = loggerAt('info');
    const log = lazyChildLogger(parent, { reqId: 'r-1' }, {});
    log.debug({ req: { url: '/x' } }, 'request completed');
    log.trace('nothing');
    expect(made()).toBe(0);
    expect(lines).toEqual([]);
    expect(log.level).toBe('info');
  });

  it('writes a line at a level that is on through one real child, with its bindings', () => {
    const { parent, lines, made } = loggerAt('info');
    const log = lazyChildLogger(parent, { reqId: 'r-2' }, {});
    log.info({ statusCode: 404 }, 'request completed');
    log.error('failed');
    log.debug('still off');
    expect(made()).toBe(1);
    expect(lines.map((line) => [line.reqId, line.msg])).toEqual([
      ['r-2', 'request completed'],
      ['r-2', 'failed'],
    ]);
    const nested = log.child({ job: 'payouts' });
    nested.warn('nested');
    expect(lines.at(-1)).toMatchObject({ reqId: 'r-2', job: 'payouts', msg: 'nested' });
  });

  it("follows a route's own level given in the child's options", () => {
    const { parent, lines } = loggerAt('warn');
    const log = lazyChildLogger(parent, { reqId: 'r-3' }, { level: 'debug' });
    log.debug('route at debug');
    expect(log.level).toBe('debug');
    expect(lines.map((line) => line.msg)).toEqual(['route at debug']);
  });
});
