import { setTimeout as delay } from 'node:timers/promises';

/** One email or SMS of the server's dev mailbox (GET /dev/mailbox.json). */
export interface MailboxMessage {
  readonly recipient: string;
  readonly subject: string | null;
  readonly bodyText: string;
}

const WAIT_MS = 10_000;

/**
 * The newest message to `recipient` that `matches`, waiting up to 10 s for
 * it (the outbox is written before the API answers, so it is normally there
 * at once).
 */
export async function latestMessage(
  baseUrl: string,
  recipient: string,
  matches: (message: MailboxMessage) => boolean = () => true,
): Promise<MailboxMessage> {
  const url = `${baseUrl}/dev/mailbox.json?to=${encodeURIComponent(recipient)}&limit=1`;
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
    const { data } = (await response.json()) as { data: MailboxMessage[] };
    const message = data[0];
    if (message && matches(message)) return message;
    if (Date.now() > deadline)
      throw new Error(`no matching message to ${recipient} in the mailbox`);
    await delay(200);
  }
}

/**
 * The path and query of the first link in `text` to `pathname`. Emails carry
 * the server's PUBLIC_URL, which is not the address the journeys use, so only
 * the path and query are kept.
 */
export function linkTo(text: string, pathname: string): string {
  for (const candidate of text.match(/https?:\/\/\S+/g) ?? []) {
    const url = new URL(candidate);
    if (url.pathname === pathname) return `${url.pathname}${url.search}`;
  }
  throw new Error(`no ${pathname} link in: ${text}`);
}

/** The 6-digit one-time code of an SMS. */
export function oneTimeCodeIn(text: string): string {
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (!code) throw new Error(`no 6-digit code in: ${text}`);
  return code;
}
