import type {
  TLimitChangeResponse,
  TLimitKey,
  TLimitsResponse,
  TSetLimitRequest,
} from '@app/contracts/responsible-gambling';
import { formatLimitValue, limitName } from '@app/contracts/limit-wording';
import { LIMIT_COOLING_HOURS } from '@app/contracts/responsible-gambling';
import type { Db, Tx } from '../../db/database';
import { inTransaction } from '../../db/unit-of-work';
import { AppError } from '../../platform/app-error';
import {
  byLimitOrder,
  COOLING_MS,
  effectiveLimit,
  limitView,
  requestedValue,
  rowKey,
} from './limit-rules';
import * as repo from './responsible-gambling.repository';
import type { LimitRowKey } from './responsible-gambling.repository';

/**
 * Setting, raising, lowering and removing the player's own limits
 * (docs/decisions/037): lowering or adding applies at once; raising or
 * removing waits LIMIT_COOLING_HOURS as a pending change the player can
 * cancel. Each change locks the limit's row so two changes run one after
 * the other, and writes its line of the limit history in its transaction
 * (a call that changes nothing writes none).
 */
export function createLimitSettingsService(deps: { db: Db; now?: () => Date }) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const cooling = `in ${LIMIT_COOLING_HOURS} hours`;

  /** The change's line of the limit history, in the change's transaction. */
  const record = (
    tx: Tx,
    userId: number,
    key: LimitRowKey,
    change: Pick<
      repo.NewLimitEvent,
      'action' | 'oldValue' | 'newValue' | 'effectiveAt' | 'createdAt'
    >,
  ) => repo.insertLimitEvent(tx, { userId, ...key, ...change });

  async function list(userId: number): Promise<TLimitsResponse> {
    const at = now();
    const rows = (await repo.findLimits(db, userId)).sort(byLimitOrder);
    const limits = rows.flatMap((row) => limitView(row, at) ?? []);
    return { limits, coolingHours: LIMIT_COOLING_HOURS };
  }

  return {
    list,

    async set(userId: number, request: TSetLimitRequest): Promise<TLimitChangeResponse> {
      const key = rowKey(request);
      const wanted = requestedValue(request);
      const name = limitName(key);
      const shown = formatLimitValue(key.unit, wanted);
      return inTransaction(db, async ({ tx }) => {
        const at = now();
        const row = await repo.lockLimit(tx, userId, key);
        const state = row ? effectiveLimit(row, at) : null;
        const current = state?.value ?? null;
        const applyNow = {
          value: wanted,
          pendingValue: null,
          pendingRemoval: false,
          pendingEffectiveAt: null,
        };
        if (current === null || wanted <= current) {
          const saved = await repo.saveLimit(tx, userId, key, applyNow, at);
          // The same value again changes nothing, unless it drops a waiting change.
          if (current !== wanted || state?.pending)
            await record(tx, userId, key, {
              action: current === null ? 'set' : current === wanted ? 'cancelled' : 'tightened',
              oldValue: current,
              newValue: wanted,
              effectiveAt: at,
              createdAt: at,
            });
          const message =
            current === wanted
              ? `Your ${name} stays at ${shown}.`
              : `Your ${name} is now ${shown}.`;
          return { limit: limitView(saved, at), appliedNow: true, message };
        }
        const effectiveAt = new Date(at.getTime() + COOLING_MS);
        const saved = await repo.saveLimit(
          tx,
          userId,
          key,
          {
            value: current,
            pendingValue: wanted,
            pendingRemoval: false,
            pendingEffectiveAt: effectiveAt,
          },
          at,
        );
        await record(tx, userId, key, {
          action: 'loosening_requested',
          oldValue: current,
          newValue: wanted,
          effectiveAt,
          createdAt: at,
        });
        return {
          limit: limitView(saved, at),
          appliedNow: false,
          message: `Your ${name} goes up to ${shown} ${cooling}. Until then it stays at ${formatLimitValue(key.unit, current)}.`,
        };
      });
    },

    async remove(userId: number, limitKey: TLimitKey): Promise<TLimitChangeResponse> {
      const key = rowKey(limitKey);
      const name = limitName(key);
      return inTransaction(db, async ({ tx }) => {
        const at = now();
        const row = await repo.lockLimit(tx, userId, key);
        const state = row && effectiveLimit(row, at);
        if (!row || !state || state.value === null) throw new AppError('LimitNotSet');
        const alreadyRemoving = state.pending !== null && state.pending.value === null;
        const effectiveAt = alreadyRemoving
          ? state.pending!.effectiveAt
          : new Date(at.getTime() + COOLING_MS);
        const saved = await repo.saveLimit(
          tx,
          userId,
          key,
          {
            value: state.value,
            pendingValue: null,
            pendingRemoval: true,
            pendingEffectiveAt: effectiveAt,
          },
          at,
        );
        // Asking again keeps the first time: nothing changed, nothing to record.
        if (!alreadyRemoving)
          await record(tx, userId, key, {
            action: 'removal_requested',
            oldValue: state.value,
            newValue: null,
            effectiveAt,
            createdAt: at,
          });
        return {
          limit: limitView(saved, at),
          appliedNow: false,
          message: `Your ${name} will be removed ${alreadyRemoving ? 'when the waiting time ends' : cooling}. Until then it stays at ${formatLimitValue(key.unit, state.value)}.`,
        };
      });
    },

    async cancel(userId: number, limitKey: TLimitKey): Promise<TLimitChangeResponse> {
      const key = rowKey(limitKey);
      const name = limitName(key);
      return inTransaction(db, async ({ tx }) => {
        const at = now();
        const row = await repo.lockLimit(tx, userId, key);
        const state = row && effectiveLimit(row, at);
        if (!row || !state || state.value === null) throw new AppError('LimitNotSet');
        if (!state.pending) throw new AppError('NoPendingLimitChange');
        const saved = await repo.saveLimit(
          tx,
          userId,
          key,
          {
            value: state.value,
            pendingValue: null,
            pendingRemoval: false,
            pendingEffectiveAt: null,
          },
          at,
        );
        await record(tx, userId, key, {
          action: 'cancelled',
          oldValue: state.value,
          newValue: state.value,
          effectiveAt: at,
          createdAt: at,
        });
        return {
          limit: limitView(saved, at),
          appliedNow: true,
          message: `The change is cancelled. Your ${name} stays at ${formatLimitValue(key.unit, state.value)}.`,
        };
      });
    },
  };
}

export type LimitSettingsService = ReturnType<typeof createLimitSettingsService>;
