import type { FastifyRequest } from 'fastify';

// What a request looks like in the logs: Fastify's own fields, with the values of query
// parameters that carry credentials blanked. The admin portal's single-sign-on token arrives as
// /sso?token=… (a page the server serves); any parameter whose name contains "token" is treated
// alike, so a future one cannot leak either. Headers and bodies are not logged at all.

const CREDENTIAL_PARAMETER = /([?&][^=&#]*token[^=&#]*=)[^&#]*/gi;

export function redactUrl(url: string): string {
  return url.replace(CREDENTIAL_PARAMETER, '$1[redacted]');
}

export function serializeRequest(request: FastifyRequest) {
  const version = request.headers?.['accept-version'];
  return {
    method: request.method,
    url: redactUrl(request.url),
    version: Array.isArray(version) ? version[0] : version,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
