/**
 * The server's provably-fair primitives on node:crypto: the HMAC of the byte
 * stream, seed generation and the seed commitment.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { HmacSha256 } from './provably-fair';

/** HMAC-SHA256(key, message) with UTF-8 text key and message (node:crypto). */
export const nodeHmacSha256: HmacSha256 = (key, message) =>
  new Uint8Array(createHmac('sha256', key).update(message, 'utf8').digest());

/** SERVER_SEED_BYTES random bytes as lower-case hex (64 characters). */
export const SERVER_SEED_BYTES = 32;

/** A new server seed: 32 random bytes from node:crypto, as 64 lower-case hex characters. */
export function generateServerSeed(): string {
  return randomBytes(SERVER_SEED_BYTES).toString('hex');
}

/** A default client seed for a new player (the player may replace it with any text). */
export function generateClientSeed(): string {
  return randomBytes(16).toString('hex');
}

/** SHA-256 hex of the server seed text: the commitment shown before play. */
export function hashServerSeed(serverSeed: string): string {
  return createHash('sha256').update(serverSeed, 'utf8').digest('hex');
}
