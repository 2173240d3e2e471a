import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/database';
import { listOutbox } from './outbox.repository';

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const linkify = (s: string) =>
  escapeHtml(s).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>');

const ZMailboxQuery = z.object({
  to: z.string().max(320).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

/**
 * The dev mailbox: every email and SMS of the outbox, newest first, with
 * clickable links, so every flow can be finished without a mail server.
 * Registered only outside production.
 */
export function devMailboxRoutes(app: FastifyInstance, deps: { db: Db }) {
  app.get(
    '/dev/mailbox.json',
    { schema: { hide: true, querystring: ZMailboxQuery } },
    async (request) => {
      const { to, limit } = request.query as z.infer<typeof ZMailboxQuery>;
      return { data: await listOutbox(deps.db, { recipient: to, limit }) };
    },
  );

  app.get(
    '/dev/mailbox',
    { schema: { hide: true, querystring: ZMailboxQuery } },
    async (request, reply) => {
      const { to, limit } = request.query as z.infer<typeof ZMailboxQuery>;
      const messages = await listOutbox(deps.db, { recipient: to, limit });
      const rows = messages
        .map(
          (m) => `<article class="msg">
  <header><span class="tag ${m.channel}">${m.channel.toUpperCase()}</span>
  <strong>${escapeHtml(m.recipient)}</strong> <time>${m.createdAt.toISOString()}</time></header>
  ${m.subject ? `<h2>${escapeHtml(m.subject)}</h2>` : ''}
  <pre>${linkify(m.bodyText)}</pre>
</article>`,
        )
        .join('\n');
      return reply.type('text/html').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Dev mailbox</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
body{font-family:system-ui,sans-serif;background:#14102a;color:#eee;margin:0;padding:24px;max-width:900px;margin:auto}
h1{color:#f5c542} .msg{background:#211a40;border-radius:10px;padding:14px 18px;margin:14px 0}
.tag{font-size:12px;padding:2px 8px;border-radius:6px;margin-right:8px;background:#f5c542;color:#14102a}
.tag.sms{background:#4ad6a0} time{color:#999;font-size:12px;margin-left:8px} h2{font-size:16px;margin:10px 0 4px}
pre{white-space:pre-wrap;font-family:inherit} a{color:#f5c542}
</style></head><body><h1>Dev mailbox</h1>
<p>Every email and SMS the product sent (newest first). Not served in production.</p>
<form><input name="to" placeholder="Filter by recipient" value="${escapeHtml(to ?? '')}"> <button>Filter</button></form>
${rows || '<p>No messages yet.</p>'}
</body></html>`);
    },
  );
}
