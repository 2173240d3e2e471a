import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { spinWheelSegments } from '../bonuses/bonuses.tables';
import { gameSeeds } from '../games/rounds.tables';
import { users } from '../users/users.tables';

export const SPIN_STATUSES = ['drawn', 'completed'] as const;
export type SpinStatus = (typeof SPIN_STATUSES)[number];

/**
 * One spin of the wheel (docs/decisions/033). Drawn from the player's provably-fair seed pair
 * (seed_id, nonce: verifiable like a game round), then completed once: by the player's
 * updateWallet call or by the job 10 s after the draw, in the transaction of the credit.
 * A player has at most one drawn spin at a time (partial unique index).
 */
export const spinWheelSpins = pgTable(
  'spin_wheel_spins',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    segmentId: integer('segment_id')
      .notNull()
      .references(() => spinWheelSegments.id),
    /** The segment's index among the active segments at the draw (what the client turns to). */
    segmentIndex: integer('segment_index').notNull(),
    /** The prize as drawn, in hundredths (a later edit of the segment does not change it). */
    gc: bigint('gc', { mode: 'number' }).notNull(),
    sc: bigint('sc', { mode: 'number' }).notNull(),
    /** The weights of the active segments at the draw, in wheel order (to verify the draw). */
    weights: text('weights').notNull(),
    seedId: bigint('seed_id', { mode: 'number' })
      .notNull()
      .references(() => gameSeeds.id),
    nonce: integer('nonce').notNull(),
    status: text('status', { enum: SPIN_STATUSES }).notNull().default('drawn'),
    drawnAt: timestamp('drawn_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** 'player' (updateWallet) or 'job' (the automatic completion). */
    completedBy: text('completed_by', { enum: ['player', 'job'] }),
  },
  (t) => [
    uniqueIndex('spin_wheel_spins_one_open')
      .on(t.userId)
      .where(sql`${t.status} = 'drawn'`),
    index('spin_wheel_spins_user_completed').on(t.userId, t.completedAt),
    check('spin_wheel_spins_amounts_check', sql`${t.gc} >= 0 and ${t.sc} >= 0`),
    check(
      'spin_wheel_spins_completion_check',
      sql`(${t.status} = 'drawn') = (${t.completedAt} is null)`,
    ),
  ],
);

export type SpinRow = typeof spinWheelSpins.$inferSelect;
