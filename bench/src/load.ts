import { Agent, request } from 'node:http';

/** A bounded closed-loop HTTP load generator for loopback benchmarks: N clients, fixed duration. */
export interface LoadResult {
  requests: number;
  errors: number;
  seconds: number;
  rps: number;
  p50Ms: number;
  p99Ms: number;
}

interface CallInit {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

/**
 * One request on a keep-alive connection of `agent`, with node:http rather
 * than fetch: the generator shares the machine with the server, so it should
 * spend as little of it as it can.
 */
function call(agent: Agent, url: string, init: CallInit = {}) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(
      url,
      { agent, method: init.method ?? 'GET', headers: init.headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(init.body);
  });
}

const ok = (status: number) => status >= 200 && status < 300;

export async function runLoad(options: {
  url: string;
  connections: number;
  durationMs: number;
  init?: () => CallInit;
  /** Blackjack rounds: each client keeps its own player (cookie), starts a hand and stands until it ends. */
  blackjack?: boolean;
  perClient?: boolean;
  cookies?: string[];
}): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: options.connections });
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
          await playBlackjackRound(agent, options.url, cookie);
        } else {
          const res = await call(agent, options.url, options.init?.());
          if (!ok(res.status)) errors += 1;
        }
      } catch {
        errors += 1;
      }
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: options.connections }, (_, i) => client(i)));
  agent.destroy();
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
async function playBlackjackRound(agent: Agent, startUrl: string, cookie: string) {
  const headers = { 'content-type': 'application/json', cookie };
  const actionUrl = startUrl.replace(/\/start$/, '/action');
  type Round = { status: string; view: { allowedActions: string[] } };
  let res = await call(agent, startUrl, {
    method: 'POST',
    headers,
    body: JSON.stringify({ coinType: 'GC', bet: 1000 }),
  });
  let round = (JSON.parse(res.body) as { data?: Round }).data;
  if (!ok(res.status) || !round) throw new Error(`start failed ${res.status}`);
  for (let i = 0; i < 6 && round.status === 'active'; i += 1) {
    const action = round.view.allowedActions.includes('noInsurance') ? 'noInsurance' : 'stand';
    res = await call(agent, actionUrl, {
      method: 'POST',
      headers,
      body: JSON.stringify({ action }),
    });
    round = (JSON.parse(res.body) as { data?: Round }).data;
    if (!ok(res.status) || !round) throw new Error(`action failed ${res.status}`);
  }
}
