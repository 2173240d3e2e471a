import { eq } from 'drizzle-orm';
import type { Db, Tx } from './database';
import { seedSteps } from './platform.tables';
import { SEED_STEPS } from './seed-steps';

export interface SeedStep {
  name: string;
  run(tx: Tx): Promise<void>;
}

/** Runs each step that has not run yet, each in its own transaction with its marker row. */
export async function seedDatabase(db: Db, steps: SeedStep[] = SEED_STEPS) {
  for (const step of steps) {
    await db.transaction(async (tx) => {
      const done = await tx.select().from(seedSteps).where(eq(seedSteps.name, step.name));
      if (done.length > 0) return;
      await step.run(tx);
      await tx.insert(seedSteps).values({ name: step.name });
    });
  }
}
