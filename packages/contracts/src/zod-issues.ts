import type { z } from 'zod';

/**
 * Reading zod failures the way the product shows them: a field's checks run
 * in the SPEC's order, so the first message of a field is the one to show.
 */

/** 'a.b.0' for the path ['a', 'b', 0]; '' for the value itself. */
export function issuePath(issue: z.core.$ZodIssue): string {
  return issue.path.map(String).join('.');
}

/** Every message, in the order zod found them. */
export function issueMessages(error: z.ZodError): string[] {
  return error.issues.map((issue) => issue.message);
}

/** The first message of each field, keyed by dotted path ('' for the value itself). */
export function firstMessageByField(error: z.ZodError): Record<string, string> {
  const byField: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issuePath(issue);
    if (!(path in byField)) byField[path] = issue.message;
  }
  return byField;
}

/** Parses and lists the messages; an empty list means the input is valid. */
export function validationMessages(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : issueMessages(result.error);
}
