import { sqlState } from '../db/db-errors';
import type { DbOrTx } from '../db/database';
import { answerBody, type AnswerKey } from './idempotency';
import { keysRecordedIn } from './idempotency.repository';

/**
 * Answers recorded under their Idempotency-Keys in the same statement as the rows they answer for
 * (decision 041). The row's id is assigned by the database as it writes, so an answer is kept as
 * the text before the id and the text after it, and joined around the id by the SQL function
 * `idempotency_record_answers` (migration 0029).
 */
export interface PendingAnswer {
  scope: string;
  key: string;
  hash: string;
  status: number;
  /** The reference the writer answers the new row's id under. */
  ref: string;
  head: string;
  tail: string;
}

/** The id an answer is rendered with before the database assigns the real one. */
export const PENDING_ID = Number.MAX_SAFE_INTEGER;

const MESSAGE_KEY_TAKEN = 'idempotency answers: a key was used before';

/**
 * The success answer `data` of `key`, rendered with PENDING_ID as the value of its first field
 * `idField` (the first, so that nothing a player chose can come before it and be mistaken for it).
 */
export function pendingAnswer(
  key: AnswerKey,
  ref: string,
  data: unknown,
  idField: string,
): PendingAnswer {
  const body = answerBody(data);
  const head = `{"data":{${JSON.stringify(idField)}:`;
  const marked = `${head}${PENDING_ID}`;
  if (!body.startsWith(marked)) throw new Error(`the answer does not begin with its ${idField}`);
  return {
    scope: key.scope,
    key: key.key,
    hash: key.requestHash,
    status: 200,
    ref,
    head,
    tail: body.slice(marked.length),
  };
}

/** The answer as recorded once its row has the id `id`. */
export const completedAnswer = (answer: PendingAnswer, id: number) =>
  `${answer.head}${id}${answer.tail}`;

/** The wrapper of a writer's call part that records `answers` in its statement (raw-sql CallPart). */
export const recordAnswersWrapper = (answers: PendingAnswer[]) => ({
  fn: 'idempotency_record_answers',
  arg: answers,
});

/** The statement failed because one of its keys was recorded by another request first. */
export const answerKeyTaken = (error: unknown) =>
  sqlState(error) === '23505' &&
  error instanceof Error &&
  error.message.includes(MESSAGE_KEY_TAKEN);

/**
 * The keys of `keys` that some request recorded already, read in the caller's transaction: a batch
 * planned again under locks refuses their requests with 1011 (their first request, on another
 * instance perhaps, has just committed; a retry replays its answer).
 */
export async function answerKeysTaken(tx: DbOrTx, keys: AnswerKey[]): Promise<Set<AnswerKey>> {
  if (keys.length === 0) return new Set();
  const found = new Set((await keysRecordedIn(tx, keys)).map((r) => `${r.scope}\n${r.key}`));
  return new Set(keys.filter((k) => found.has(`${k.scope}\n${k.key}`)));
}
