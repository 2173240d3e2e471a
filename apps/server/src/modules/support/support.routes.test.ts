import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, desc, eq } from 'drizzle-orm';
import { roleCan } from '@app/contracts/staff-permissions';
import { SUPPORT_TICKET_PATTERN } from '@app/contracts/support';
import { json, startTestApp, type TestApp } from '../../test/test-app';
import { getJson, postJson, signUpVerified } from '../../test/accounts';
import { auditLog } from '../audit/audit.tables';
import { pdfBytes, pngBytes } from '../kyc/kyc-test-kit';
import { auditOf, staffSignIn } from '../staff/staff-test-kit';
import { DEMO_STAFF } from '../staff/staff.seed';
import { outboxMessages } from '../../db/platform.tables';
import { supportMessages, supportTickets } from './support.tables';

let t: TestApp;
let support: string;
let content: string;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  support = await staffSignIn(t, 'support');
  content = await staffSignIn(t, 'content');
  admin = await staffSignIn(t, 'admin');
});
afterAll(async () => {
  await t.close();
});

let visitorCounter = 0;
const visitorEmail = () => {
  visitorCounter += 1;
  return `visitor${visitorCounter}.${Date.now()}@example.com`;
};

interface Attachment {
  bytes: Buffer;
  name: string;
  type: string;
}

/** POST /support/contact as the browser sends it (multipart). */
function contact(
  fields: Record<string, string>,
  options: { cookie?: string; file?: Attachment } = {},
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (options.file)
    form.append(
      'attachment',
      new Blob([new Uint8Array(options.file.bytes)], { type: options.file.type }),
      options.file.name,
    );
  return t.request('/api/v1/support/contact', {
    method: 'POST',
    headers: options.cookie ? { cookie: options.cookie } : {},
    body: form,
  });
}

const form = (overrides: Record<string, string> = {}) => ({
  topic: 'purchases',
  name: 'Jane Player',
  message: 'My purchase of 9.99 did not arrive in my wallet.',
  ...overrides,
});

async function errorOf(res: Response) {
  const body = await json(res);
  return {
    status: res.status,
    errorCode: body.errors?.[0]?.errorCode,
    text: body.errors?.[0]?.description,
  };
}

async function mailTo(email: string) {
  const body = await json(
    await t.request(`/dev/mailbox.json?to=${encodeURIComponent(email)}&limit=20`),
  );
  return body.data as { subject: string | null; bodyText: string }[];
}

const ticketsCount = async () => (await t.db.select({ n: count() }).from(supportTickets))[0]!.n;
const outboxCount = async () => (await t.db.select({ n: count() }).from(outboxMessages))[0]!.n;

async function ticketByNumber(number: string) {
  const [row] = await t.db.select().from(supportTickets).where(eq(supportTickets.number, number));
  return row!;
}

async function sent(
  fields: Record<string, string>,
  options: { cookie?: string; file?: Attachment } = {},
) {
  const res = await contact(fields, options);
  expect(res.status).toBe(200);
  const { data } = await json(res);
  return data as { ticketNumber: string; message: string };
}

const staffGet = (path: string, cookie = support) => getJson(t, path, cookie);

describe('Contact Us (decision 061)', () => {
  it('a visitor sends the form: a ticket with a number and an email copy that quotes it', async () => {
    const email = visitorEmail();
    const result = await sent({ ...form(), email });
    expect(result.ticketNumber).toMatch(SUPPORT_TICKET_PATTERN);
    expect(result.message).toBe(
      'Thank you: your message was sent. We emailed you a copy with your ticket number.',
    );
    const ticket = await ticketByNumber(result.ticketNumber);
    expect(ticket).toMatchObject({
      userId: null,
      email,
      name: 'Jane Player',
      status: 'new',
      topic: 'purchases',
    });
    const [mail] = await mailTo(email);
    expect(mail?.subject).toBe(`We received your message [${result.ticketNumber}]`);
    expect(mail?.bodyText).toContain(`Your ticket number is ${result.ticketNumber}`);
    expect(mail?.bodyText).toContain('My purchase of 9.99 did not arrive in my wallet.');
  });

  it('a signed-in player sends it: the account’s email is used, whatever email the form carries', async () => {
    const { cookie, userId, player } = await signUpVerified(t);
    const result = await sent(
      { ...form({ topic: 'kyc' }), email: 'someone-else@example.com' },
      { cookie },
    );
    const ticket = await ticketByNumber(result.ticketNumber);
    expect(ticket).toMatchObject({ userId, email: player.email, topic: 'kyc' });
    expect(await mailTo('someone-else@example.com')).toEqual([]);
    const [mail] = await mailTo(player.email);
    expect(mail?.bodyText).toContain(`Your ticket number is ${result.ticketNumber}`);
    expect(mail?.bodyText).toContain('/user/account-details?tab=support');
  });

  it('refuses bad inputs with a clear message and writes nothing (no ticket, no email)', async () => {
    const before = { tickets: await ticketsCount(), outbox: await outboxCount() };
    const cases: [Record<string, string>, string, string][] = [
      [
        { ...form(), email: visitorEmail(), topic: 'jackpots' },
        'topic',
        'Choose what your message is about',
      ],
      [
        { ...form(), email: visitorEmail(), message: 'short' },
        'message',
        'Please write at least 10 characters',
      ],
      [
        { ...form(), email: visitorEmail(), message: 'x'.repeat(5001) },
        'message',
        'A message has at most 5000 characters',
      ],
      [{ ...form(), email: visitorEmail(), name: '  ' }, 'name', 'Please enter your name'],
      [form(), 'email', 'Please enter an email address'],
      [{ ...form(), email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
    ];
    for (const [fields, field, text] of cases) {
      const res = await contact(fields);
      const body = await json(res);
      expect(res.status).toBe(400);
      expect(body.errors[0]).toMatchObject({ errorCode: 1000, description: text, field });
    }
    // Not multipart at all.
    expect(
      (await postJson(t, '/support/contact', { ...form(), email: visitorEmail() })).status,
    ).toBe(400);
    expect({ tickets: await ticketsCount(), outbox: await outboxCount() }).toEqual(before);
  });

  it('validates the attachment as the KYC uploads are: type, size and decoded content', async () => {
    const before = { tickets: await ticketsCount(), outbox: await outboxCount() };
    const bad: [Attachment, string][] = [
      [
        { bytes: Buffer.from('hello'), name: 'note.txt', type: 'text/plain' },
        'Please select a PNG, JPEG, JPG, or PDF file.',
      ],
      [
        {
          bytes: Buffer.concat([
            Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
            Buffer.from('<script>alert(1)</script>'),
          ]),
          name: 'fake.png',
          type: 'image/png',
        },
        'Please select a PNG, JPEG, JPG, or PDF file.',
      ],
      [
        { bytes: await pngBytes(), name: 'really-a-png.pdf', type: 'application/pdf' },
        'Please select a PNG, JPEG, JPG, or PDF file.',
      ],
      [
        { bytes: Buffer.alloc(5 * 1024 * 1024 + 10, 1), name: 'huge.pdf', type: 'application/pdf' },
        'The file must be 5 MB or smaller.',
      ],
    ];
    for (const [file, text] of bad) {
      const res = await contact({ ...form(), email: visitorEmail() }, { file });
      expect(await errorOf(res)).toMatchObject({ status: 400, errorCode: 1000, text });
    }
    expect({ tickets: await ticketsCount(), outbox: await outboxCount() }).toEqual(before);

    const { cookie } = await signUpVerified(t);
    const good = await sent(form(), {
      cookie,
      file: { bytes: await pdfBytes(), name: 'receipt.pdf', type: 'application/pdf' },
    });
    const ticket = await ticketByNumber(good.ticketNumber);
    const [message] = await t.db
      .select()
      .from(supportMessages)
      .where(eq(supportMessages.ticketId, ticket.id));
    expect(message).toMatchObject({ attachmentType: 'pdf', attachmentName: 'receipt.pdf' });
    expect(message!.attachmentFile).toMatch(/^[0-9a-f]{32}\.pdf$/);
    // The player downloads their own; staff read it (audited); another player gets 404.
    const own = await getJson(
      t,
      `/support/tickets/${good.ticketNumber}/attachments/${message!.id}`,
      cookie,
    );
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('application/pdf');
    expect(own.headers.get('x-content-type-options')).toBe('nosniff');
    expect(
      Buffer.from(await own.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const other = await signUpVerified(t);
    expect(
      (
        await getJson(
          t,
          `/support/tickets/${good.ticketNumber}/attachments/${message!.id}`,
          other.cookie,
        )
      ).status,
    ).toBe(404);
    const staffFile = await staffGet(
      `/admin/support/tickets/${ticket.id}/attachments/${message!.id}`,
    );
    expect(staffFile.status).toBe(200);
    const [viewed] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'support.attachment.view'))
      .orderBy(desc(auditLog.id));
    expect(viewed).toMatchObject({
      target: `support-ticket:${ticket.id}`,
      staffEmail: DEMO_STAFF.support.email,
    });
  });

  it('rate-limits one sender: the sixth message in 15 minutes is refused and writes nothing', async () => {
    const email = visitorEmail();
    for (let i = 0; i < 5; i += 1) await sent({ ...form(), email });
    const before = { tickets: await ticketsCount(), outbox: await outboxCount() };
    expect(await errorOf(await contact({ ...form(), email }))).toMatchObject({
      status: 429,
      errorCode: 1029,
    });
    expect({ tickets: await ticketsCount(), outbox: await outboxCount() }).toEqual(before);
    expect(await mailTo(email)).toHaveLength(5);
  });
});

describe('the support inbox (decision 061)', () => {
  it('a reply emails the player and waits for them; a note is never shown or emailed; the player answers', async () => {
    const { cookie, userId, player } = await signUpVerified(t);
    const { ticketNumber } = await sent(form({ topic: 'redemptions' }), { cookie });
    const ticket = await ticketByNumber(ticketNumber);

    const page = await json(await staffGet('/admin/support/tickets?status=new'));
    expect(page.data.rows.map((r: { number: string }) => r.number)).toContain(ticketNumber);
    expect(page.data.counts.new).toBeGreaterThanOrEqual(1);
    // The list carries no name, email or message text (those are read in the audited view).
    const row = page.data.rows.find((r: { number: string }) => r.number === ticketNumber);
    expect(Object.keys(row).sort()).toEqual([
      'assignee',
      'createdAt',
      'id',
      'lastFrom',
      'lastMessageAt',
      'number',
      'status',
      'topic',
      'username',
    ]);

    const note = await postJson(
      t,
      `/admin/support/tickets/${ticket.id}/messages`,
      { kind: 'note', message: 'Checked the ledger: purchase is pending.' },
      support,
    );
    expect(note.status).toBe(200);
    expect((await json(note)).data.ticket.status).toBe('open');
    // The sign-up's verification and the ticket's copy; the note sent nothing.
    const mailsBefore = (await mailTo(player.email)).length;
    expect(mailsBefore).toBe(2);

    const reply = await postJson(
      t,
      `/admin/support/tickets/${ticket.id}/messages`,
      { kind: 'reply', message: 'Your redemption is on its way: 2 business days.' },
      support,
    );
    expect(reply.status).toBe(200);
    const detail = (await json(reply)).data.ticket;
    expect(detail.status).toBe('waiting');
    expect(detail.messages.map((m: { kind: string }) => m.kind)).toEqual([
      'player',
      'note',
      'reply',
    ]);
    expect(detail.messages[2].author).toMatchObject({
      email: DEMO_STAFF.support.email,
      name: DEMO_STAFF.support.name,
    });
    const mails = await mailTo(player.email);
    expect(mails).toHaveLength(mailsBefore + 1);
    expect(mails[0]?.subject).toBe(`Re: your support request [${ticketNumber}]`);
    expect(mails[0]?.bodyText).toContain('Your redemption is on its way: 2 business days.');
    expect(mails.some((m) => m.bodyText.includes('Checked the ledger'))).toBe(false);
    const [audited] = await auditOf(t, 'support.ticket.reply', userId);
    expect(audited).toMatchObject({ before: { status: 'open' }, after: { status: 'waiting' } });

    // The player sees the reply, never the note.
    const mine = (await json(await getJson(t, '/support/tickets', cookie))).data.tickets;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ number: ticketNumber, status: 'waiting' });
    expect(mine[0].messages.map((m: { from: string; body: string }) => [m.from, m.body])).toEqual([
      ['player', 'My purchase of 9.99 did not arrive in my wallet.'],
      ['support', 'Your redemption is on its way: 2 business days.'],
    ]);
    expect(JSON.stringify(mine)).not.toContain('Checked the ledger');

    const answer = await postJson(
      t,
      `/support/tickets/${ticketNumber}/replies`,
      { message: 'Thank you, I will wait for it.' },
      cookie,
    );
    expect(answer.status).toBe(200);
    expect((await json(answer)).data.ticket.status).toBe('open');

    // Closed: the player cannot answer, support reopens.
    const closed = await postJson(
      t,
      `/admin/support/tickets/${ticket.id}/status`,
      { status: 'closed' },
      support,
    );
    expect((await json(closed)).data.ticket).toMatchObject({ status: 'closed' });
    expect(
      await errorOf(
        await postJson(
          t,
          `/support/tickets/${ticketNumber}/replies`,
          { message: 'One more thing to add.' },
          cookie,
        ),
      ),
    ).toMatchObject({ status: 409, errorCode: 4110 });
    expect(
      await errorOf(
        await postJson(
          t,
          `/admin/support/tickets/${ticket.id}/messages`,
          { kind: 'reply', message: 'Anything else we can do?' },
          support,
        ),
      ),
    ).toMatchObject({ status: 409, errorCode: 4110 });
    const reopened = await postJson(
      t,
      `/admin/support/tickets/${ticket.id}/status`,
      { status: 'open' },
      support,
    );
    expect((await json(reopened)).data.ticket).toMatchObject({ status: 'open', closedAt: null });
    expect(await auditOf(t, 'support.ticket.reopen', userId)).toHaveLength(1);
  });

  it('a player sees only their own tickets and cannot answer another’s', async () => {
    const a = await signUpVerified(t);
    const b = await signUpVerified(t);
    const { ticketNumber } = await sent(form(), { cookie: a.cookie });
    await sent(form({ topic: 'games' }), { cookie: b.cookie });
    const bTickets = (await json(await getJson(t, '/support/tickets', b.cookie))).data.tickets;
    expect(bTickets.map((x: { number: string }) => x.number)).not.toContain(ticketNumber);
    expect(bTickets).toHaveLength(1);
    expect(
      await errorOf(
        await postJson(
          t,
          `/support/tickets/${ticketNumber}/replies`,
          { message: 'Not my ticket at all.' },
          b.cookie,
        ),
      ),
    ).toMatchObject({ status: 404 });
    expect((await getJson(t, '/support/tickets')).status).toBe(401);
  });

  it('assigns to me or to a member of support, refuses anyone else, and filters by assignee', async () => {
    const { ticketNumber } = await sent({ ...form(), email: visitorEmail() });
    const ticket = await ticketByNumber(ticketNumber);
    const team = (await json(await staffGet('/admin/support/team'))).data.members as {
      id: number;
      email: string;
    }[];
    const emails = team.map((m) => m.email);
    expect(emails).toContain(DEMO_STAFF.support.email);
    expect(emails).toContain(DEMO_STAFF.admin.email);
    expect(emails).not.toContain(DEMO_STAFF.content.email);
    const supportId = team.find((m) => m.email === DEMO_STAFF.support.email)!.id;
    const adminId = team.find((m) => m.email === DEMO_STAFF.admin.email)!.id;

    const toMe = await postJson(
      t,
      `/admin/support/tickets/${ticket.id}/assignee`,
      { staffId: supportId },
      support,
    );
    expect((await json(toMe)).data.ticket).toMatchObject({
      status: 'open',
      assignee: { id: supportId },
    });
    const mine = (await json(await staffGet('/admin/support/tickets?assignee=me'))).data.rows;
    expect(mine.map((r: { number: string }) => r.number)).toContain(ticketNumber);

    const toAdmin = await postJson(
      t,
      `/admin/support/tickets/${ticket.id}/assignee`,
      { staffId: adminId },
      support,
    );
    expect((await json(toAdmin)).data.ticket.assignee.id).toBe(adminId);
    expect(
      (await json(await staffGet('/admin/support/tickets?assignee=me'))).data.rows.map(
        (r: { number: string }) => r.number,
      ),
    ).not.toContain(ticketNumber);
    expect(
      (await json(await staffGet(`/admin/support/tickets?assignee=${adminId}`))).data.rows.map(
        (r: { number: string }) => r.number,
      ),
    ).toContain(ticketNumber);

    const refused = await postJson(
      t,
      `/admin/support/tickets/${ticket.id}/assignee`,
      { staffId: 999_999 },
      support,
    );
    expect(await errorOf(refused)).toMatchObject({ status: 400, errorCode: 4111 });

    const [assigned] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'support.ticket.assign'))
      .orderBy(desc(auditLog.id));
    expect(assigned).toMatchObject({
      target: `support-ticket:${ticket.id}`,
      before: { assignedStaffId: supportId, status: 'open' },
      after: { assignedStaffId: adminId, status: 'open' },
    });
  });

  it('audits every view of a ticket as personal data access, with who viewed it', async () => {
    const { cookie, userId } = await signUpVerified(t);
    const { ticketNumber } = await sent(form(), { cookie });
    const ticket = await ticketByNumber(ticketNumber);
    for (const cookieOf of [support, admin]) {
      const res = await staffGet(`/admin/support/tickets/${ticket.id}`, cookieOf);
      expect(res.status).toBe(200);
      const { data } = await json(res);
      expect(data.ticket).toMatchObject({
        number: ticketNumber,
        player: { id: userId },
        status: 'new',
      });
    }
    const views = await auditOf(t, 'support.ticket.view', userId);
    expect(views.map((v) => v.staffEmail)).toEqual([
      DEMO_STAFF.admin.email,
      DEMO_STAFF.support.email,
    ]);
    expect(views[0]?.target).toBe(`support-ticket:${ticket.id}`);
    expect((await staffGet('/admin/support/tickets/999999')).status).toBe(404);
  });

  it('refuses who may not: a content member cannot read tickets; support cannot edit content or touch money', async () => {
    const { ticketNumber } = await sent({ ...form(), email: visitorEmail() });
    const ticket = await ticketByNumber(ticketNumber);
    const viewsBefore = (await auditOf(t, 'support.ticket.view')).length;
    for (const path of [
      '/admin/support/tickets',
      `/admin/support/tickets/${ticket.id}`,
      '/admin/support/team',
    ])
      expect(await errorOf(await staffGet(path, content))).toMatchObject({
        status: 403,
        errorCode: 4005,
      });
    expect(
      await errorOf(
        await postJson(
          t,
          `/admin/support/tickets/${ticket.id}/messages`,
          { kind: 'reply', message: 'Hello from content.' },
          content,
        ),
      ),
    ).toMatchObject({ status: 403 });
    expect((await auditOf(t, 'support.ticket.view')).length).toBe(viewsBefore);
    expect((await getJson(t, '/admin/support/tickets')).status).toBe(401);
    const { cookie: playerCookie } = await signUpVerified(t);
    expect((await staffGet('/admin/support/tickets', playerCookie)).status).toBe(401);

    // Every content and money route refuses a support member before it reads anything.
    const forbidden = t.app.staffRoutes.filter(
      (r) =>
        r.permission !== null &&
        !roleCan('support', r.permission) &&
        (r.permission.startsWith('content.') ||
          [
            'adjustments.request',
            'adjustments.approve',
            'purchases.refund',
            'redemptions.approve',
            'disputes.resolve',
            'expiries.reverse',
            'amoe.write',
          ].includes(r.permission)),
    );
    expect(forbidden.filter((r) => r.permission?.startsWith('adjustments')).length).toBeGreaterThan(
      0,
    );
    for (const route of forbidden) {
      const path = route.url.replace('/api/v1', '').replace(/:\w+/g, '1');
      const res =
        route.method === 'GET'
          ? await staffGet(path)
          : await postJson(t, path, {}, support, route.method);
      expect(`${route.method} ${route.url} ${res.status}`).toBe(`${route.method} ${route.url} 403`);
    }
  });
});
