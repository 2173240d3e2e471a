import type { AddressInfo } from 'node:net';

/**
 * The base URL of our own listening socket, for the sandbox's server-to-server
 * webhooks: a wildcard address becomes loopback. Undefined before the server
 * listens or when it listens on a pipe.
 */
export function listeningUrl(address: AddressInfo | string | null): string | undefined {
  if (!address || typeof address === 'string') return undefined;
  const host =
    address.address === '0.0.0.0'
      ? '127.0.0.1'
      : address.address === '::'
        ? '::1'
        : address.address;
  return host.includes(':') ? `http://[${host}]:${address.port}` : `http://${host}:${address.port}`;
}
