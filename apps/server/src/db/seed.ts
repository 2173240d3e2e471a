import { eq } from 'drizzle-orm';
import { PUBLISHED_DEFAULTS } from '../config';
import { createFieldCipher, type FieldCipher } from '../platform/field-encryption';
import type { Db, Tx } from './database';
import { seedSteps } from './platform.tables';

/** What a step may need besides its transaction. */
export interface SeedContext {
  /** Encrypts secrets the step stores (the app's DATA_ENCRYPTION_KEY). */
  cipher: FieldCipher;
}

export interface SeedStep {
  name: string;
  run(tx: Tx, context: SeedContext): Promise<void>;
}

/**
 * Runs each step that has not run yet, each in its own transaction with its marker row. Without
 * a context, secrets are encrypted with the published development DATA_ENCRYPTION_KEY.
 */
export async function seedDatabase(
  db: Db,
  steps: SeedStep[],
  context: SeedContext = { cipher: createFieldCipher(PUBLISHED_DEFAULTS.DATA_ENCRYPTION_KEY) },
) {
  for (const step of steps) {
    await db.transaction(async (tx) => {
      const done = await tx.select().from(seedSteps).where(eq(seedSteps.name, step.name));
      if (done.length > 0) return;
      await step.run(tx, context);
      await tx.insert(seedSteps).values({ name: step.name });
    });
  }
}
