import { errorCatalogue, type ErrorCode } from '@changdee/contract/errors';

// The one error type services throw. The error handler (plugins/error-handler.ts) turns it into
// { message, code, details } with the catalogue's status, in the request's language.
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details: unknown;
  readonly headers: Record<string, string>;

  constructor(
    code: ErrorCode,
    options: { details?: unknown; headers?: Record<string, string>; cause?: unknown } = {},
  ) {
    super(errorCatalogue[code].en, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.status = errorCatalogue[code].status;
    this.details = options.details;
    this.headers = options.headers ?? {};
  }
}
