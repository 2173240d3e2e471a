/**
 * A request the sandbox provider refuses, as a real provider's API answers a
 * 4xx: an unknown reference, a refund of a payment that did not succeed, a
 * reference reused for another amount. The message says what was wrong.
 */
export class SandboxRequestError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SandboxRequestError';
  }
}
