import { createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

/** One message as the SMTP server received it. */
export interface CaughtMail {
  from: string;
  to: string[];
  /** The raw message (headers and body) as sent after DATA. */
  data: string;
}

/**
 * A tiny SMTP server for tests (no TLS, no auth): it keeps every message it
 * accepts and can answer the next messages with a temporary failure.
 */
export async function startSmtpCatcher() {
  const messages: CaughtMail[] = [];
  let refuseNext = 0;
  const sockets = new Set<Socket>();

  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.setEncoding('utf8');
    const reply = (line: string) => socket.write(`${line}\r\n`);
    let buffer = '';
    let inData = false;
    let current: CaughtMail = { from: '', to: [], data: '' };

    function endOfData() {
      if (refuseNext > 0) {
        refuseNext -= 1;
        reply('451 4.3.0 Mailbox busy, try again later');
      } else {
        messages.push(current);
        reply('250 2.0.0 Queued');
      }
      current = { from: '', to: [], data: '' };
    }

    function command(line: string) {
      const verb = line.slice(0, 4).toUpperCase();
      if (verb === 'EHLO' || verb === 'HELO') reply('250 catcher');
      else if (verb === 'MAIL') {
        current.from = line.slice(10).trim();
        reply('250 OK');
      } else if (verb === 'RCPT') {
        current.to.push(line.slice(8).trim());
        reply('250 OK');
      } else if (verb === 'DATA') {
        inData = true;
        reply('354 End data with <CR><LF>.<CR><LF>');
      } else if (verb === 'QUIT') {
        reply('221 Bye');
        socket.end();
      } else if (verb === 'RSET' || verb === 'NOOP') reply('250 OK');
      else reply('502 Command not implemented');
    }

    reply('220 catcher ESMTP');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          current.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          endOfData();
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        command(line);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    /** Messages whose envelope goes to this address. */
    to: (address: string) => messages.filter((m) => m.to.some((r) => r.includes(address))),
    /** Answers 451 to the next `count` messages. */
    refuse(count: number) {
      refuseNext = count;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
