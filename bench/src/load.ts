import { call, HttpConnection, type Answer, type CallInit } from './http-connection';

/**
 * A bounded closed-loop HTTP load generator for loopback benchmarks: N clients, each on its own
 * keep-alive connection, sending its next request when the last is answered, for a fixed duration.
 */
export interface LoadResult {
  /** Load run before the measured window (not counted): the server's JIT and connection warm-up. */
  warmupMs: number;
  requests: number;
  errors: number;
  seconds: number;
  rps: number;
  p50Ms: number;
  p99Ms: number;
  /** With `mix`: the same figures per label. */
  byLabel?: Record<string, { requests: number; p50Ms: number; p99Ms: number }>;
  /** With `drainMs`: requests cut off unanswered (counted in `errors` too). */
  abandoned?: number;
  /**
   * No request started in the window was answered (each took longer than the window and the
   * drain): the figures are those of the warm-up's answered requests, at the same concurrency.
   */
  fromWarmup?: true;
}

/** One request of a mix: a path and query on the target's host, its label in the figures. */
export interface MixedRequest {
  path: string;
  label: string;
  init?: CallInit;
}

const ok = (status: number) => status >= 200 && status < 300;

export async function runLoad(options: {
  url: string;
  connections: number;
  durationMs: number;
  /** Same load first for this long, not measured (JIT tiers, pooled connections, prepared statements). */
  warmupMs?: number;
  /** The request a client sends (clients are numbered from 0). */
  init?: (client: number) => CallInit;
  /** Blackjack rounds: each client keeps its own player (cookie), starts a hand and stands until it ends. */
  blackjack?: boolean;
  cookies?: string[];
  /** Requests a client sends in turn, each encoded once (instead of `url` and `init`). */
  mix?: (client: number) => MixedRequest[];
  /**
   * Sent on the same connection after each successful answer, not timed: what undoes the request
   * so that it can be sent again (a redemption request's cancel). A throw counts as an error.
   */
  after?: (connection: HttpConnection, answer: Answer, client: number) => Promise<void>;
  /**
   * How long requests still unanswered when the window ends may take: then their connections are
   * closed and they count as errors (and `abandoned`), with the time waited as their latency, so
   * that a call far slower than the window still ends. Without it, every answer is waited for.
   */
  drainMs?: number;
}): Promise<LoadResult> {
  const target = new URL(options.url);
  /** Every request's start (ms from the measured window's start, negative in warm-up) and latency. */
  const samples: { at: number; ms: number; label?: string; cut?: boolean }[] = [];
  let errors = 0;
  let errorShown = false;
  const failed = (status: number, body: string) => {
    errors += 1;
    if (errorShown) return;
    errorShown = true;
    process.stderr.write(`first failed request: ${status} ${body.slice(0, 300)}\n`);
  };
  const warmupMs = options.warmupMs ?? 0;
  const started = performance.now() + warmupMs;
  const deadline = started + options.durationMs;
  const open = new Set<HttpConnection>();
  let cutOff = false;
  let abandoned = 0;
  const cut =
    options.drainMs === undefined
      ? undefined
      : setTimeout(
          () => {
            cutOff = true;
            for (const connection of open) connection.close();
          },
          deadline - performance.now() + options.drainMs,
        );
  const client = async (index: number) => {
    const cookie = options.cookies?.[index % options.cookies.length];
    const connection = new HttpConnection(target);
    open.add(connection);
    const requests = options.mix
      ? options.mix(index).map((r) => ({
          bytes: HttpConnection.encode(new URL(r.path, target), r.init),
          label: r.label,
        }))
      : [{ bytes: HttpConnection.encode(target, options.init?.(index)), label: undefined }];
    const keySlot = idempotencyKeySlot(requests[0]!.bytes);
    for (let turn = 0; performance.now() < deadline; turn += 1) {
      keySlot?.renew();
      const { bytes, label } = requests[turn % requests.length]!;
      const t0 = performance.now();
      let answer: Answer | undefined;
      try {
        if (options.blackjack && cookie) {
          await playBlackjackRound(connection, target, cookie);
        } else {
          const res = await connection.send(bytes);
          if (!ok(res.status) || res.replayed) failed(res.status, res.body);
          else answer = res;
        }
      } catch (error) {
        if (cutOff) abandoned += 1;
        failed(0, cutOff ? 'no answer by the end of the window and the drain' : String(error));
      }
      samples.push({ at: t0 - started, ms: performance.now() - t0, label, cut: cutOff });
      if (answer && options.after)
        await options.after(connection, answer, index).catch((error: unknown) => {
          failed(0, String(error));
        });
    }
    open.delete(connection);
    connection.close();
  };
  await Promise.all(Array.from({ length: options.connections }, (_, i) => client(i)));
  clearTimeout(cut);
  const seconds = (performance.now() - started) / 1000;
  if (process.env.BENCH_TIMELINE) printTimeline(samples);
  const inWindow = samples.filter((s) => s.at >= 0);
  const fromWarmup = inWindow.every((s) => s.cut) && samples.some((s) => !s.cut);
  const measured = fromWarmup ? samples.filter((s) => !s.cut) : inWindow;
  const latencies = measured.map((s) => s.ms);
  const result: LoadResult = {
    warmupMs,
    requests: latencies.length,
    errors,
    seconds: Number(seconds.toFixed(2)),
    rps: Math.round(latencies.length / seconds),
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    ...(abandoned > 0 ? { abandoned } : {}),
    ...(fromWarmup ? { fromWarmup } : {}),
  };
  if (options.mix) {
    const groups = new Map<string, number[]>();
    for (const s of measured) {
      const group = groups.get(s.label ?? '') ?? [];
      group.push(s.ms);
      groups.set(s.label ?? '', group);
    }
    result.byLabel = Object.fromEntries(
      [...groups].map(([label, values]) => [
        label,
        { requests: values.length, p50Ms: percentile(values, 50), p99Ms: percentile(values, 99) },
      ]),
    );
  }
  return result;
}

/** The p-th percentile of `values` (sorted in place), two decimals. */
function percentile(values: number[], p: number): number {
  values.sort((a, b) => a - b);
  const value = values[Math.min(values.length - 1, Math.floor((p / 100) * values.length))] ?? 0;
  return Number(value.toFixed(2));
}

/** Stands in for the Idempotency-Key in an encoded request until each send writes a fresh one. */
export const IDEMPOTENCY_KEY_PLACEHOLDER = 'bench-key-000000000000000000000000000';
let keyCounter = 0;

/**
 * A fresh key of the placeholder's length per player action, as the web client sends. The dash
 * ends the counter before the padding: padded with digits, key 1 and key 10 were the same key,
 * so a later request replayed an earlier answer or was refused as a conflict (409, 1009).
 */
export function freshBenchKey(): string {
  keyCounter += 1;
  return `bench-${process.pid}-${keyCounter}-`.padEnd(IDEMPOTENCY_KEY_PLACEHOLDER.length, 'x');
}

/** Where the placeholder key sits in an encoded request, to overwrite it in place before each send. */
function idempotencyKeySlot(request: Buffer) {
  const at = request.indexOf(IDEMPOTENCY_KEY_PLACEHOLDER);
  if (at < 0) return undefined;
  return { renew: () => request.write(freshBenchKey(), at, 'latin1') };
}

/** One blackjack round for one player: start, then stand (or decline insurance) until it is settled. */
async function playBlackjackRound(connection: HttpConnection, startUrl: URL, cookie: string) {
  const headers = () => ({
    'content-type': 'application/json',
    cookie,
    'idempotency-key': freshBenchKey(),
  });
  const actionUrl = new URL(startUrl.href.replace(/\/start$/, '/action'));
  type Round = { status: string; view: { allowedActions: string[] } };
  let res = await call(connection, startUrl, {
    method: 'POST',
    headers: headers(),
    body: JSON.stringify({ coinType: 'GC', bet: 1000 }),
  });
  let round = (JSON.parse(res.body) as { data?: Round }).data;
  if (!ok(res.status) || res.replayed || !round) throw new Error(`start failed ${res.status}`);
  for (let i = 0; i < 6 && round.status === 'active'; i += 1) {
    const action = round.view.allowedActions.includes('noInsurance') ? 'noInsurance' : 'stand';
    res = await call(connection, actionUrl, {
      method: 'POST',
      headers: headers(),
      body: JSON.stringify({ action }),
    });
    round = (JSON.parse(res.body) as { data?: Round }).data;
    if (!ok(res.status) || res.replayed || !round) throw new Error(`action failed ${res.status}`);
  }
}

/** BENCH_TIMELINE=1: requests and p99 per half second (by start, warm-up included) on stderr. */
function printTimeline(samples: { at: number; ms: number }[]) {
  const buckets = new Map<number, number[]>();
  for (const { at, ms } of samples) {
    const key = Math.floor(at / 500);
    const bucket = buckets.get(key) ?? [];
    bucket.push(ms);
    buckets.set(key, bucket);
  }
  for (const [key, values] of [...buckets].sort((a, b) => a[0] - b[0])) {
    values.sort((a, b) => a - b);
    const p99 = values[Math.min(values.length - 1, Math.floor(0.99 * values.length))]!;
    const max = values[values.length - 1]!;
    process.stderr.write(
      `${(key / 2).toFixed(1)}s n=${values.length} p99=${p99.toFixed(1)} max=${max.toFixed(1)}\n`,
    );
  }
}
