import assert from 'node:assert/strict';
import { randomInt } from 'node:crypto';

/** A player nobody has used yet: unique email, username and phone per run. */
export function newPlayer() {
  const id = `${Date.now().toString(36)}${randomInt(36 ** 3).toString(36)}`.slice(-10);
  return {
    username: `gs${id}`,
    email: `player.${id}@example.test`,
    phone: `555${String(randomInt(10_000_000)).padStart(7, '0')}`,
    password: 'Golden!Start2026',
    changedPassword: 'Golden!Second2026',
    resetPassword: 'Golden!Reset2026',
  };
}

export type NewPlayer = ReturnType<typeof newPlayer>;

/** Creates the account the way the sign-up dialog does, without verifying the email. */
export async function signUpThroughApi(baseUrl: string, player: NewPlayer): Promise<void> {
  const response = await fetch(`${baseUrl}/api/v1/user/sign-up`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      email: player.email,
      password: Buffer.from(player.password, 'utf8').toString('base64'),
      userName: player.username,
      isTermsAccepted: true,
      stateRestrictionAccept: true,
      smsPromotionAccept: false,
      browser: 'Chrome',
      platform: 'web',
    }),
  });
  assert.equal(response.status, 200, await response.text());
}
