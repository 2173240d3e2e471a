import type { SeedStep } from './seed';

/** Every seed step, in the order they run. Each module contributes its own. */
export const SEED_STEPS: SeedStep[] = [];
