import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error';
import { NUL_BYTE_MESSAGE } from '@app/contracts/text-input';

/** The deepest nesting of arrays and objects a JSON body may have (ours go three or four deep). */
export const MAX_JSON_DEPTH = 32;

export const JSON_TOO_DEEP_MESSAGE = `The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`;

type Done = (error: Error | null, body?: unknown) => void;
type JsonParser = (request: FastifyRequest, body: string, done: Done) => void;

/** A walk's pending containers, each with its depth (the top value is at depth 1). */
interface Pending {
  nodes: object[];
  depths: number[];
}

/** Checks one member of a container at `depth`: a string for NUL, a container queued below it. */
function memberProblem(item: unknown, depth: number, maxDepth: number, pending: Pending) {
  if (typeof item === 'string') return item.includes('\0') ? NUL_BYTE_MESSAGE : null;
  if (item === null || typeof item !== 'object') return null;
  if (depth >= maxDepth) return JSON_TOO_DEEP_MESSAGE;
  pending.nodes.push(item);
  pending.depths.push(depth + 1);
  return null;
}

/**
 * What is wrong with a parsed JSON value, if anything: nesting deeper than `maxDepth` (code that
 * walks it recursively, such as the idempotency fingerprint, would overflow the stack), or a NUL
 * character in a key or a string (PostgreSQL refuses it in text). One walk with an explicit
 * stack, no recursion and no copy; it stops at the first problem.
 */
export function jsonValueProblem(value: unknown, maxDepth = MAX_JSON_DEPTH): string | null {
  const top: Pending = { nodes: [], depths: [] };
  const problem = memberProblem(value, 0, maxDepth, top);
  if (problem) return problem;
  while (top.nodes.length > 0) {
    const node = top.nodes.pop() as Record<string, unknown> | unknown[];
    const depth = top.depths.pop() as number;
    if (Array.isArray(node)) {
      for (let i = 0; i < node.length; i++) {
        const found = memberProblem(node[i], depth, maxDepth, top);
        if (found) return found;
      }
    } else {
      for (const key in node) {
        if (key.includes('\0')) return NUL_BYTE_MESSAGE;
        const found = memberProblem(node[key], depth, maxDepth, top);
        if (found) return found;
      }
    }
  }
  return null;
}

/**
 * Our `application/json` parser: Fastify's own (secure-json-parse, `__proto__` and `constructor`
 * poisoning refused, the server's 1 MB body limit), then one walk refusing bodies nested deeper
 * than MAX_JSON_DEPTH or holding a NUL, with 400 ValidationError before any hook or handler
 * runs (decision 042). Register on the root instance before any plugin, so every scope has it.
 */
export function registerJsonBody(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error') as JsonParser;
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    parseJson(request, body as string, (error, value) => {
      if (error) return done(error, undefined);
      const problem = jsonValueProblem(value);
      if (problem) return done(new AppError('ValidationError', problem), undefined);
      done(null, value);
    });
  });
}
