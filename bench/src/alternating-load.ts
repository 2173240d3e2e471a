import { HttpConnection, type CallInit } from './http-connection';
import { freshBenchKey, IDEMPOTENCY_KEY_PLACEHOLDER } from './load';

/** Figures of one instance (or all of them) in an alternating load. */
export interface InstanceFigures {
  requests: number;
  errors: number;
  rps: number;
  p50Ms: number;
  p99Ms: number;
}

export interface AlternatingLoadResult {
  warmupMs: number;
  /** Failed requests in the unmeasured warm-up (a failure there is a failure all the same). */
  warmupErrors: number;
  seconds: number;
  overall: InstanceFigures;
  perInstance: InstanceFigures[];
}

const ok = (status: number) => status >= 200 && status < 300;

function percentile(values: number[], p: number): number {
  values.sort((a, b) => a - b);
  const value = values[Math.min(values.length - 1, Math.floor((p / 100) * values.length))] ?? 0;
  return Number(value.toFixed(2));
}

/**
 * A closed-loop load in which each client is one player whose requests go in turn to each of
 * the instances (as a load balancer without sticky sessions sends them): one keep-alive
 * connection per client and instance, the next request when the last is answered. Each send
 * gets a fresh Idempotency-Key in place of IDEMPOTENCY_KEY_PLACEHOLDER.
 */
export async function runAlternatingLoad(options: {
  baseUrls: string[];
  path: string;
  clients: number;
  durationMs: number;
  warmupMs: number;
  init: (client: number) => CallInit;
}): Promise<AlternatingLoadResult> {
  const instances = options.baseUrls.length;
  const samples: { at: number; ms: number; instance: number; failed: boolean }[] = [];
  let errorShown = false;
  const started = performance.now() + options.warmupMs;
  const deadline = started + options.durationMs;
  const client = async (index: number) => {
    const targets = options.baseUrls.map((base) => {
      const url = new URL(options.path, base);
      const bytes = HttpConnection.encode(url, options.init(index));
      return {
        connection: new HttpConnection(url),
        bytes,
        keyAt: bytes.indexOf(IDEMPOTENCY_KEY_PLACEHOLDER),
      };
    });
    // Half the players start on the second instance, so both carry the same load from the start.
    for (let turn = index; performance.now() < deadline; turn += 1) {
      const instance = turn % instances;
      const target = targets[instance]!;
      if (target.keyAt >= 0) target.bytes.write(freshBenchKey(), target.keyAt, 'latin1');
      const t0 = performance.now();
      let failed: boolean;
      try {
        const res = await target.connection.send(target.bytes);
        failed = !ok(res.status) || res.replayed;
        if (failed && !errorShown) {
          errorShown = true;
          process.stderr.write(
            `first failed request (instance ${instance}): ${res.status} ${res.body.slice(0, 300)}\n`,
          );
        }
      } catch (error) {
        failed = true;
        if (!errorShown) {
          errorShown = true;
          process.stderr.write(`first failed request (instance ${instance}): ${String(error)}\n`);
        }
      }
      samples.push({ at: t0 - started, ms: performance.now() - t0, instance, failed });
    }
    for (const target of targets) target.connection.close();
  };
  await Promise.all(Array.from({ length: options.clients }, (_, i) => client(i)));
  const seconds = (performance.now() - started) / 1000;
  const measured = samples.filter((s) => s.at >= 0);
  const figures = (of: typeof measured): InstanceFigures => ({
    requests: of.length,
    errors: of.filter((s) => s.failed).length,
    rps: Math.round(of.length / seconds),
    p50Ms: percentile(
      of.map((s) => s.ms),
      50,
    ),
    p99Ms: percentile(
      of.map((s) => s.ms),
      99,
    ),
  });
  return {
    warmupMs: options.warmupMs,
    warmupErrors: samples.filter((s) => s.at < 0 && s.failed).length,
    seconds: Number(seconds.toFixed(2)),
    overall: figures(measured),
    perInstance: Array.from({ length: instances }, (_, i) =>
      figures(measured.filter((s) => s.instance === i)),
    ),
  };
}
