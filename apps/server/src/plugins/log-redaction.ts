import type { FastifyRequest } from 'fastify';
import { stdSerializers } from 'pino';

// What a request looks like in the logs: Fastify's own fields, with the values of query
// parameters that carry credentials blanked. The admin portal's single-sign-on token arrives as
// /sso?token=… (a page the server serves); any parameter whose name contains "token" is treated
// alike, so a future one cannot leak either. Headers and bodies are not logged at all.
//
// What an error looks like in the logs: pino's usual fields, without the values a failed database
// query was given. Drizzle puts them in the error's message ("params: …") and in `params`, and an
// order's are the customer's name, mobile, email and address; the query text is kept.

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

interface FailedQuery {
  query: string;
  params: unknown[];
}

const isFailedQuery = (value: unknown): value is FailedQuery =>
  value instanceof Error &&
  typeof (value as Partial<FailedQuery>).query === 'string' &&
  Array.isArray((value as Partial<FailedQuery>).params);

// Values shorter than this stay: scrubbing "1" or "th" would garble the stack, and say nothing.
const SHORTEST_SCRUBBED_VALUE = 3;

/**
 * What to scrub for the failed queries along an error's chain of causes: their "params: …" line
 * and each text value on its own (the database's message may quote one: 'invalid input syntax
 * for type integer: "…"').
 */
function queryParameterTexts(error: unknown, seen = new Set<unknown>()): string[] {
  if (!(error instanceof Error) || seen.has(error)) return [];
  seen.add(error);
  const own = isFailedQuery(error)
    ? [
        `params: ${error.params.join(',')}`,
        ...error.params.filter(
          (value): value is string =>
            typeof value === 'string' && value.length >= SHORTEST_SCRUBBED_VALUE,
        ),
      ]
    : [];
  return [...own, ...queryParameterTexts(error.cause, seen)];
}

function withoutTexts(value: unknown, texts: readonly string[]): unknown {
  if (typeof value === 'string')
    return texts.reduce((text, secret) => text.replaceAll(secret, '[not logged]'), value);
  if (Array.isArray(value)) return value.map((item) => withoutTexts(item, texts));
  if (value === null || typeof value !== 'object') return value;
  const copy: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    // A failed query's own `params` field: the values themselves.
    if (key === 'params' && typeof (value as { query?: unknown }).query === 'string') continue;
    copy[key] = withoutTexts(child, texts);
  }
  return copy;
}

export function serializeError(error: Error) {
  const serialized = stdSerializers.err(error);
  const texts = queryParameterTexts(error);
  return texts.length === 0 ? serialized : withoutTexts(serialized, texts);
}
