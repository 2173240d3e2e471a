import type { FastifyRequest } from 'fastify';
import type { LoggerOptions } from 'pino';
import { requestLogMixin } from './request-log-context';

/**
 * Credentials and secrets whose values never reach the logs, at any of the first four depths of
 * a logged object: cookies, passwords, session and reset tokens, webhook signatures and secrets,
 * card security codes.
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
  'cvc',
  'cvv',
] as const;

/**
 * Personal data (decision 042): the one list of field names whose values never reach the logs,
 * used both for logged objects (pino's redact paths: bodies, headers, whatever a service logs)
 * and for the query parameters of logged URLs (compared lower-case, without `_` or `-`).
 * Values that look like an e-mail address are cut from every part of a logged URL as well.
 */
export const PERSONAL_DATA_FIELDS = [
  'email',
  'emailAddress',
  'phone',
  'phoneNumber',
  'mobile',
  'mobileNumber',
  'name',
  'firstName',
  'middleName',
  'lastName',
  'fullName',
  'accountHolderName',
  'cardholderName',
  'address',
  'addressLine_1',
  'addressLine_2',
  'addressLine1',
  'addressLine2',
  'city',
  'zip',
  'zipCode',
  'postalCode',
  'dateOfBirth',
  'dob',
  'birthDate',
  'ssn',
  'socialSecurityNumber',
  'cardNumber',
  'card_number',
  'accountNumber',
  'account_number',
  'routingNumber',
  'iban',
  // A KYC file's name as uploaded ('passport-jane-doe.png').
  'documentName',
  // Free-text searches: staff find players by phone, e-mail or name.
  'q',
  'search',
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

export const LOG_REDACT = {
  paths: redactPaths([...SENSITIVE_LOG_FIELDS, ...PERSONAL_DATA_FIELDS]),
  censor: '[redacted]',
};

/** A field or parameter name as compared: lower case, letters and digits only. */
const normalizedName = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Personal-data parameter names, normalized (`addressLine_1` → `addressline1`). */
const PERSONAL_QUERY_NAMES = new Set<string>(PERSONAL_DATA_FIELDS.map(normalizedName));

/** Credential-like query parameter names (e-mailed links carry `?token=`), matched anywhere. */
const CREDENTIAL_QUERY_NAME = /pass|token|secret|signature|otp|cvc|cvv|key|session|auth/;

const isRedactedQueryName = (normalized: string) =>
  PERSONAL_QUERY_NAMES.has(normalized) || CREDENTIAL_QUERY_NAME.test(normalized);

/** A URL component decoded, or as sent when it is malformed. */
function decoded(component: string): string {
  try {
    return decodeURIComponent(component);
  } catch {
    return component;
  }
}

/** `@` then a domain with a dot: a part of a URL that holds an e-mail address. */
const EMAIL_LIKE = /@[^\s@]+\.[a-z]{2,}/i;
const URL_DELIMITERS = /([/?&=#;,])/;

/** Every path segment, query name or value that looks like an e-mail address, replaced. */
function redactEmails(url: string): string {
  if (!url.includes('@') && !/%40/i.test(url)) return url;
  return url
    .split(URL_DELIMITERS)
    .map((part) => (EMAIL_LIKE.test(decoded(part)) ? '[redacted]' : part))
    .join('');
}

/**
 * The URL as it may be logged: the values of personal-data and credential query parameters
 * replaced, and any part that looks like an e-mail address (decision 042).
 */
export function redactUrl(url: string): string {
  const query = url.indexOf('?');
  if (query === -1) return redactEmails(url);
  const params = url
    .slice(query + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq === -1 ? pair : pair.slice(0, eq);
      return eq !== -1 && isRedactedQueryName(normalizedName(decoded(name)))
        ? `${name}=[redacted]`
        : pair;
    });
  return redactEmails(`${url.slice(0, query)}?${params.join('&')}`);
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
