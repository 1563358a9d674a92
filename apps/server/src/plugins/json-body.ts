import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors';
import { unusableTextPaths, unusableTextError } from './zod-validation';

// Every JSON body the server reads goes through here first (decision 034), on every route, public
// ones included: the shared parser below, the sign-in route's own (an empty body allowed) and the
// payment webhook's raw one. Before JSON.parse, one iterative pass over the text refuses a body
// nested deeper than MAX_JSON_DEPTH (400 JSON_TOO_DEEP): a body thousands of levels deep made
// every later recursive walk of it (the checks below, zod, logging) overflow the stack — a 500
// that any caller could send without signing in, each costing tens of milliseconds of CPU. After
// parsing, texts PostgreSQL cannot store (U+0000, half a surrogate pair) are refused on their
// field (400 VALIDATION_FAILED), also on routes whose body no schema checks.

/** Arrays and objects nested deeper than this are refused; the API's deepest body needs 5. */
export const MAX_JSON_DEPTH = 64;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;

/**
 * Whether a JSON text opens more than `max` arrays and objects inside one another. One pass, no
 * recursion, whatever the text holds: brackets inside strings are not counted, and a malformed
 * text is left for JSON.parse to refuse.
 */
export function isNestedDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      if (++depth > max) return true;
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) depth--;
  }
  return false;
}

type Done = (error: Error | null, body?: unknown) => void;
type JsonParser = (request: FastifyRequest, body: string, done: Done) => void;

/**
 * Checks a JSON text and parses it with `parse` (Fastify's own parser: its errors for an empty or
 * malformed body, its guard against __proto__): too deep, or a text that cannot be stored, is
 * refused; otherwise `done` gets the value.
 */
function checkedJson(parse: JsonParser): JsonParser {
  return (request, text, done) => {
    if (isNestedDeeperThan(text, MAX_JSON_DEPTH)) {
      done(new AppError('JSON_TOO_DEEP', { params: { max: MAX_JSON_DEPTH } }));
      return;
    }
    parse(request, text, (error, value) => {
      if (error) return done(error);
      const unusable = unusableTextPaths(value);
      if (unusable.length > 0) return done(unusableTextError(unusable, 'body'));
      done(null, value);
    });
  };
}

/** Fastify's JSON parser with the checks above, for a scope that sets its own JSON parser. */
export const checkedJsonParser = (app: FastifyInstance): JsonParser =>
  checkedJson(app.getDefaultJsonParser('error', 'error'));

const BYTE_ORDER_MARK = '\uFEFF';

/**
 * The value of a raw JSON body the parser below has already checked. A UTF-8 byte order mark
 * before it is skipped, as Fastify's own parser does (JSON.parse alone throws on it, a 500 for a
 * signed LINE body that began with one); the signature is checked on the bytes as they came.
 */
export function parseJsonBytes(raw: Buffer): unknown {
  const text = raw.toString('utf8');
  return JSON.parse(text.startsWith(BYTE_ORDER_MARK) ? text.slice(1) : text);
}

/**
 * The webhooks' parser (payments, LINE): the same checks, and the body handed on as the exact
 * bytes the sender signed (read it with parseJsonBytes).
 */
export function checkedRawJsonParser(app: FastifyInstance) {
  const check = checkedJsonParser(app);
  return (request: FastifyRequest, body: Buffer, done: Done) =>
    check(request, body.toString('utf8'), (error) => (error ? done(error) : done(null, body)));
}

/** Replaces the root JSON parser, so every scope that does not set its own gets the checks. */
export const jsonBodyPlugin = fp(
  async (app) => {
    const parse = checkedJsonParser(app);
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) =>
      parse(request, body as string, done),
    );
  },
  { name: 'changdee-json-body', fastify: '5.x' },
);
