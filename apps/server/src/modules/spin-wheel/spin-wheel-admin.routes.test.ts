import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startTestApp, type TestApp } from '../../test/test-app';
import { getJson, postJson, signUpVerified } from '../../test/accounts';
import { auditOf, staffSignIn } from '../staff/staff-test-kit';

let t: TestApp;
let editor: string;
beforeAll(async () => {
  t = await startTestApp();
  editor = await staffSignIn(t, 'content');
});
afterAll(async () => {
  await t.close();
});

interface Row {
  segmentId: number | null;
  position: number;
  gc: number;
  sc: number;
  weight: number;
  isActive: boolean;
}

const read = async () => (await json(await getJson(t, '/admin/spin-wheel/segments', editor))).data;
const save = (segments: Row[], cookie = editor) =>
  postJson(t, '/admin/spin-wheel/segments', { segments }, cookie, 'PUT');
const editable = (rows: (Row & Record<string, unknown>)[]): Row[] =>
  rows.map(({ segmentId, position, gc, sc, weight, isActive }) => ({
    segmentId,
    position,
    gc,
    sc,
    weight,
    isActive,
  }));

describe('the spin wheel editor', () => {
  it('shows each segment’s exact chance and the exact expected GC and SC per spin', async () => {
    const data = await read();
    expect(data.segments).toHaveLength(12);
    expect(data.totalWeight).toBe(10_000);
    expect(data.segments[0]).toMatchObject({
      position: 0,
      gc: 1000,
      sc: 0,
      weight: 2400,
      chance: { fraction: '6/25', percent: { decimal: '24' } },
    });
    expect(data.expectedGc).toEqual({ fraction: '5020/1', decimal: '5,020', isExact: true });
    expect(data.expectedSc).toEqual({ fraction: '33/200', decimal: '0.165', isExact: true });
  });

  it('saves prizes, weights, active flags and order together, live for players and audited', async () => {
    const { cookie } = await signUpVerified(t);
    const rows = editable((await read()).segments);
    // Swap the first two orders, change a prize and a weight, switch the last segment off.
    const [a, b] = rows;
    const changed = rows.map((r, i) => {
      if (i === 0) return { ...r, position: b!.position, gc: 1500 };
      if (i === 1) return { ...r, position: a!.position, weight: 1799 };
      if (i === rows.length - 1) return { ...r, isActive: false };
      return r;
    });
    const res = await save(changed);
    expect(res.status).toBe(200);
    const data = (await json(res)).data;
    expect(data.totalWeight).toBe(10_000 - 1 - 20);
    expect(data.segments[0]).toMatchObject({ weight: 1799, sc: 0.1 });
    expect(data.segments[1]).toMatchObject({ gc: 1500, weight: 2400 });
    expect(data.segments.at(-1)).toMatchObject({ isActive: false, chance: { fraction: '0/1' } });
    // Σ weight × SC (hundredths) / (Σ weights × 100) = 144,990 / 997,900, in lowest terms; its
    // period is longer than the digits shown, so the decimal is cut and says so.
    expect(data.expectedSc).toMatchObject({ fraction: '14499/99790', isExact: false });
    expect(data.expectedSc.decimal).toMatch(/^0\.145\d+…$/);

    const wheel = (await json(await getJson(t, '/spinWheelConfiguration/getList', cookie))).data;
    expect(wheel.wheelConfiguration).toHaveLength(11);
    expect(wheel.wheelConfiguration[0]).toEqual({ index: 0, gc: 0, sc: 0.1 });
    expect(wheel.wheelConfiguration[1]).toEqual({ index: 1, gc: 1500, sc: 0 });

    const [entry] = await auditOf(t, 'spin_wheel.segments');
    expect(entry?.staffEmail).toMatch(/content/);
    const before = entry?.before as { segmentId: number; gc: number; weight: number }[];
    const after = entry?.after as { segmentId: number; gc: number; weight: number }[];
    expect(before.find((s) => s.segmentId === a!.segmentId)).toMatchObject({ gc: 100_000 });
    expect(after.find((s) => s.segmentId === a!.segmentId)).toMatchObject({ gc: 150_000 });

    // Saving the same values again records nothing new.
    await save(editable(data.segments));
    expect(await auditOf(t, 'spin_wheel.segments')).toHaveLength(1);
  });

  it('adds a segment', async () => {
    const rows = editable((await read()).segments);
    const res = await save([
      ...rows,
      { segmentId: null, position: 99, gc: 0, sc: 5, weight: 10, isActive: true },
    ]);
    expect(res.status).toBe(200);
    expect((await json(res)).data.segments.at(-1)).toMatchObject({ position: 99, sc: 5 });
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    const rows = editable((await read()).segments);
    const cases: [Row[], string][] = [
      [
        rows.map((r, i) => (i === 1 ? { ...r, position: rows[0]!.position } : r)),
        'Two segments cannot have the same order',
      ],
      [
        rows.map((r, i) => (i === 0 ? { ...r, gc: 0, sc: 0 } : r)),
        'A segment must give some GC or SC',
      ],
      [rows.map((r, i) => (i === 0 ? { ...r, weight: 0 } : r)), 'The weight must be at least 1'],
      [
        rows.map((r, i) => (i === 0 ? { ...r, gc: 1.234 } : r)),
        'The GC can have at most two decimals',
      ],
      [rows.map((r) => ({ ...r, isActive: false })), 'At least two segments must be active'],
      [rows.map((r, i) => (i === 0 ? { ...r, segmentId: 999 } : r)), 'This segment does not exist'],
    ];
    for (const [segments, message] of cases) {
      const res = await save(segments);
      expect(res.status).toBe(400);
      expect(JSON.stringify(await json(res))).toContain(message);
    }
    expect(editable((await read()).segments)).toEqual(rows);
  });

  it('is closed to roles without rewards.write', async () => {
    const support = await staffSignIn(t, 'support');
    expect((await getJson(t, '/admin/spin-wheel/segments', support)).status).toBe(403);
    const rows = editable((await read()).segments);
    expect((await save(rows, support)).status).toBe(403);
  });
});
