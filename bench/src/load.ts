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
  /** Blackjack rounds: each client keeps its own player (cookie), starts a hand and stands until it ends. */
  blackjack?: boolean;
  perClient?: boolean;
  cookies?: string[];
}): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + options.durationMs;
  const client = async (index: number) => {
    const cookie = options.cookies?.[index % options.cookies.length];
    while (performance.now() < deadline) {
      const t0 = performance.now();
      try {
        if (options.blackjack && cookie) {
          await playBlackjackRound(options.url, cookie);
        } else {
          const res = await fetch(options.url, options.init?.());
          await res.arrayBuffer();
          if (options.isError ? options.isError(res) : !res.ok) errors += 1;
        }
      } catch {
        errors += 1;
      }
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: options.connections }, (_, i) => client(i)));
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

/** One blackjack round for one player: start, then stand (or decline insurance) until it is settled. */
async function playBlackjackRound(startUrl: string, cookie: string) {
  const headers = { 'content-type': 'application/json', cookie };
  const actionUrl = startUrl.replace(/\/start$/, '/action');
  let res = await fetch(startUrl, {
    method: 'POST',
    headers,
    body: JSON.stringify({ coinType: 'GC', bet: 1000 }),
  });
  let round = (
    (await res.json()) as { data?: { status: string; view: { allowedActions: string[] } } }
  ).data;
  if (!res.ok || !round) throw new Error(`start failed ${res.status}`);
  for (let i = 0; i < 6 && round.status === 'active'; i += 1) {
    const action = round.view.allowedActions.includes('noInsurance') ? 'noInsurance' : 'stand';
    res = await fetch(actionUrl, { method: 'POST', headers, body: JSON.stringify({ action }) });
    round = ((await res.json()) as { data?: typeof round }).data;
    if (!res.ok || !round) throw new Error(`action failed ${res.status}`);
  }
}
