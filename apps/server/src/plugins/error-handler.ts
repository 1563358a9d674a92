import { STATUS_CODES as HTTP_REASONS, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { errorCatalogue, errorMessage, type ErrorCode } from '@changdee/contract/errors';
import { errorCodeForStatus } from '@changdee/contract/error-status';
import type { ErrorBody, ValidationIssue } from '@changdee/contract/envelope';
import { fieldMessage, isFieldMessageKey } from '@changdee/contract/field-rules';
import {
  isIssueMessageKey,
  issueKeyMessage,
  issueMessage,
} from '@changdee/contract/issue-messages';
import type { Locale } from '@changdee/domain/locale';
import { AppError } from '../errors';
import { takenKeyError } from '../db/unique-violations';
import { rawAcceptLanguage, requestLanguage } from './language';
import type { ValidationEntry } from './zod-validation';

// The one place where failures become answers (docs/ARCHITECTURE.md, "A request", 7): every error, whoever threw it, leaves
// as { message, code, details? } with the catalogue's status and a message in the request's
// language. Unknown errors are logged with their stack and answered as a bare INTERNAL_ERROR:
// no stack, SQL or driver text ever reaches the client, and no answer repeats what the client
// sent. Three ways in: the error handler (errors inside a request), frameworkErrorHandler (a URL
// the router cannot take) and clientErrorHandler (a request Node's HTTP parser refuses); the last
// two are Fastify server options, set in app.ts.

const zodEnglish = z.locales.en().localeError;

type ValidationContext = ValidationIssue['in'];
const VALIDATION_CONTEXTS: readonly ValidationContext[] = [
  'body',
  'querystring',
  'params',
  'headers',
];

// Fastify's own 4xx errors, by code, where the status alone would be ambiguous.
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_JSON_BODY: 'BAD_REQUEST',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'BAD_REQUEST',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BAD_REQUEST',
  FST_ERR_BAD_URL: 'BAD_REQUEST',
  FST_ERR_MAX_PARAM_LENGTH: 'URI_TOO_LONG',
  FST_ERR_NOT_FOUND: 'ROUTE_NOT_FOUND',
  // The static files refuse a path they will not look up (too long for the file system, '..',
  // '//'): it names nothing we serve.
  FST_STATIC_FORBIDDEN_PATH: 'ROUTE_NOT_FOUND',
};

/** Builds the body of a failure in the request's language. */
export function errorBody(code: ErrorCode, language: Locale, details?: unknown): ErrorBody {
  const body: ErrorBody = { message: errorCatalogue[code][language], code };
  if (details !== undefined) body.details = details;
  return body;
}

/** The body of an AppError: its own words or the catalogue's with its values, its field. */
function appErrorBody(error: AppError, language: Locale): ErrorBody {
  const message =
    error.localizedMessage?.[language] || errorMessage(error.code, language, error.params);
  const body: ErrorBody = { message, code: error.code };
  if (error.details !== undefined) body.details = error.details;
  else if (error.field !== null) {
    const fieldText = error.fieldIssue ? issueKeyMessage(error.fieldIssue, language) : message;
    const details: ValidationIssue[] = [{ in: 'body', path: error.field, message: fieldText }];
    body.details = details;
  }
  return body;
}

export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  code: ErrorCode,
  details?: unknown,
): FastifyReply {
  return reply
    .code(errorCatalogue[code].status)
    .type('application/json; charset=utf-8')
    .send(errorBody(code, requestLanguage(request), details));
}

/**
 * One { in, path, message } per issue, in the request's language. A domain rule's key (contract
 * field-rules.ts) or an issue key a schema names (issue-messages.ts) gets the contract's words for
 * it; zod's own default message is replaced by the contract's plain words for the issue's kind
 * (zod-validation.ts keeps the judged input, so a missing value reads as 'required'); any other
 * message the schema set on purpose (it differs from zod's English default) is kept.
 */
function validationDetails(error: FastifyError, language: Locale): ValidationIssue[] {
  const context = VALIDATION_CONTEXTS.includes(error.validationContext as ValidationContext)
    ? (error.validationContext as ValidationContext)
    : 'body';
  return ((error.validation ?? []) as Partial<ValidationEntry>[]).map((entry) => {
    const segments = (entry.instancePath ?? '').split('/').filter(Boolean);
    const original = entry.message ?? '';
    const params = entry.params ?? {};
    let message = original;
    if (isFieldMessageKey(original)) {
      message = fieldMessage(original, language, (params.params ?? {}) as Record<string, unknown>);
    } else if (isIssueMessageKey(original)) {
      message = issueKeyMessage(
        original,
        language,
        (params.params ?? {}) as Record<string, unknown>,
      );
    } else if (entry.keyword && isZodDefault(entry.keyword, params, segments, original)) {
      message = issueMessage({ ...params, code: entry.keyword }, language);
    }
    return { in: context, path: segments.join('.'), message };
  });
}

/** Whether a message is zod's English default for its issue (a JSON-schema route's is not). */
function isZodDefault(
  code: string,
  params: Record<string, unknown>,
  path: string[],
  message: string,
): boolean {
  const issue = { ...params, code, path } as unknown as Parameters<typeof zodEnglish>[0];
  try {
    const result = zodEnglish(issue);
    return (typeof result === 'string' ? result : result?.message) === message;
  } catch {
    return false;
  }
}

function classify(error: FastifyError): ErrorCode | null {
  if (error.code && FASTIFY_CODES[error.code]) return FASTIFY_CODES[error.code] ?? null;
  return errorCodeForStatus(error.statusCode ?? 0);
}

/** The code the answer to `error` carries (the metrics count sign-in refusals by it). */
export function answeredCode(error: FastifyError): ErrorCode {
  if (error instanceof AppError) return error.code;
  if (Array.isArray(error.validation) && error.validation.length > 0) return 'VALIDATION_FAILED';
  return classify(error) ?? 'INTERNAL_ERROR';
}

export const errorHandlerPlugin = fp(
  async (app) => {
    app.setErrorHandler((thrown: FastifyError, request, reply) => {
      const language = requestLanguage(request);
      // A name taken by a request that won the race: the 409 the service's own look answers.
      const error = takenKeyError(thrown, request.body) ?? thrown;

      if (error instanceof AppError) {
        if (error.status >= 500) request.log.error({ err: error }, 'request failed');
        for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
        return reply
          .code(error.status)
          .type('application/json; charset=utf-8')
          .send(appErrorBody(error, language));
      }

      if (Array.isArray(error.validation) && error.validation.length > 0) {
        return reply
          .code(400)
          .type('application/json; charset=utf-8')
          .send(errorBody('VALIDATION_FAILED', language, validationDetails(error, language)));
      }

      const code = classify(error);
      if (code) {
        // Expected client mistakes: worth a line at info, not an alarm. Not the message: a parser's
        // message may quote the body (a token, a password).
        request.log.info({ code: error.code, status: error.statusCode }, 'client error');
        if (code === 'RATE_LIMITED' && !reply.hasHeader('retry-after'))
          reply.header('retry-after', '60');
        return reply
          .code(errorCatalogue[code].status)
          .type('application/json; charset=utf-8')
          .send(errorBody(code, language));
      }

      request.log.error({ err: error }, 'unhandled error');
      return reply
        .code(500)
        .type('application/json; charset=utf-8')
        .send(errorBody('INTERNAL_ERROR', language));
    });
  },
  { name: 'changdee-error-handler', fastify: '5.x' },
);

/** Fastify's `frameworkErrors`: a URL it cannot decode, a path parameter over its length limit. */
export function frameworkErrorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  request.log.info({ code: error.code }, 'client error');
  reply.header('x-request-id', request.id).header('x-content-type-options', 'nosniff');
  void sendError(request, reply, classify(error) ?? 'BAD_REQUEST');
}

const CLIENT_ERROR_CODES: Record<string, ErrorCode> = {
  HPE_HEADER_OVERFLOW: 'HEADERS_TOO_LARGE',
  ERR_HTTP_REQUEST_TIMEOUT: 'REQUEST_TIMEOUT',
};

// A request line or header too large for Node's parser is refused after its first 16 KB, often
// before its Accept-Language header has arrived (a 100 KB URL: the header follows it). The answer
// then waits for the rest of the head — at most this many more bytes, for at most this long — to
// answer in the language it names, instead of always in Thai.
const LANGUAGE_LOOKAHEAD_BYTES = 256 * 1024;
const LANGUAGE_LOOKAHEAD_MS = 1000;
// Text kept from one chunk to the next, so a header line cut between two chunks is still found.
const CARRIED_TEXT = 4096;

// Sockets whose answer is under way: Node's parser reports every further chunk as another error.
const answering = new WeakSet<Socket>();

/** Reads on until the head's Accept-Language line, its end, or a limit; then `answer`. */
function readLanguageAhead(socket: Socket, seen: string, answer: (language: Locale) => void) {
  let carried = seen.slice(-CARRIED_TEXT);
  let read = 0;
  const finish = (language: Locale | null) => {
    clearTimeout(timer);
    socket.off('data', onData);
    socket.off('close', onClose);
    answer(language ?? 'th');
  };
  const onData = (chunk: Buffer) => {
    read += chunk.length;
    carried += chunk.toString('latin1');
    const language = rawAcceptLanguage(carried);
    if (language || carried.includes('\r\n\r\n') || read >= LANGUAGE_LOOKAHEAD_BYTES)
      return finish(language);
    carried = carried.slice(-CARRIED_TEXT);
  };
  const onClose = () => finish(null);
  const timer = setTimeout(() => finish(null), LANGUAGE_LOOKAHEAD_MS);
  socket.on('data', onData);
  socket.once('close', onClose);
}

/**
 * Fastify's `clientErrorHandler`: Node's HTTP parser refused the request (malformed request line
 * or headers, headers too large, too slow), so there is no request to answer through Fastify; the
 * answer is written to the socket, which is then closed.
 */
export function clientErrorHandler(error: ConnectionError, socket: Socket): void {
  const errorCode = (error as NodeJS.ErrnoException).code ?? '';
  if (errorCode === 'ECONNRESET' || socket.destroyed || answering.has(socket)) return;
  answering.add(socket);
  const code = CLIENT_ERROR_CODES[errorCode] ?? 'BAD_REQUEST';
  const answer = (language: Locale) => {
    if (socket.destroyed) return;
    const { status } = errorCatalogue[code];
    const body = JSON.stringify(errorBody(code, language));
    if (socket.writable) {
      socket.write(
        `HTTP/1.1 ${status} ${HTTP_REASONS[status]}\r\n` +
          'Content-Type: application/json; charset=utf-8\r\n' +
          `Content-Length: ${Buffer.byteLength(body)}\r\n` +
          'X-Content-Type-Options: nosniff\r\n' +
          'Connection: close\r\n\r\n' +
          body,
      );
    }
    socket.destroy(error);
  };
  // Node hands over the bytes it could not parse as a Buffer (Fastify's type says otherwise).
  const raw: unknown = error.rawPacket;
  const text = Buffer.isBuffer(raw) ? raw.toString('latin1') : '';
  const language = rawAcceptLanguage(text);
  if (language || code !== 'HEADERS_TOO_LARGE' || text.includes('\r\n\r\n'))
    return answer(language ?? 'th');
  readLanguageAhead(socket, text, answer);
}

/**
 * The HTTP server's `checkExpectation`: a request whose Expect header is not 100-continue. Node
 * would answer 417 with an empty body; it gets the API's envelope in its language instead.
 */
export function expectationFailedHandler(request: IncomingMessage, response: ServerResponse): void {
  const body = JSON.stringify(errorBody('EXPECTATION_FAILED', requestLanguage(request)));
  response.writeHead(errorCatalogue.EXPECTATION_FAILED.status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'x-content-type-options': 'nosniff',
    connection: 'close',
  });
  response.end(body);
}
