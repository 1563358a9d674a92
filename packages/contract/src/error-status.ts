import type { ErrorCode } from './errors';

// The code of a failure known only by its HTTP status (a framework error without a code of ours,
// an answer from a proxy without our body). A 503 without our body is a server or balancer that
// cannot answer now, not maintenance: maintenance always answers with its own MAINTENANCE body.
const CODE_OF_STATUS: Partial<Record<number, ErrorCode>> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  408: 'REQUEST_TIMEOUT',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  417: 'EXPECTATION_FAILED',
  429: 'RATE_LIMITED',
  431: 'HEADERS_TOO_LARGE',
  503: 'SERVICE_UNAVAILABLE',
};

/**
 * The one status → code map, used by the server's error handler and the web client. Another 4xx is
 * BAD_REQUEST; null for any other status (a failure of ours: the caller decides, e.g. INTERNAL_ERROR).
 */
export function errorCodeForStatus(status: number): ErrorCode | null {
  return CODE_OF_STATUS[status] ?? (status >= 400 && status < 500 ? 'BAD_REQUEST' : null);
}
