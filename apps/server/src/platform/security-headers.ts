import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The Content-Security-Policy of the app and the API (docs/decisions/021): scripts only from our
 * own origin (no inline script: the lobby's first-paint data is a JSON block, which is not
 * executed), styles from our origin plus inline style attributes the UI libraries set, images
 * also as data: and blob: URLs (avatar previews), our own sockets, our own pages in frames (the
 * sandbox providers' pages), forms posted only to our origin, and nobody may frame us.
 */
export function contentSecurityPolicy(production: boolean): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'media-src': ["'self'"],
    'connect-src': ["'self'"],
    'frame-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...(production ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/** A policy as a header value, the way helmet writes it: `name value value;name value`. */
export function serializePolicy(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join(';');
}

/**
 * The policy of the player site's pages (the HTML `spa.ts` sends; decision 069): the site's
 * policy, but a `<style>` element must be one of `styleHashes` (CSP hash sources of the exact
 * stylesheets the page may hold: the lobby's critical CSS, the ones the app writes as it runs),
 * never any inline stylesheet. A hash in `style-src` turns its `'unsafe-inline'` off for style
 * attributes too, so those (set by the UI libraries and the first paint's markup; they cannot run
 * code) keep their `'unsafe-inline'` in `style-src-attr`.
 */
export function playerPagePolicy(production: boolean, styleHashes: readonly string[]): string {
  const directives = Object.entries(contentSecurityPolicy(production)).flatMap(([name, values]) =>
    name === 'style-src'
      ? [
          [name, ["'self'", ...styleHashes]],
          ['style-src-attr', ["'unsafe-inline'"]],
        ]
      : [[name, values]],
  );
  return serializePolicy(Object.fromEntries(directives) as Record<string, string[]>);
}

/**
 * Browser features nobody needs; `payment` only for our own pages (the wallet buttons). Only
 * features the browser knows: an unknown one ('bluetooth' is not a policy-controlled feature,
 * 'interest-cohort' was FLoC's, replaced by 'browsing-topics') puts a warning in the console of
 * every page (issue 24; the security-headers journey checks a clean load logs nothing).
 */
export const PERMISSIONS_POLICY =
  'payment=(self), camera=(), microphone=(), geolocation=(), usb=(), serial=(), hid=(), ' +
  'midi=(), magnetometer=(), gyroscope=(), accelerometer=(), display-capture=(), ' +
  'browsing-topics=()';

/** An answer that is not a page (the API, uploads, assets) needs no browser feature at all. */
const NO_FEATURES_POLICY = PERMISSIONS_POLICY.replace('payment=(self)', 'payment=()');

/**
 * Security headers on every answer (ARCHITECTURE.md, issue 13): CSP, nosniff, no framing,
 * Referrer-Policy, Permissions-Policy, and HSTS in production. A route that must be framed by
 * our own pages (the sandbox provider pages) sets its own CSP and `X-Frame-Options: SAMEORIGIN`.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: { production: boolean }) {
  // Built once: @fastify/helmet built helmet's middleware again on every request (parsing the
  // CSP each time), some 7 % of a slot round's server CPU (decision 040).
  const applyHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityPolicy(options.production),
    },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: options.production
      ? { maxAge: 31_536_000, includeSubDomains: true }
      : false,
    xFrameOptions: { action: 'deny' },
    xContentTypeOptions: true,
  });
  app.addHook('onRequest', (request, reply, done) => {
    applyHeaders(request.raw, reply.raw, (error?: unknown) =>
      done(error instanceof Error ? error : undefined),
    );
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    reply.header(
      'permissions-policy',
      type.startsWith('text/html') ? PERMISSIONS_POLICY : NO_FEATURES_POLICY,
    );
    return payload;
  });
}
