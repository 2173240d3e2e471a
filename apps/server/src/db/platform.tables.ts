import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One row per seed step that has run, so a restart seeds nothing twice. */
export const seedSteps = pgTable('seed_steps', {
  name: text('name').primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});
