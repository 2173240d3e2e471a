import type { TWebhookRetryResult } from '@app/contracts/jobs-admin';

/** What a webhook retry did, in words for the operator. */
export function retryOutcomeText(result: TWebhookRetryResult): string {
  if (result.outcome === 'failed') return `failed again: ${result.error ?? 'unknown error'}`;
  if (result.duplicate) return 'already applied before; nothing was credited again.';
  if (result.outcome === 'applied') return 'applied.';
  return `processed (${result.outcome.replaceAll('_', ' ')}).`;
}
