import type { z } from 'zod';
import { GameRuleError } from '@app/games/bets';

/** Parses an engine's input with its contract schema; a bad value is a game-rule error (400). */
export function parseWith<T>(schema: z.ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input);
  if (!result.success)
    throw new GameRuleError(
      'INVALID_SELECTION',
      result.error.issues[0]?.message ?? 'Invalid selection',
    );
  return result.data;
}
