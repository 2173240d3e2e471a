import type { FastifyRequest } from 'fastify';
import type { LoggerOptions } from 'pino';
import { requestLogMixin } from './request-log-context';

/**
 * Fields whose values never reach the logs, at any of the first four depths of
 * a logged object: credentials, session and reset tokens, webhook signatures
 * and secrets, card and bank numbers, SSNs.
 */
export const SENSITIVE_LOG_FIELDS = [
  'cookie',
  'set-cookie',
  'authorization',
  'x-webhook-signature',
  'password',
  'newPassword',
  'oldPassword',
  'currentPassword',
  'confirmPassword',
  'newPasswordKey',
  'token',
  'accessToken',
  'refreshToken',
  'resetToken',
  'sessionToken',
  'paymentToken',
  'otp',
  'secret',
  'webhookSecret',
  'clientSecret',
  'apiKey',
  'signature',
  'cardNumber',
  'card_number',
  'cvc',
  'cvv',
  'accountNumber',
  'account_number',
  'ssn',
  'socialSecurityNumber',
] as const;

const DEPTHS = ['', '*.', '*.*.', '*.*.*.'];

/** pino paths: `field`, `*.field`, … with bracket notation for names that are not identifiers. */
function redactPaths(fields: readonly string[]): string[] {
  return fields.flatMap((field) => {
    const key = /^[A-Za-z_$][\w$]*$/.test(field) ? field : `["${field}"]`;
    return DEPTHS.map((prefix) =>
      key.startsWith('[') ? `${prefix.replace(/\.$/, '')}${key}` : `${prefix}${key}`,
    );
  });
}

export const LOG_REDACT = { paths: redactPaths(SENSITIVE_LOG_FIELDS), censor: '[redacted]' };

/** Query parameters whose values are cut from logged URLs (e-mailed links carry `?token=`). */
const SENSITIVE_QUERY_NAME =
  /pass|token|secret|signature|otp|ssn|cvc|cvv|cardnumber|accountnumber|key|session|auth/;

/** The URL with the values of sensitive query parameters replaced. */
export function redactUrl(url: string): string {
  const query = url.indexOf('?');
  if (query === -1) return url;
  const params = url
    .slice(query + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq === -1 ? pair : pair.slice(0, eq);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // A malformed name is judged as sent.
      }
      const normalized = decoded.toLowerCase().replace(/[^a-z0-9]/g, '');
      return eq !== -1 && SENSITIVE_QUERY_NAME.test(normalized) ? `${name}=[redacted]` : pair;
    });
  return `${url.slice(0, query)}?${params.join('&')}`;
}

/** Fastify's request fields, with the URL redacted. */
function requestSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** The pino options of the server's logger: level, redaction, request ids on every line. */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: LOG_REDACT,
    mixin: requestLogMixin,
    serializers: { req: requestSerializer },
  };
}
