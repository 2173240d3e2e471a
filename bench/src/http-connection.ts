import { connect, type Socket } from 'node:net';

/** What a load client sends: the method, path and query, headers and body of one request. */
export interface CallInit {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface Answer {
  status: number;
  /** The server answered an earlier answer again (`Idempotent-Replayed: true`). */
  replayed: boolean;
  body: string;
}

const HEADER_END = Buffer.from('\r\n\r\n');

/**
 * One keep-alive HTTP/1.1 connection that sends one request at a time and reads answers with a
 * Content-Length (all the server sends), as wrk does: the load generator shares the machine's
 * two cores with the server and the database, so it parses only the status line, the length
 * and the body, and spends a fraction of what node:http spends per request.
 */
export class HttpConnection {
  private readonly socket: Socket;
  private buffered: Buffer = Buffer.alloc(0);
  private waiting?: { resolve: (a: Answer) => void; reject: (e: Error) => void };
  private readonly ready: Promise<void>;

  constructor(private readonly url: URL) {
    this.socket = connect({ host: url.hostname, port: Number(url.port), noDelay: true });
    this.ready = new Promise((resolve, reject) => {
      this.socket.once('connect', resolve);
      this.socket.once('error', reject);
    });
    this.socket.on('data', (chunk: Buffer) => this.receive(chunk));
    this.socket.on('error', (error) => this.fail(error));
    this.socket.on('close', () => this.fail(new Error('connection closed')));
  }

  /** The request's bytes, built once and sent as often as needed. */
  static encode(url: URL, init: CallInit = {}): Buffer {
    const body = init.body === undefined ? undefined : Buffer.from(init.body);
    const headers = {
      host: url.host,
      connection: 'keep-alive',
      ...init.headers,
      ...(body ? { 'content-length': String(body.length) } : {}),
    };
    const head = `${init.method ?? 'GET'} ${url.pathname}${url.search} HTTP/1.1\r\n${Object.entries(
      headers,
    )
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('')}\r\n`;
    return body ? Buffer.concat([Buffer.from(head), body]) : Buffer.from(head);
  }

  async send(request: Buffer): Promise<Answer> {
    await this.ready;
    if (this.waiting) throw new Error('one request at a time');
    return new Promise<Answer>((resolve, reject) => {
      this.waiting = { resolve, reject };
      this.socket.write(request);
    });
  }

  close() {
    this.socket.destroy();
  }

  private receive(chunk: Buffer) {
    this.buffered = this.buffered.length === 0 ? chunk : Buffer.concat([this.buffered, chunk]);
    const end = this.buffered.indexOf(HEADER_END);
    if (end < 0) return;
    const head = this.buffered.subarray(0, end).toString('latin1');
    const length = /\r\ncontent-length: *(\d+)/i.exec(head);
    if (!length) {
      this.fail(new Error(`answer without content-length: ${head.split('\r\n')[0]}`));
      return;
    }
    const total = end + HEADER_END.length + Number(length[1]);
    if (this.buffered.length < total) return;
    const answer = {
      status: Number(head.slice(9, 12)),
      // An answer replayed for a key used before is not the work the load means to measure.
      replayed: /\r\nidempotent-replayed: *true/i.test(head),
      body: this.buffered.subarray(end + HEADER_END.length, total).toString('utf8'),
    };
    this.buffered = this.buffered.subarray(total);
    const waiting = this.waiting;
    this.waiting = undefined;
    waiting?.resolve(answer);
  }

  private fail(error: Error) {
    const waiting = this.waiting;
    this.waiting = undefined;
    waiting?.reject(error);
  }
}

/** Sends `init` to `url` on `connection` (encoding it each time: for requests that change). */
export function call(connection: HttpConnection, url: URL, init?: CallInit) {
  return connection.send(HttpConnection.encode(url, init));
}
