/**
 * Where the sandbox providers live on our own server. Provider URLs handed to
 * the merchant are same-origin paths: the browser reaches them on whatever
 * address it loaded the site from (PUBLIC_URL may not be the listening one).
 */
export const SANDBOX_PREFIX = '/sandbox';

/** The sandbox identity-verification provider's name (its webhooks' provider). */
export const IDENTITY_SANDBOX_PROVIDER = 'identity';

/** Route paths below the prefix. */
export const SANDBOX_ROUTES = {
  hostedPage: '/ippay/hosted-payment',
  hostedPageSubmit: '/ippay/hosted-payment/submit',
  tokenize: '/finix/tokens',
  fiatCheckout: '/fiat/checkout/:sessionId',
  fiatApprove: '/fiat/checkout/:sessionId/approve',
  fiatCancel: '/fiat/checkout/:sessionId/cancel',
  consoleCharges: '/charges.json',
  consolePayouts: '/payouts.json',
  disputeOpen: '/charges/:provider/:referenceId/dispute',
  disputeResolve: '/charges/:provider/:referenceId/dispute/:outcome',
  identityWidget: '/identity/:sessionId',
  identityFinish: '/identity/:sessionId/finish',
  identityCancel: '/identity/:sessionId/cancel',
} as const;

/** The browser-facing path of a route: sandboxPath('/finix/tokens') → '/sandbox/finix/tokens'. */
export function sandboxPath(route: string): string {
  return `${SANDBOX_PREFIX}${route}`;
}

/** The identity widget's page, or where its form posts. */
export function identityWidgetPath(sessionId: string, action?: 'finish' | 'cancel'): string {
  const page = `${SANDBOX_PREFIX}/identity/${encodeURIComponent(sessionId)}`;
  return action ? `${page}/${action}` : page;
}

export function fiatCheckoutPath(sessionId: string, action?: 'approve' | 'cancel'): string {
  const page = `${SANDBOX_PREFIX}/fiat/checkout/${encodeURIComponent(sessionId)}`;
  return action ? `${page}/${action}` : page;
}
