import {
  minimumAgeMessage,
  type JurisdictionGate,
  type TJurisdiction,
  type TJurisdictionChange,
  type TJurisdictionRules,
  type TMyJurisdiction,
  type TRestrictedStates,
} from '@app/contracts/jurisdictions';
import type { TState } from '@app/contracts/content';
import type { ErrorName } from '@app/contracts/error-codes';
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/unit-of-work';
import { AppError } from '../../platform/app-error';
import type { AuditActor, AuditService } from '../audit/audit.service';
import type { Geolocation, Located } from './geolocation';
import * as repo from './jurisdictions.repository';

/** A cached table is read again after this long even without an announcement (a lost message). */
const CACHE_TTL_MS = 60_000;

const GATE_ERRORS: Record<JurisdictionGate, ErrorName> = {
  signUp: 'SignUpRestrictedLocation',
  purchase: 'PurchaseRestrictedJurisdiction',
  scBet: 'ScPlayRestrictedJurisdiction',
  redeem: 'RedeemRestrictedJurisdiction',
};

const GATE_WORDS: Record<JurisdictionGate, string> = {
  signUp: 'Sign-up is',
  purchase: 'Purchases are',
  scBet: 'Sweeps Coins play is',
  redeem: 'Prize redemption is',
};

/** A state's rules with the state's name and id (the content module's states). */
export type JurisdictionRow = repo.JurisdictionRecord & { name: string; stateId: number };

/** The rules in force at `at`: the scheduled ones once their moment has come. */
export function rulesAt(row: repo.JurisdictionRecord, at: Date): TJurisdictionRules {
  const scheduled = row.pendingEffectiveAt && row.pendingEffectiveAt.getTime() <= at.getTime();
  return {
    sweepsAllowed: scheduled ? row.pendingSweepsAllowed! : row.sweepsAllowed,
    minAge: (scheduled ? row.pendingMinAge! : row.minAge) as TJurisdictionRules['minAge'],
  };
}

/** Whole years between a 'YYYY-MM-DD' birth date and `at` (UTC calendar days). */
export function ageOn(dateOfBirth: string, at: Date): number {
  const [y = 0, m = 1, d = 1] = dateOfBirth.split('-').map(Number);
  let age = at.getUTCFullYear() - y;
  const beforeBirthday =
    at.getUTCMonth() + 1 < m || (at.getUTCMonth() + 1 === m && at.getUTCDate() < d);
  if (beforeBirthday) age -= 1;
  return age;
}

/** Who asks: the address state on the profile (null before it is known) and the request's address. */
export interface Asker {
  readonly stateCode: string | null;
  readonly ip: string;
}

/**
 * The one compliance service every gate asks (ARCHITECTURE.md "Compliance", decision 050): each
 * state's rules from the jurisdictions table (kept in memory, read again on an announced change
 * or after a minute), the request's location from the geolocation, and the refusals.
 */
export function createJurisdictionsService(deps: {
  db: Db;
  audit: AuditService;
  geolocation: Geolocation;
  /** The states with their names and ids (the content module's). */
  states: () => Promise<TState[]>;
  /** Tells every instance to read the table again (the invalidation bus). */
  onChange?: () => void;
  now?: () => Date;
}) {
  const { db, audit, geolocation } = deps;
  const now = deps.now ?? (() => new Date());
  let cache: { rows: Map<string, JurisdictionRow>; readAt: number } | undefined;
  let loading: Promise<Map<string, JurisdictionRow>> | undefined;

  /** Every state's rules with its name and id, by state name. */
  async function readAll(): Promise<JurisdictionRow[]> {
    const [records, states] = await Promise.all([repo.allJurisdictions(db), deps.states()]);
    const byCode = new Map(records.map((record) => [record.stateCode, record]));
    return states.flatMap((state) => {
      const record = byCode.get(state.code);
      return record ? [{ ...record, name: state.name, stateId: state.state_id }] : [];
    });
  }

  async function table(): Promise<Map<string, JurisdictionRow>> {
    if (cache && Date.now() - cache.readAt < CACHE_TTL_MS) return cache.rows;
    loading ??= readAll().then(
      (list) => {
        const rows = new Map(list.map((row) => [row.stateCode, row]));
        cache = { rows, readAt: Date.now() };
        loading = undefined;
        return rows;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  }

  const view = (row: JurisdictionRow): TJurisdiction => ({
    stateCode: row.stateCode,
    name: row.name,
    sweepsAllowed: row.sweepsAllowed,
    minAge: row.minAge as TJurisdiction['minAge'],
    scheduled: row.pendingEffectiveAt
      ? {
          sweepsAllowed: row.pendingSweepsAllowed!,
          minAge: row.pendingMinAge! as TJurisdiction['minAge'],
          effectiveAt: row.pendingEffectiveAt.toISOString(),
        }
      : null,
    updatedAt: row.updatedAt.toISOString(),
  });

  /** The state's rules now (null for a code the table does not hold: the profile only holds its codes). */
  async function rulesOf(
    stateCode: string,
  ): Promise<(TJurisdictionRules & { name: string }) | null> {
    const row = (await table()).get(stateCode);
    return row ? { ...rulesAt(row, now()), name: row.name } : null;
  }

  return {
    /**
     * Refuses `gate` when the player's address state or the request's location does not allow
     * sweepstakes play, or the request comes from outside the United States. An address that
     * says nothing (local, private, unknown) leaves the decision to the address state.
     */
    async assertMay(gate: JurisdictionGate, asker: Asker): Promise<void> {
      const located = geolocation.locate(asker.ip);
      const error = GATE_ERRORS[gate];
      if (located === 'abroad') {
        throw new AppError(
          error,
          `${GATE_WORDS[gate]} available only in the United States, and your connection is from outside it.`,
        );
      }
      const places: { code: string; how: string }[] = [];
      if (gate !== 'signUp' && asker.stateCode)
        places.push({ code: asker.stateCode, how: 'your address' });
      if (located) places.push({ code: located, how: 'your location' });
      for (const place of places) {
        const rules = await rulesOf(place.code);
        if (rules && !rules.sweepsAllowed) {
          throw new AppError(
            error,
            `${GATE_WORDS[gate]} not available in ${rules.name} (${place.how}): sweepstakes play is not offered there.`,
          );
        }
      }
    },

    /**
     * What the player may do now, gate by gate, told before they try (the store says it before
     * checkout): each refusal with its error code and message, as the gate itself would answer.
     */
    async mine(asker: Asker): Promise<TMyJurisdiction['data']> {
      const answer = async (gate: JurisdictionGate) => {
        try {
          await this.assertMay(gate, asker);
          return { allowed: true, errorCode: null, message: null };
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          return { allowed: false, errorCode: error.code, message: error.description };
        }
      };
      const [purchase, scBet, redeem] = await Promise.all(
        (['purchase', 'scBet', 'redeem'] as const).map(answer),
      );
      return { purchase: purchase!, scBet: scBet!, redeem: redeem! };
    },

    /**
     * The address state (by the profile's state id) and where the request comes from, side by
     * side: the location signal of a redemption (decision 057). Null where either says nothing.
     */
    async addressAndLocation(
      stateId: number | null,
      ip: string | null,
    ): Promise<{ addressState: string | null; located: Located }> {
      const row =
        stateId === null
          ? undefined
          : [...(await table()).values()].find((r) => r.stateId === stateId);
      return {
        addressState: row?.stateCode ?? null,
        located: ip ? geolocation.locate(ip) : null,
      };
    },

    /** Refuses a date of birth under the minimum age of the state, by its id (18 with none). */
    async assertOldEnoughIn(dateOfBirth: string, stateId: number | null): Promise<void> {
      const row =
        stateId === null
          ? undefined
          : [...(await table()).values()].find((r) => r.stateId === stateId);
      const minAge = row ? rulesAt(row, now()).minAge : 18;
      if (ageOn(dateOfBirth, now()) < minAge)
        throw new AppError('UnderMinimumAge', minimumAgeMessage(minAge));
    },

    /** The states where sweepstakes play is not offered now, and those with an older minimum age. */
    async restricted(): Promise<TRestrictedStates['data']> {
      const at = now();
      const rows = [...(await table()).values()];
      const ruled = rows.map((row) => ({ row, rules: rulesAt(row, at) }));
      return {
        states: ruled
          .filter(({ rules }) => !rules.sweepsAllowed)
          .map(({ row }) => ({ stateCode: row.stateCode, name: row.name })),
        olderAges: ruled
          .filter(({ rules }) => rules.sweepsAllowed && rules.minAge > 18)
          .map(({ row, rules }) => ({ stateCode: row.stateCode, minAge: rules.minAge })),
      };
    },

    /** Every state's rules and scheduled change, for compliance staff. */
    async list(): Promise<TJurisdiction[]> {
      return (await readAll()).map(view);
    },

    /**
     * Changes a state's rules now, or schedules them for `effectiveAt` (a change already due is
     * folded in first); audited with the reason in the same transaction.
     */
    async change(
      actor: AuditActor,
      stateCode: string,
      change: TJurisdictionChange,
    ): Promise<TJurisdiction> {
      const at = now();
      const effectiveAt = change.effectiveAt ? new Date(change.effectiveAt) : null;
      const updated = await inTransaction(db, async ({ tx }) => {
        const before = await repo.lockJurisdiction(tx, stateCode);
        if (!before) throw new AppError('NotFound', 'There is no such state.');
        const inForce = rulesAt(before, at);
        const rules = { sweepsAllowed: change.sweepsAllowed, minAge: change.minAge };
        const later = effectiveAt && effectiveAt.getTime() > at.getTime();
        const row = await repo.updateJurisdiction(tx, stateCode, {
          ...(later ? inForce : rules),
          pendingSweepsAllowed: later ? rules.sweepsAllowed : null,
          pendingMinAge: later ? rules.minAge : null,
          pendingEffectiveAt: later ? effectiveAt : null,
        });
        await audit.record(tx, actor, {
          action: 'jurisdiction.change',
          target: `jurisdiction:${stateCode}`,
          before: {
            ...inForce,
            scheduled: before.pendingEffectiveAt && before.pendingEffectiveAt > at,
          },
          after: { ...rules, effectiveAt: (later ? effectiveAt : at)!.toISOString() },
          detail: { reason: change.reason },
        });
        return row;
      });
      cache = undefined;
      deps.onChange?.();
      const [withName] = (await readAll()).filter((row) => row.stateCode === updated.stateCode);
      return view(withName!);
    },

    /** Reads the table again at the next question (another instance changed it). */
    invalidate() {
      cache = undefined;
    },
  };
}

export type JurisdictionsService = ReturnType<typeof createJurisdictionsService>;
