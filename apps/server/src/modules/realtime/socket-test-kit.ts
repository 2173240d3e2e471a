import { io, type Socket } from 'socket.io-client';

/** A wallet-channel client as the browser opens it: websocket transport, the session cookie. */
export async function connectWallet(baseUrl: string, cookie?: string): Promise<Socket> {
  const socket = io(`${baseUrl}/wallet`, {
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    extraHeaders: cookie ? { cookie } : {},
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (error) => reject(error));
  });
  return socket;
}

/** Collects every event of one name a socket receives. */
export function collect<T = unknown>(socket: Socket, event: string): T[] {
  const received: T[] = [];
  socket.on(event, (payload: T) => received.push(payload));
  return received;
}

export async function waitFor(condition: () => boolean, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out waiting for a socket event');
    await new Promise((r) => setTimeout(r, 20));
  }
}
