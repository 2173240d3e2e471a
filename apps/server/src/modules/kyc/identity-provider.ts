import { z } from 'zod';
import { IDENTITY_OUTCOMES } from '@app/contracts/kyc';

/**
 * The identity-verification provider as the KYC module sees it (a hosted widget and signed
 * webhooks). The built-in sandbox implements it outside production; production needs a real
 * adapter (docs/decisions/029).
 */
export interface IdentityProvider {
  /** The provider's name: its webhooks arrive at /api/v1/kyc/webhooks/{name}. */
  readonly name: string;
  /** Opens a widget session for our reference; answers the page the KYC modal frames. */
  createSession(input: { referenceId: string }): Promise<{ sessionId: string; widgetUrl: string }>;
}

/** Where the provider tells us the player finished the widget (the page's own request). */
export type IdentitySubmittedHandler = (referenceId: string) => Promise<void>;

export const IDENTITY_EVENT_TYPE = 'identity.verdict' as const;

/** The signed webhook carrying the widget's verdict. */
export const ZIdentityEvent = z.object({
  id: z.string().min(1).max(100),
  type: z.literal(IDENTITY_EVENT_TYPE),
  createdAt: z.iso.datetime(),
  data: z.object({
    referenceId: z.string().min(1).max(64),
    sessionId: z.string().min(1).max(100),
    outcome: z.enum(IDENTITY_OUTCOMES),
  }),
});
export type TIdentityEvent = z.infer<typeof ZIdentityEvent>;

/** The path below /api/v1 where an identity provider's webhooks arrive. */
export const identityWebhookRoute = (provider: string) => `/kyc/webhooks/${provider}`;
