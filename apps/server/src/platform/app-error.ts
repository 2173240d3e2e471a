import { ERRORS, type ErrorName } from '@app/contracts/error-codes';

/** The one error type a service throws; the error handler turns it into the API envelope. */
export class AppError extends Error {
  readonly code: number;
  readonly errorName: string;
  readonly httpStatus: number;
  readonly description: string;
  /** Extra fields sent beside the envelope (for example `field` for inline form errors). */
  readonly details?: Record<string, unknown>;

  constructor(name: ErrorName, description?: string, details?: Record<string, unknown>) {
    const def = ERRORS[name];
    super(description ?? def.message);
    this.code = def.code;
    this.errorName = def.name;
    this.httpStatus = def.httpStatus;
    this.description = description ?? def.message;
    this.details = details;
  }

  toItem() {
    return {
      errorCode: this.code,
      name: this.errorName,
      description: this.description,
      ...this.details,
    };
  }
}
