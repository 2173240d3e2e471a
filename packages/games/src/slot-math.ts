/**
 * Exact return of a slot config, computed from its strips and tables (no
 * simulation):
 *
 * - Lines. A stop is uniform on each reel and reels are independent, so the
 *   symbol a payline crosses on a reel is distributed as that reel's symbol
 *   counts, whatever the row. Every line therefore has the same expected pay,
 *   Σ over symbol 5-tuples of Π count/length × pay; 20 lines at bet/20 each
 *   return that many total bets per spin.
 * - Scatters. The number of scatters in a reel's window is counted for every
 *   stop; the distribution over the grid is the convolution over reels.
 * - Free spins. q = P(scatters ≥ trigger). A free spin pays M × (lines +
 *   scatters) and retriggers with probability q, adding F spins, so one free
 *   spin with its descendants is worth a = M·E[spin] / (1 − F·q) (needs F·q < 1)
 *   and a trigger is worth F·a.
 *
 * RTP = E[spin] + q·F·a, as an exact rational.
 *
 * `enumerateSlotMoments` walks every combination of stops (Π strip lengths)
 * and gives the exact first and second moments of a round; tests use it to
 * cross-check the RTP and to size the tolerance of the simulation.
 */
import { REELS, ROWS, linePay, type CompiledSlot } from './slot-engine';
import { ONE, add, div, mul, ratio, sub, sum, ZERO, compare, type Rational } from './exact';

export interface SlotMath {
  /** Expected line pays per spin, in total bets. */
  readonly lineReturn: Rational;
  /** Expected scatter pays per spin, in total bets. */
  readonly scatterReturn: Rational;
  /** P(k scatters on the grid), k = 0 … 15. */
  readonly scatterDistribution: readonly Rational[];
  /** P(free spins are triggered) on one spin. */
  readonly triggerProbability: Rational;
  /** Expected free spins per trigger, retriggers included: F / (1 − F·q). */
  readonly freeSpinsPerTrigger: Rational;
  /** Expected win of the free spins of one trigger, in total bets. */
  readonly freeSpinsValue: Rational;
  /** Return to player per total bet. */
  readonly rtp: Rational;
}

function stripCounts(slot: CompiledSlot): number[][] {
  return slot.strips.map((strip) => {
    const counts = new Array<number>(slot.symbolCount).fill(0);
    for (const symbol of strip) counts[symbol] = (counts[symbol] as number) + 1;
    return counts;
  });
}

function canStartRun(slot: CompiledSlot, s0: number, s1: number, s2: number): boolean {
  let target = -1;
  for (const symbol of [s0, s1, s2]) {
    if (symbol === slot.wild) continue;
    if (symbol === slot.scatter) return false;
    if (target === -1) target = symbol;
    else if (symbol !== target) return false;
  }
  return true;
}

/** Expected pay of one line in line bets, over all symbol 5-tuples weighted by strip counts. */
function lineReturn(slot: CompiledSlot): Rational {
  const counts = stripCounts(slot);
  const present = counts.map((reel) =>
    reel.map((count, symbol) => (count > 0 ? symbol : -1)).filter((symbol) => symbol >= 0),
  );
  const [c0, c1, c2, c3, c4] = counts as [number[], number[], number[], number[], number[]];
  const [p0, p1, p2, p3, p4] = present as [number[], number[], number[], number[], number[]];
  const tuple = new Uint8Array(REELS);
  let total = 0n;
  for (const s0 of p0) {
    tuple[0] = s0;
    for (const s1 of p1) {
      tuple[1] = s1;
      for (const s2 of p2) {
        tuple[2] = s2;
        // Pays start at three in a row, so three reels that cannot start a run pay nothing.
        if (!canStartRun(slot, s0, s1, s2)) continue;
        // Σ over the last two reels stays well inside the safe range: ≤ 256² × pay × symbols².
        let inner = 0;
        for (const s3 of p3) {
          tuple[3] = s3;
          for (const s4 of p4) {
            tuple[4] = s4;
            const pay = linePay(slot, tuple);
            if (pay > 0) inner += (c3[s3] as number) * (c4[s4] as number) * pay;
          }
        }
        if (inner > 0) {
          total +=
            BigInt((c0[s0] as number) * (c1[s1] as number) * (c2[s2] as number)) * BigInt(inner);
        }
      }
    }
  }
  const combos = slot.strips.reduce((product, strip) => product * BigInt(strip.length), 1n);
  return ratio(total, combos);
}

/** scatters[reel][stop]: scatters visible in the window of that stop. */
function scatterWindows(slot: CompiledSlot): Uint8Array[] {
  return slot.strips.map((strip) => {
    const windows = new Uint8Array(strip.length);
    for (let stop = 0; stop < strip.length; stop += 1) {
      let count = 0;
      for (let row = 0; row < ROWS; row += 1) {
        if (strip[(stop + row) % strip.length] === slot.scatter) count += 1;
      }
      windows[stop] = count;
    }
    return windows;
  });
}

/** Exact counts of stop combinations by scatter count on the grid (index = count). */
function scatterCombinationCounts(slot: CompiledSlot): bigint[] {
  let distribution: bigint[] = [1n];
  for (const windows of scatterWindows(slot)) {
    const perReel = new Array<bigint>(ROWS + 1).fill(0n);
    for (const count of windows) perReel[count] = (perReel[count] as bigint) + 1n;
    const next = new Array<bigint>(distribution.length + ROWS).fill(0n);
    distribution.forEach((ways, have) => {
      perReel.forEach((reelWays, add) => {
        next[have + add] = (next[have + add] as bigint) + ways * reelWays;
      });
    });
    distribution = next;
  }
  return distribution;
}

/** The exact return of a slot config. Throws when retriggers make the expected free spins infinite. */
export function exactSlotMath(slot: CompiledSlot): SlotMath {
  const combos = slot.strips.reduce((product, strip) => product * BigInt(strip.length), 1n);
  const scatterDistribution = scatterCombinationCounts(slot).map((ways) => ratio(ways, combos));
  const { minScatters, spins, multiplier } = slot.config.freeSpins;
  const scatterReturn = sum(
    scatterDistribution.map((p, count) => mul(p, ratio(slot.scatterPay[count] as number))),
  );
  const triggerProbability = sum(scatterDistribution.filter((_, count) => count >= minScatters));
  const lines = lineReturn(slot);
  const spinValue = add(lines, scatterReturn);
  const growth = mul(ratio(spins), triggerProbability);
  if (compare(growth, ONE) >= 0) {
    throw new Error(`${slot.config.themeKey}: free spins retrigger too often (F·q ≥ 1)`);
  }
  const freeSpinsPerTrigger = div(ratio(spins), sub(ONE, growth));
  const freeSpinsValue = mul(freeSpinsPerTrigger, mul(ratio(multiplier), spinValue));
  return {
    lineReturn: lines,
    scatterReturn,
    scatterDistribution,
    triggerProbability,
    freeSpinsPerTrigger,
    freeSpinsValue,
    rtp: add(spinValue, mul(triggerProbability, freeSpinsValue)),
  };
}

/** Exact moments of one spin by scatter count k: combinations, Σ line units, Σ line units². */
export interface SpinMoments {
  readonly combinations: bigint;
  readonly ways: readonly bigint[];
  readonly unitSum: readonly bigint[];
  readonly unitSquareSum: readonly bigint[];
}

/**
 * Line states for the enumeration: (target, leading wilds, run, alive) packed
 * in one integer, with a transition table per symbol and the final pay of
 * each state. It scores a line exactly as `evaluateLine` does, one reel at a
 * time, so the enumeration can stop following lines that no longer run.
 */
function lineAutomaton(slot: CompiledSlot) {
  const { symbolCount: S, wild, scatter, pays } = slot;
  const encode = (target: number, wilds: number, run: number, alive: number) =>
    (((target + 2) * 6 + wilds) * 6 + run) * 2 + alive;
  const states = (S + 2) * 72;
  const next = new Int32Array(states * S);
  const finalPay = new Int32Array(states);
  const alive = new Uint8Array(states);
  for (let target = -2; target < S; target += 1) {
    for (let wilds = 0; wilds <= REELS; wilds += 1) {
      for (let run = 0; run <= REELS; run += 1) {
        for (let live = 0; live <= 1; live += 1) {
          const state = encode(target, wilds, run, live);
          alive[state] = live;
          const wildPay = pays[wild * 6 + wilds] as number;
          const targetPay = target >= 0 ? (pays[target * 6 + run] as number) : 0;
          finalPay[state] = Math.max(wildPay, targetPay);
          for (let symbol = 0; symbol < S; symbol += 1) {
            let to = state;
            if (live === 1 && run < REELS) {
              if (target === -1) {
                if (symbol === wild) to = encode(-1, wilds + 1, run + 1, 1);
                else if (symbol === scatter) to = encode(-2, wilds, run, 0);
                else to = encode(symbol, wilds, run + 1, 1);
              } else if (target >= 0) {
                to =
                  symbol === target || symbol === wild
                    ? encode(target, wilds, run + 1, 1)
                    : encode(target, wilds, run, 0);
              }
            }
            next[state * S + symbol] = to;
          }
        }
      }
    }
  }
  return { start: encode(-1, 0, 0, 1), next, finalPay, alive };
}

/**
 * Every combination of stops, exactly: by scatter count, how many
 * combinations, and the sum and sum of squares of the line pays (in line
 * bets) over them. Cost: Π strip lengths (33.5M for five 32-stop reels).
 */
export function enumerateSpinMoments(slot: CompiledSlot): SpinMoments {
  const { symbolCount: S, lines, lineRows } = slot;
  const { start, next, finalPay, alive } = lineAutomaton(slot);
  const lengths = slot.strips.map((strip) => strip.length);
  const [L0, L1, L2, L3, L4] = lengths as [number, number, number, number, number];
  // window[reel][stop * ROWS + row] = symbol
  const window = slot.strips.map((strip) => {
    const cells = new Uint8Array(strip.length * ROWS);
    for (let stop = 0; stop < strip.length; stop += 1) {
      for (let row = 0; row < ROWS; row += 1) {
        cells[stop * ROWS + row] = strip[(stop + row) % strip.length] as number;
      }
    }
    return cells;
  });
  const [w0, w1, w2, w3, w4] = window as [
    Uint8Array,
    Uint8Array,
    Uint8Array,
    Uint8Array,
    Uint8Array,
  ];
  const [sc0, sc1, sc2, sc3, sc4] = scatterWindows(slot) as [
    Uint8Array,
    Uint8Array,
    Uint8Array,
    Uint8Array,
    Uint8Array,
  ];
  const row = (line: number, reel: number) => lineRows[line * REELS + reel] as number;
  const rows = Array.from({ length: REELS }, (_, reel) =>
    Uint8Array.from({ length: lines }, (_, line) => row(line, reel)),
  );
  const [r0, r1, r2, r3, r4] = rows as [Uint8Array, Uint8Array, Uint8Array, Uint8Array, Uint8Array];

  let maxPay = 0;
  for (const pay of finalPay) maxPay = Math.max(maxPay, pay);
  const maxUnits = maxPay * lines;
  if (L2 * L3 * L4 * maxUnits * maxUnits >= Number.MAX_SAFE_INTEGER) {
    throw new Error(`${slot.config.themeKey}: strips too long for exact enumeration`);
  }

  const kinds = REELS * ROWS + 1;
  const ways = new Array<bigint>(kinds).fill(0n);
  const unitSum = new Array<bigint>(kinds).fill(0n);
  const unitSquareSum = new Array<bigint>(kinds).fill(0n);
  const n = new Float64Array(kinds);
  const s1 = new Float64Array(kinds);
  const s2 = new Float64Array(kinds);

  const st1 = new Int32Array(lines);
  const st2 = new Int32Array(lines);
  const st3 = new Int32Array(lines);
  const st4 = new Int32Array(lines);
  const alive3 = new Int32Array(lines);
  const alive4 = new Int32Array(lines);

  for (let a = 0; a < L0; a += 1) {
    for (let l = 0; l < lines; l += 1) {
      st1[l] = next[start * S + (w0[a * ROWS + (r0[l] as number)] as number)] as number;
    }
    for (let b = 0; b < L1; b += 1) {
      for (let l = 0; l < lines; l += 1) {
        st2[l] = next[
          (st1[l] as number) * S + (w1[b * ROWS + (r1[l] as number)] as number)
        ] as number;
      }
      const scatterAB = (sc0[a] as number) + (sc1[b] as number);
      n.fill(0);
      s1.fill(0);
      s2.fill(0);
      for (let c = 0; c < L2; c += 1) {
        let dead3 = 0;
        let live3 = 0;
        for (let l = 0; l < lines; l += 1) {
          const state = next[
            (st2[l] as number) * S + (w2[c * ROWS + (r2[l] as number)] as number)
          ] as number;
          st3[l] = state;
          if (alive[state] === 1) alive3[live3++] = l;
          else dead3 += finalPay[state] as number;
        }
        const scatterABC = scatterAB + (sc2[c] as number);
        for (let d = 0; d < L3; d += 1) {
          let dead4 = dead3;
          let live4 = 0;
          for (let i = 0; i < live3; i += 1) {
            const l = alive3[i] as number;
            const state = next[
              (st3[l] as number) * S + (w3[d * ROWS + (r3[l] as number)] as number)
            ] as number;
            st4[l] = state;
            if (alive[state] === 1) alive4[live4++] = l;
            else dead4 += finalPay[state] as number;
          }
          const scatterABCD = scatterABC + (sc3[d] as number);
          for (let e = 0; e < L4; e += 1) {
            let units = dead4;
            for (let i = 0; i < live4; i += 1) {
              const l = alive4[i] as number;
              units += finalPay[
                next[
                  (st4[l] as number) * S + (w4[e * ROWS + (r4[l] as number)] as number)
                ] as number
              ] as number;
            }
            const k = scatterABCD + (sc4[e] as number);
            n[k] = (n[k] as number) + 1;
            s1[k] = (s1[k] as number) + units;
            s2[k] = (s2[k] as number) + units * units;
          }
        }
      }
      for (let k = 0; k < kinds; k += 1) {
        if (n[k] === 0) continue;
        ways[k] = (ways[k] as bigint) + BigInt(n[k] as number);
        unitSum[k] = (unitSum[k] as bigint) + BigInt(s1[k] as number);
        unitSquareSum[k] = (unitSquareSum[k] as bigint) + BigInt(s2[k] as number);
      }
    }
  }
  const combinations = lengths.reduce((product, length) => product * BigInt(length), 1n);
  return { combinations, ways, unitSum, unitSquareSum };
}

/** Exact mean and second moment of a whole round (base spin plus its free spins), in total bets. */
export interface RoundMoments {
  readonly mean: Rational;
  readonly secondMoment: Rational;
  readonly variance: Rational;
}

/**
 * Round moments from the spin moments. With X one spin's win, T its trigger,
 * F spins per trigger and M the free-spin multiplier, a free spin with its
 * descendants has a = M·E[X] / (1 − qF) and
 * b = (M²E[X²] + 2FaM·E[XT] + qF(F−1)a²) / (1 − qF) as first and second
 * moments; a trigger is worth S = F such spins: E[S] = Fa,
 * E[S²] = Fb + F(F−1)a². The round R = X + T·S.
 */
export function roundMoments(slot: CompiledSlot, moments: SpinMoments): RoundMoments {
  const { minScatters, spins, multiplier } = slot.config.freeSpins;
  const lines = ratio(slot.lines);
  let ex = ZERO;
  let ex2 = ZERO;
  let ext = ZERO;
  let q = ZERO;
  moments.ways.forEach((ways, k) => {
    if (ways === 0n) return;
    const pay = ratio(slot.scatterPay[k] as number);
    const unitSum = ratio(moments.unitSum[k] as bigint);
    const unitSquareSum = ratio(moments.unitSquareSum[k] as bigint);
    const total = add(div(unitSum, lines), mul(ratio(ways), pay));
    const squares = add(
      add(div(unitSquareSum, mul(lines, lines)), mul(ratio(2), mul(pay, div(unitSum, lines)))),
      mul(ratio(ways), mul(pay, pay)),
    );
    ex = add(ex, total);
    ex2 = add(ex2, squares);
    if (k >= minScatters) {
      ext = add(ext, total);
      q = add(q, ratio(ways));
    }
  });
  const all = ratio(moments.combinations);
  ex = div(ex, all);
  ex2 = div(ex2, all);
  ext = div(ext, all);
  q = div(q, all);
  const F = ratio(spins);
  const M = ratio(multiplier);
  const keep = sub(ONE, mul(q, F));
  const a = div(mul(M, ex), keep);
  const Fm1 = ratio(spins - 1);
  const b = div(
    add(
      add(mul(mul(M, M), ex2), mul(ratio(2), mul(mul(F, a), mul(M, ext)))),
      mul(mul(q, mul(F, Fm1)), mul(a, a)),
    ),
    keep,
  );
  const sessionSquare = add(mul(F, b), mul(mul(F, Fm1), mul(a, a)));
  const mean = add(ex, mul(q, mul(F, a)));
  const secondMoment = add(add(ex2, mul(ratio(2), mul(ext, mul(F, a)))), mul(q, sessionSquare));
  return { mean, secondMoment, variance: sub(secondMoment, mul(mean, mean)) };
}
