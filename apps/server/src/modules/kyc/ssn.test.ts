import { execFileSync, spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { SSN_MESSAGES, SSN_SAVED_MESSAGE } from '@app/contracts/kyc';
import { json, startTestApp, type TestApp } from '../../test/test-app';
import { getJson, postJson, signUpVerified } from '../../test/accounts';
import { auditOf, staffSignIn } from '../staff/staff-test-kit';

/**
 * The SSN is never in clear anywhere but the compliance reveal's own answer: not in a log line
 * of the whole run, not in any other API answer, not in any table row, not in a pg_dump.
 */
const logLines: string[] = [];
/** Every API answer of this file, as text (the reveal's own answer aside). */
const answers: string[] = [];
let t: TestApp;
let compliance: string;

const FIRST = '518-43-9276';
const SECOND = '604 27 1835';
/** The rows of a raw query (both drivers answer `{ rows }`). */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const digits = (ssn: string) => ssn.replace(/\D/g, '');
const FORMS = [FIRST, SECOND].flatMap((ssn) => [digits(ssn), ssn, ssn.replace(/\D/g, '-')]);

beforeAll(async () => {
  t = await startTestApp({ logLines });
  compliance = await staffSignIn(t, 'compliance');
});
afterAll(async () => {
  await t.close();
});

async function call(res: Promise<Response>) {
  const response = await res;
  const text = await response.text();
  answers.push(JSON.stringify([...response.headers]), text);
  return { status: response.status, body: JSON.parse(text) };
}
const updateSsn = (cookie: string, ssn: unknown) =>
  call(postJson(t, '/kyc/update-ssn', { ssn }, cookie));

describe('POST /kyc/update-ssn', () => {
  it('saves 9 digits, answers the last four, and links one SSN to one account', async () => {
    const a = await signUpVerified(t);
    const b = await signUpVerified(t);
    expect(await t.app.kyc.ssnOnFile(a.userId)).toBe(false);

    for (const [value, message] of [
      ['', SSN_MESSAGES.required],
      ['12345678', SSN_MESSAGES.invalid],
      ['1234567890', SSN_MESSAGES.invalid],
      ['12345678a', SSN_MESSAGES.invalid],
      [undefined, SSN_MESSAGES.required],
    ] as const) {
      const res = await updateSsn(a.cookie, value);
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toContain(message);
    }
    expect((await call(postJson(t, '/kyc/update-ssn', { ssn: FIRST }))).status).toBe(401);

    const saved = await updateSsn(a.cookie, FIRST);
    expect(saved).toEqual({
      status: 200,
      body: { data: { message: SSN_SAVED_MESSAGE, ssnLast4: '9276' } },
    });
    expect(await t.app.kyc.ssnOnFile(a.userId)).toBe(true);

    const taken = await updateSsn(b.cookie, digits(FIRST));
    expect(taken.status).toBe(409);
    expect(taken.body.errors[0]).toMatchObject({
      errorCode: 2201,
      description: 'This SSN is already linked to another account.',
    });
    expect(await t.app.kyc.ssnOnFile(b.userId)).toBe(false);

    // Two accounts giving the same new SSN at once: one has it.
    const race = await Promise.all([updateSsn(a.cookie, SECOND), updateSsn(b.cookie, SECOND)]);
    expect(race.map((r) => r.status).sort()).toEqual([200, 409]);
    const holder = race[0]!.status === 200 ? a : b;
    // The holder may save it again; the other gets the first one only if it is free.
    expect((await updateSsn(holder.cookie, SECOND)).status).toBe(200);
    if (holder === b) expect((await updateSsn(b.cookie, FIRST)).status).toBe(409);
    else expect((await updateSsn(b.cookie, FIRST)).status).toBe(200);
  });

  it('shows compliance the masked SSN and reveals it only with a reason, audited without it', async () => {
    const player = await signUpVerified(t);
    const other = '731-06-2248';
    FORMS.push(digits(other), other);
    expect((await updateSsn(player.cookie, other)).status).toBe(200);

    const panel = await call(getJson(t, `/admin/players/${player.userId}/kyc`, compliance));
    expect(panel.body.data.ssn).toEqual({ masked: '***-**-2248' });
    const support = await staffSignIn(t, 'support');
    // The KYC panel (and its masked SSN) is compliance's and admin's, not support's.
    expect((await call(getJson(t, `/admin/players/${player.userId}/kyc`, support))).status).toBe(
      403,
    );
    const refused = await call(
      postJson(t, `/admin/players/${player.userId}/ssn/reveal`, { reason: 'W-9' }, support),
    );
    expect(refused.status).toBe(403);
    const noReason = await call(
      postJson(t, `/admin/players/${player.userId}/ssn/reveal`, {}, compliance),
    );
    expect(noReason.status).toBe(400);
    const nobody = await signUpVerified(t);
    const none = await call(
      postJson(
        t,
        `/admin/players/${nobody.userId}/ssn/reveal`,
        { reason: '1099-MISC filing' },
        compliance,
      ),
    );
    expect(none.body.errors[0].errorCode).toBe(4042);

    const revealed = await postJson(
      t,
      `/admin/players/${player.userId}/ssn/reveal`,
      { reason: '1099-MISC filing' },
      compliance,
    );
    expect(revealed.status).toBe(200);
    expect((await json(revealed)).data).toEqual({ ssn: digits(other) });
    const [entry] = await auditOf(t, 'kyc.ssn.reveal', player.userId);
    expect(entry).toMatchObject({ detail: { reason: '1099-MISC filing' } });
  });

  it('leaves the SSNs in no log line, no other answer, no table row and no dump', async () => {
    // The captured logs hold the SSN requests themselves (the grep below reads the right lines).
    expect(logLines.some((line) => line.includes('/kyc/update-ssn'))).toBe(true);
    expect(logLines.some((line) => line.includes('/ssn/reveal'))).toBe(true);
    expect(answers.length).toBeGreaterThan(10);
    for (const form of FORMS) {
      expect(logLines.filter((line) => line.includes(form))).toEqual([]);
      expect(answers.filter((text) => text.includes(form))).toEqual([]);
    }

    const schemas = await t.db.execute(sql`
      select table_schema, table_name from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`);
    const tables = rowsOf<{ table_schema: string; table_name: string }>(schemas);
    expect(tables.map((r) => r.table_name)).toContain('user_ssns');
    let rowsSeen = 0;
    for (const { table_schema, table_name } of tables) {
      const rows = await t.db.execute(
        sql`select row_to_json(r)::text as row from ${sql.identifier(table_schema)}.${sql.identifier(table_name)} r`,
      );
      for (const { row } of rowsOf<{ row: string }>(rows)) {
        rowsSeen += 1;
        for (const form of FORMS)
          expect([table_name, row.includes(form)]).toEqual([table_name, false]);
      }
    }
    expect(rowsSeen).toBeGreaterThan(100);

    const baseUrl = process.env.TEST_DATABASE_URL;
    const hasPgDump = spawnSync('pg_dump', ['--version']).status === 0;
    if (baseUrl && hasPgDump) {
      const [current] = rowsOf<{ name: string }>(
        await t.db.execute(sql`select current_database() as name`),
      );
      const url = new URL(baseUrl);
      url.pathname = `/${current!.name}`;
      const dump = execFileSync('pg_dump', ['--data-only', url.toString()], {
        maxBuffer: 256 * 1024 * 1024,
      }).toString('utf8');
      expect(dump).toContain('user_ssns');
      for (const form of FORMS) expect(dump.includes(form)).toBe(false);
    }
  });
});
