import { describe, expect, it } from 'vitest';
import { isAppNavigation } from './pwa-scope';

const ORIGIN = 'https://casino.test';
const at = (path: string) => new URL(path, ORIGIN);

describe('isAppNavigation', () => {
  it("is true for the player app's pages", () => {
    for (const path of [
      '/',
      '/lobby',
      '/vip',
      '/games/category/Slots',
      '/user/store?tab=2',
      '/adminx',
    ])
      expect(isAppNavigation(at(path), ORIGIN), path).toBe(true);
  });

  it('is false for the API, the socket, the sandbox, the back office, uploads and the mailbox', () => {
    for (const path of [
      '/api',
      '/api/v1/user/profile',
      '/socket.io/?EIO=4',
      '/sandbox',
      '/sandbox/card/checkout',
      '/admin',
      '/admin/players/12',
      '/ADMIN/players',
      '/uploads/avatars/1.png',
      '/dev/mailbox',
    ])
      expect(isAppNavigation(at(path), ORIGIN), path).toBe(false);
  });

  it('is false for another origin', () => {
    expect(isAppNavigation(new URL('https://pay.example/checkout'), ORIGIN)).toBe(false);
  });
});
