import { errorCodeForStatus } from '@changdee/contract/error-status';
import type { ErrorCode } from '@changdee/contract/errors';

// Codes the client raises itself, besides the server's catalogue codes.
export type ClientErrorCode = 'NETWORK_ERROR' | 'TIMEOUT' | 'INVALID_RESPONSE';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when no answer arrived (network failure, timeout). */
  readonly status: number;
  /** A catalogue code of the server, or a client code. */
  readonly code: ErrorCode | ClientErrorCode | (string & {});
  readonly details: unknown;

  constructor(init: {
    status: number;
    code: string;
    message: string;
    details?: unknown;
    cause?: unknown;
  }) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.code = init.code;
    this.details = init.details;
  }

  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * The catalogue code to use when an error answer carries no body we can read (a proxy's page): the
 * server's own status map. A bare 503 is SERVICE_UNAVAILABLE, not MAINTENANCE: maintenance always
 * answers with its MAINTENANCE body, so a body-less 503 must not sign the user out.
 */
export function fallbackCodeForStatus(status: number): ErrorCode {
  return errorCodeForStatus(status) ?? 'INTERNAL_ERROR';
}
