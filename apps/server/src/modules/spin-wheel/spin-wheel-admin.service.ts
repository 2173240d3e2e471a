import { fromDecimal, toDecimal } from '@app/contracts/money';
import {
  WHEEL_MESSAGES,
  type TAdminWheelData,
  type TWheelSegmentsInput,
} from '@app/contracts/spin-wheel';
import { wheelOdds } from '@app/contracts/spin-wheel-odds';
import type { Db, DbOrTx } from '../../db/database';
import { AppError } from '../../platform/app-error';
import type { AuditActor, AuditService } from '../audit/audit.service';
import * as repo from './spin-wheel.repository';

/** Positions are parked above every allowed order while a save rewrites them. */
const PARKED_POSITION_OFFSET = 2_000_000;

/** What the audit log keeps of a segment: its stored values (hundredths). */
const audited = (s: repo.SegmentRow) => ({
  segmentId: s.id,
  position: s.position,
  gc: s.gc,
  sc: s.sc,
  weight: s.weight,
  isActive: s.isActive,
});

function view(rows: repo.SegmentRow[]): TAdminWheelData {
  const odds = wheelOdds(rows);
  return {
    segments: odds.segments.map((s) => ({
      segmentId: s.id,
      position: s.position,
      gc: toDecimal(s.gc),
      sc: toDecimal(s.sc),
      weight: s.weight,
      isActive: s.isActive,
      chance: s.chance,
    })),
    totalWeight: odds.totalWeight,
    expectedGc: odds.expectedGc,
    expectedSc: odds.expectedSc,
  };
}

/**
 * The wheel's editor (permission rewards.write): prizes, weights, active flags and order, saved
 * together in one audited transaction. Spins read the segments on every draw, so a save is live
 * at once on every instance; a spin already drawn keeps the prize it drew.
 */
export function createSpinWheelAdminService(deps: { db: Db; audit: AuditService }) {
  const { db, audit } = deps;

  async function read(tx: DbOrTx = db) {
    return view(await repo.allSegments(tx));
  }

  return {
    read: () => read(),

    async save(actor: AuditActor, input: TWheelSegmentsInput): Promise<TAdminWheelData> {
      return db.transaction(async (tx) => {
        const before = await repo.lockSegments(tx);
        const known = new Set(before.map((s) => s.id));
        input.segments.forEach((s, i) => {
          if (s.segmentId !== null && !known.has(s.segmentId))
            throw new AppError('ValidationError', WHEEL_MESSAGES.unknownSegment, {
              field: `segments.${i}.segmentId`,
            });
        });
        const kept = new Set(input.segments.map((s) => s.segmentId));
        const untouched = before.filter((s) => !kept.has(s.id));
        // A segment left out of the list keeps its values; its order must not clash with the new ones.
        const orders = new Set(input.segments.map((s) => s.position));
        if (untouched.some((s) => orders.has(s.position)))
          throw new AppError('ValidationError', WHEEL_MESSAGES.duplicateOrder, {
            field: 'segments',
          });
        await repo.parkPositions(tx, PARKED_POSITION_OFFSET);
        for (const s of untouched) await repo.updateSegment(tx, s.id, s);
        for (const s of input.segments) {
          const values = {
            position: s.position,
            gc: fromDecimal(s.gc),
            sc: fromDecimal(s.sc),
            weight: s.weight,
            isActive: s.isActive,
          };
          if (s.segmentId === null) await repo.insertSegment(tx, values);
          else await repo.updateSegment(tx, s.segmentId, values);
        }
        const after = await repo.allSegments(tx);
        if (after.filter((s) => s.isActive).length < 2)
          throw new AppError('ValidationError', WHEEL_MESSAGES.tooFewActive, { field: 'segments' });
        const beforeAudit = before.map(audited);
        const afterAudit = after.map(audited);
        if (JSON.stringify(beforeAudit) !== JSON.stringify(afterAudit))
          await audit.record(tx, actor, {
            action: 'spin_wheel.segments',
            target: 'spin_wheel',
            before: beforeAudit,
            after: afterAudit,
          });
        return read(tx);
      });
    },
  };
}

export type SpinWheelAdminService = ReturnType<typeof createSpinWheelAdminService>;
