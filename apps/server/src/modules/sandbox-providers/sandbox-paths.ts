/**
 * Where the sandbox providers live on our own server. Provider URLs handed to
 * the merchant are same-origin paths: the browser reaches them on whatever
 * address it loaded the site from (PUBLIC_URL may not be the listening one).
 */
export const SANDBOX_PREFIX = '/sandbox';

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
} as const;

/** The browser-facing path of a route: sandboxPath('/finix/tokens') → '/sandbox/finix/tokens'. */
export function sandboxPath(route: string): string {
  return `${SANDBOX_PREFIX}${route}`;
}

export function fiatCheckoutPath(sessionId: string, action?: 'approve' | 'cancel'): string {
  const page = `${SANDBOX_PREFIX}/fiat/checkout/${encodeURIComponent(sessionId)}`;
  return action ? `${page}/${action}` : page;
}
