import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generate } from 'otplib';
import type { Page } from 'playwright-core';
import { DEMO_STAFF } from '@app/contracts/demo-staff';
import type { StaffRole } from '@app/contracts/staff-permissions';

const STEP_SECONDS = 30;

/**
 * The steps already used, per server and secret. Journey files run in processes of their own
 * against one server, so the record is a file: a second file signing the same member in within
 * the same 30 s takes the next step instead of a code the server refuses as replayed.
 */
const STEPS_FILE = path.join(os.tmpdir(), 'golden-sweeps-e2e-totp-steps.json');
const stepKey = (secret: string) => `${process.env.E2E_BASE_URL ?? ''}|${secret}`;

function usedSteps(): Record<string, number> {
  try {
    return JSON.parse(readFileSync(STEPS_FILE, 'utf8')) as Record<string, number>;
  } catch {
    return {};
  }
}

function rememberStep(secret: string, step: number): void {
  writeFileSync(STEPS_FILE, JSON.stringify({ ...usedSteps(), [stepKey(secret)]: step }));
}

/**
 * A fresh code for a TOTP secret: the server accepts each 30-second step once per member and
 * one step of drift, so a second sign-in of the same member takes the next step (or waits).
 */
export async function freshTotpCode(secret: string): Promise<string> {
  const now = Math.floor(Date.now() / 1000 / STEP_SECONDS);
  const step = Math.max(now, (usedSteps()[stepKey(secret)] ?? -1) + 1);
  const waitMs = (step - 1) * STEP_SECONDS * 1000 - Date.now();
  if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs + 50));
  rememberStep(secret, step);
  return generate({ secret, epoch: step * STEP_SECONDS });
}

/** Signs the demo member of `role` in at /admin and waits for the back office. */
export async function signInStaff(page: Page, role: StaffRole): Promise<void> {
  const member = DEMO_STAFF[role];
  await page.goto('/admin/sign-in');
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  await page.getByLabel('Authenticator code').fill(await freshTotpCode(member.totpSecret));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('navigation', { name: 'Sections' }).waitFor();
}

/**
 * Finds a player by email on /admin/players (the list masks it: first letter and domain) and
 * opens their page; answers the player's id.
 */
export async function openPlayerByEmail(page: Page, email: string): Promise<number> {
  await page.getByRole('link', { name: 'Players' }).click();
  await page.getByLabel('Search').fill(email);
  const masked = `${email[0]}***${email.slice(email.indexOf('@'))}`;
  // The search runs once typing pauses: wait until the list holds that one player.
  await page.waitForFunction((expected) => {
    const rows = Array.from(document.querySelectorAll('table tbody tr'));
    return rows.length === 1 && rows[0]!.textContent!.includes(expected);
  }, masked);
  const table = page.getByRole('table', { name: 'Players' });
  await table.getByRole('row').nth(1).getByRole('link').click();
  await page.getByRole('tablist', { name: 'Player history' }).waitFor();
  return Number(new URL(page.url()).pathname.split('/').pop());
}
