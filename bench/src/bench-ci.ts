/**
 * The short form of the benchmarks that CI runs on every submission (decision 040): bench:games
 * and bench:wallet with short loads, the lobby's initial JavaScript of the build CI already made,
 * and bench:scale's short form (100,000 players; each call's p50/p99 beside its target). Prints each figure beside the README's (bench/readme-figures.json) and the ratios measured
 * in this same run (slot / bare ledger, blackjack / slot, wallet service / bare SQL), which hold
 * even when the machine is slower or busier than the one of the README. Never fails on a figure;
 * a benchmark that does not finish is reported and the others still print.
 *
 *   npm run bench:ci            (needs PostgreSQL, and apps/web/dist for the JS size)
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { initialJsGzipKb } from './initial-js';

const here = path.dirname(fileURLToPath(import.meta.url));
const readme = JSON.parse(readFileSync(path.join(here, '../readme-figures.json'), 'utf8')) as {
  measured: string;
  figures: Record<string, number>;
};

interface Load {
  rps: number;
  p99Ms: number;
  errors: number;
}
/** What bench-games.ts and bench-wallet.ts print (the figures read here). */
interface GamesLine {
  slotRound: Load;
  blackjackRound: Load;
  lobbyList: Load;
  bareLedgerRound: { roundsPerSecond: number };
}
/** What bench-scale.ts prints (the figures read here). */
interface ScaleLine {
  databaseBytes: number;
  load: { loadSeconds: number };
  measureSeconds: number;
  calls: Record<
    string,
    { p50Ms: number | null; p99Ms: number | null; errors: number; target: number }
  >;
  missed: string[];
}
interface WalletLine {
  service: { roundsPerSecond: number };
  serviceToSqlRatio: number;
  overdrafts: number;
}

/** Runs one benchmark script with a short load and answers the JSON line it prints. */
function runBench<T>(script: string, env: Record<string, string>): Promise<T> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, script)], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      const line = out
        .trim()
        .split('\n')
        .reverse()
        .find((l) => l.startsWith('{'));
      if (code !== 0 || !line) reject(new Error(`${script} exited ${code}: ${out.slice(-500)}`));
      else resolve(JSON.parse(line) as T);
    });
  });
}

const ratio = (a: number, b: number) => Number((a / b).toFixed(2));

/** A benchmark that crashed is reported, not fatal: CI shows the figures it could measure. */
async function attempt<T>(name: string, run: () => Promise<T>): Promise<T | undefined> {
  try {
    return await run();
  } catch (error) {
    console.error(`bench:ci: ${name} did not finish: ${String(error)}`);
    return undefined;
  }
}

const games = await attempt('bench:games', () =>
  runBench<GamesLine>('bench-games.ts', {
    BENCH_DURATION_MS: process.env.BENCH_DURATION_MS ?? '2500',
    BENCH_WARMUP_MS: process.env.BENCH_WARMUP_MS ?? '1000',
  }),
);
const wallet = await attempt('bench:wallet', () =>
  runBench<WalletLine>('bench-wallet.ts', {
    BENCH_DURATION_MS: process.env.BENCH_DURATION_MS ?? '2500',
  }),
);
const distIndex = path.join(here, '../../apps/web/dist/index.html');
// A year's database, short form (issue 28): 100,000 players loaded into `bench_scale`, each call
// measured alone at 50 connections with short loads; figures beside each call's target.
const scale = await attempt('bench:scale (short)', () =>
  runBench<ScaleLine>('bench-scale.ts', {
    BENCH_SCALE: 'short',
    BENCH_DURATION_MS: process.env.BENCH_SCALE_DURATION_MS ?? '2000',
    BENCH_WARMUP_MS: process.env.BENCH_SCALE_WARMUP_MS ?? '500',
  }),
);

const figures: Record<string, number | null> = {
  slotRoundsPerSecond: games?.slotRound.rps ?? null,
  slotP99Ms: games?.slotRound.p99Ms ?? null,
  slotErrors: games?.slotRound.errors ?? null,
  blackjackRoundsPerSecond: games?.blackjackRound.rps ?? null,
  blackjackP99Ms: games?.blackjackRound.p99Ms ?? null,
  blackjackErrors: games?.blackjackRound.errors ?? null,
  lobbyRequestsPerSecond: games?.lobbyList.rps ?? null,
  lobbyP99Ms: games?.lobbyList.p99Ms ?? null,
  bareLedgerRoundsPerSecond: games?.bareLedgerRound.roundsPerSecond ?? null,
  slotToBareLedger: games
    ? ratio(games.slotRound.rps, games.bareLedgerRound.roundsPerSecond)
    : null,
  blackjackToSlot: games ? ratio(games.blackjackRound.rps, games.slotRound.rps) : null,
  walletServiceRoundsPerSecond: wallet?.service.roundsPerSecond ?? null,
  walletServiceToBare: wallet?.serviceToSqlRatio ?? null,
  walletOverdrafts: wallet?.overdrafts ?? null,
  initialJsGzipKb: existsSync(distIndex) ? initialJsGzipKb() : null,
};

const rows = Object.entries(figures).map(([name, value]) => {
  const reference = readme.figures[name];
  return {
    figure: name,
    thisRun: value,
    readme: reference ?? null,
    change:
      value !== null && reference
        ? `${(((value - reference) / reference) * 100).toFixed(0)} %`
        : '',
  };
});
console.log(
  `Benchmarks, short form (loads of ${process.env.BENCH_DURATION_MS ?? 2500} ms): this run beside the README's figures of ${readme.measured}`,
);
console.table(rows);
if (scale) {
  console.log(
    `A year's database, short form (100,000 players, ${(scale.databaseBytes / 1e9).toFixed(2)} GB, loaded in ${scale.load.loadSeconds} s; loads of ${process.env.BENCH_SCALE_DURATION_MS ?? 2000} ms at 50 connections): p99 beside each call's target`,
  );
  console.table(
    Object.entries(scale.calls).map(([call, c]) => ({
      call,
      p50Ms: c.p50Ms,
      p99Ms: c.p99Ms,
      errors: c.errors,
      targetP99Ms: c.target,
      met: scale.missed.includes(call) ? 'no' : 'yes',
    })),
  );
}
console.log(
  JSON.stringify({
    bench: 'ci',
    figures,
    readme: readme.figures,
    scale: scale ? { calls: scale.calls, missed: scale.missed } : null,
  }),
);
