import { fromDecimal } from '@app/contracts/money';
import type { TGameSettingsUpdate } from '@app/contracts/games';
import type { Db } from '../../db/database';
import { AppError } from '../../platform/app-error';
import type { AuditActor, AuditService } from '../audit/audit.service';
import * as repo from './settings.repository';

/** Staff change bet limits and visibility of a game; every change is audited in the same transaction. */
export function createGameSettingsService(deps: {
  db: Db;
  audit: AuditService;
  onChange?: () => void;
}) {
  const { db, audit } = deps;
  const target = (gameId: number) => `game:${gameId}`;
  return {
    async update(actor: AuditActor, gameId: number, change: TGameSettingsUpdate) {
      const after = await db.transaction(async (tx) => {
        const before = await repo.lockGameSettings(tx, gameId);
        if (!before) throw new AppError('NotFound', 'This game does not exist.');
        const amount = (v: number | undefined, fallback: number) =>
          v === undefined ? fallback : fromDecimal(v);
        const after: repo.GameSettings = {
          minBetGc: amount(change.minBetGc, before.minBetGc),
          maxBetGc: amount(change.maxBetGc, before.maxBetGc),
          minBetSc: amount(change.minBetSc, before.minBetSc),
          maxBetSc: amount(change.maxBetSc, before.maxBetSc),
          isActive: change.isActive ?? before.isActive,
          isFeatured: change.isFeatured ?? before.isFeatured,
        };
        if (after.minBetGc > after.maxBetGc || after.minBetSc > after.maxBetSc) {
          throw new AppError('ValidationError', 'The minimum bet cannot be above the maximum bet');
        }
        await repo.updateGameSettings(tx, gameId, after);
        await audit.record(tx, actor, {
          action: 'game.settings',
          target: target(gameId),
          before,
          after,
        });
        return after;
      });
      deps.onChange?.();
      return after;
    },
    /** The game's settings changes, newest first. */
    async audit(gameId: number) {
      const rows = await audit.search(db, { target: target(gameId), limit: 200 });
      return rows.map((row) => ({
        id: row.id,
        gameId,
        staffEmail: row.staffEmail,
        before: row.before,
        after: row.after,
        createdAt: row.at.toISOString(),
      }));
    },
  };
}

export type GameSettingsService = ReturnType<typeof createGameSettingsService>;
