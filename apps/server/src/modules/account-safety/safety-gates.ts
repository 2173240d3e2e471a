import type { Db, DbOrTx } from '../../db/database';
import { AppError } from '../../platform/app-error';
import type { FieldCipher } from '../../platform/field-encryption';
import * as repo from './account-safety.repository';

export interface Identity {
  email?: string | null;
  /** Country code and number, as the profile keeps them ('1', '5550001234'). */
  phoneCode?: string | null;
  phone?: string | null;
  /** The nine digits. */
  ssn?: string | null;
}

const digits = (value: string) => value.replace(/\D/g, '');

/** Date as players read it in messages: 'Nov 26, 2026, 14:05 UTC'. */
export function readableDate(date: Date) {
  return `${date.toLocaleString('en-US', {
    timeZone: 'UTC',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    // 'h23', not hour12: false, which reads a time just after midnight as '24:16'.
    hourCycle: 'h23',
  })} UTC`;
}

/**
 * The checks other modules ask before letting a player in (docs/decisions/038): sign-in, the
 * self-exclusion register at sign-up, phone verification and SSN entry, and the marketing
 * suppression of the mailer. Needs only the database, so it is built before the modules using it.
 */
export function createSafetyGates(deps: { db: Db; cipher: FieldCipher; now: () => Date }) {
  const { db, cipher, now } = deps;

  /** The register's keyed hashes of an identity, normalized (case, spaces, punctuation). */
  function registerHashes(identity: Identity) {
    const hashes: { kind: repo.RegisterKind; valueHash: string }[] = [];
    const email = identity.email?.trim().toLowerCase();
    if (email) hashes.push({ kind: 'email', valueHash: cipher.blindIndex(`email:${email}`) });
    const phone = identity.phone ? digits(`${identity.phoneCode ?? ''}${identity.phone}`) : '';
    if (phone) hashes.push({ kind: 'phone', valueHash: cipher.blindIndex(`phone:${phone}`) });
    const ssn = identity.ssn ? digits(identity.ssn) : '';
    // The same blind index the KYC module files SSNs under.
    if (ssn) hashes.push({ kind: 'ssn', valueHash: cipher.blindIndex(ssn) });
    return hashes;
  }

  /** Why the player may not sign in now, as the error to answer; undefined when they may. */
  async function signInRefusal(userId: number, tx: DbOrTx = db) {
    const at = now();
    const rows = await repo.restrictionsOf(tx, userId);
    const exclusions = rows.filter((r) => r.kind === 'exclusion');
    const permanent = exclusions.find((r) => r.endsAt === null);
    if (permanent)
      return new AppError(
        'SelfExcluded',
        'You have excluded yourself from play permanently. This cannot be undone.',
      );
    const latest = exclusions.sort((a, b) => b.endsAt!.getTime() - a.endsAt!.getTime())[0];
    if (latest && latest.endsAt! > at)
      return new AppError(
        'SelfExcluded',
        `You have excluded yourself from play until ${readableDate(latest.endsAt!)}. This cannot be undone early.`,
      );
    const onBreak = rows
      .filter((r) => r.kind === 'break' && r.endsAt! > at)
      .sort((a, b) => b.endsAt!.getTime() - a.endsAt!.getTime())[0];
    if (onBreak)
      return new AppError(
        'OnBreak',
        `You are taking a break from play until ${readableDate(onBreak.endsAt!)}. You can sign in again then.`,
      );
    if (latest && latest.reopenAt === null) return new AppError('ReopenRequired');
    if (latest && latest.reopenAt! > at)
      return new AppError(
        'ReopenPending',
        `You asked to reopen your account; it reopens on ${readableDate(latest.reopenAt!)}.`,
      );
    return undefined;
  }

  return {
    registerHashes,
    signInRefusal,

    /** Throws the break or self-exclusion the player is under (login and email-link sign-in). */
    async assertMaySignIn(userId: number) {
      const refusal = await signInRefusal(userId);
      if (refusal) throw refusal;
    },

    /** Register entries still holding for this identity (in effect, or not yet reopened). */
    heldEntries: (identity: Identity) =>
      repo.findHeldRegisterEntries(db, registerHashes(identity), now()),

    /** Refuses (2324) an email, phone or SSN of a self-excluded person on another account. */
    async assertIdentityFree(identity: Identity, ownUserId?: number) {
      const held = await repo.findHeldRegisterEntries(db, registerHashes(identity), now());
      if (held.some((h) => h.userId !== ownUserId)) throw new AppError('IdentityExcluded');
    },

    /** No marketing to a player on a break, self-excluded (until reopened) or closed. */
    async marketingSuppressed(email: string) {
      const userId = await repo.userIdByEmail(db, email);
      if (userId === undefined) return false;
      const identity = await repo.identityOf(db, userId);
      if (identity?.status === 'closed') return true;
      return (await signInRefusal(userId)) !== undefined;
    },
  };
}

export type SafetyGates = ReturnType<typeof createSafetyGates>;
