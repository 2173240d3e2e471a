/** A bounded closed-loop HTTP load generator for loopback benchmarks: N clients, fixed duration. */
export interface LoadResult {
  requests: number;
  errors: number;
  seconds: number;
  rps: number;
  p50Ms: number;
  p99Ms: number;
}

export async function runLoad(options: {
  url: string;
  connections: number;
  durationMs: number;
  init?: () => RequestInit;
  isError?: (res: Response) => boolean;
}): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + options.durationMs;
  const client = async () => {
    while (performance.now() < deadline) {
      const t0 = performance.now();
      try {
        const res = await fetch(options.url, options.init?.());
        await res.arrayBuffer();
        if (options.isError ? options.isError(res) : !res.ok) errors += 1;
      } catch {
        errors += 1;
      }
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: options.connections }, client));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0;
  return {
    requests: latencies.length,
    errors,
    seconds: Number(seconds.toFixed(2)),
    rps: Math.round(latencies.length / seconds),
    p50Ms: Number(pct(50).toFixed(2)),
    p99Ms: Number(pct(99).toFixed(2)),
  };
}
