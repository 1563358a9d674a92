import { errorBodySchema, successEnvelope } from '@changdee/contract/envelope';
import type { z } from 'zod';
import type { i18n as I18n } from 'i18next';
import { ApiError, fallbackCodeForStatus } from './api-error';
import { catalogueMessage, loadErrorCatalogue } from './error-catalogue';
import { localeOf, UI_NAMESPACE } from './ui-i18n';

// The API client of both browser apps (the shop, the portal): the session's bearer token and one
// shared refresh on 401, the answer's envelope parsed by the caller's schema, failures as ApiError
// in the page's language. Spec §7/§9: every call times out after 25 s; a second client allows 35 s
// for the long calls.
export const defaultTimeoutMs = 25_000;
export const longTimeoutMs = 35_000;

type QueryScalar = string | number | boolean | null | undefined;
export type ApiQuery = Record<string, QueryScalar | readonly QueryScalar[]>;
export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequestOptions<S extends z.ZodType> {
  method?: ApiMethod;
  /** Same-origin path, e.g. '/b2b/v2/store/productByID'. */
  path: string;
  query?: ApiQuery;
  /** Sent as JSON (FormData is sent as is). */
  body?: unknown;
  /** Schema of the answer's `data`; the parsed value is what the call resolves to. */
  schema: S;
  /** Caller's cancellation (TanStack Query passes one); cancelling rejects with the signal's reason. */
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** No bearer token and no refresh on 401: for the sign-in and refresh calls themselves. */
  skipAuth?: boolean;
  /** The answer is a file (a PDF): a success resolves to its Blob, checked by `schema`. */
  binary?: boolean;
}

/** How identity plugs its session in (see features/auth). */
export interface ApiAuth {
  getAccessToken: () => string | null | undefined;
  /** Resolves to the new access token; a rejection or an empty value means the session is over. */
  refreshAccessToken: () => Promise<string | null | undefined>;
  /** Called once per failed refresh (clear the session, go to /login). */
  onAuthFailure: () => void;
}

let auth: ApiAuth | null = null;
let refreshInFlight: Promise<string | null> | null = null;

export function setApiAuth(next: ApiAuth | null): void {
  auth = next;
  refreshInFlight = null;
}

// Many requests failing with 401 at once share this one refresh. A refresh that got no answer (no
// network, a timeout) leaves the session as it is and fails like the request would have: a
// technician in a dead spot is not signed out (decision 066).
function refreshOnce(current: ApiAuth): Promise<string | null> {
  if (!refreshInFlight) {
    const attempt = (async () => {
      try {
        const token = await current.refreshAccessToken();
        if (token) return token;
      } catch (error) {
        if (error instanceof ApiError && error.status === 0) throw error;
        // Any other failed refresh ends the session just like an empty answer.
      }
      current.onAuthFailure();
      return null;
    })();
    refreshInFlight = attempt;
    const settled = () => {
      if (refreshInFlight === attempt) refreshInFlight = null;
    };
    void attempt.then(settled, settled);
  }
  return refreshInFlight;
}

export function buildUrl(path: string, query?: ApiQuery): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (item !== undefined && item !== null) params.append(key, String(item));
    }
  }
  const qs = params.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
}

interface RawAnswer {
  status: number;
  ok: boolean;
  payload: unknown;
}

export interface ApiClient {
  request<S extends z.ZodType>(options: ApiRequestOptions<S>): Promise<z.output<S>>;
}

export interface ApiClientOptions {
  timeoutMs: number;
  /** The app's i18next instance: the language sent and the words of the client's own errors. */
  i18n: I18n;
  /** Injected in tests; defaults to the global fetch at call time. */
  fetch?: typeof fetch;
}

/** What a client's parts share: its fetch, its timeout, the page's language and its words. */
interface ClientContext {
  doFetch: typeof fetch;
  timeoutMs: number;
  locale: () => ReturnType<typeof localeOf>;
  words: (key: string) => string;
}

/** The request's headers and body: JSON (FormData as is), the page's language, the token. */
function requestInit(request: ApiRequestOptions<z.ZodType>, token: string | null, locale: string) {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': locale,
    ...request.headers,
  };
  let body: BodyInit | undefined;
  if (request.body instanceof FormData) {
    body = request.body;
  } else if (request.body !== undefined) {
    body = JSON.stringify(request.body);
    headers['Content-Type'] = 'application/json';
  }
  if (token) headers.Authorization = `Bearer ${token}`;
  return { method: request.method ?? 'GET', headers, body };
}

/** The answer's status and payload: a Blob for a file, parsed JSON, or undefined. */
async function readAnswer(response: Response, binary: boolean | undefined): Promise<RawAnswer> {
  if (binary && response.ok)
    return { status: response.status, ok: true, payload: await response.blob() };
  const text = response.status === 204 ? '' : await response.text();
  let payload: unknown = undefined;
  if (text) {
    try {
      payload = JSON.parse(text);
    } catch {
      payload = undefined;
    }
  }
  return { status: response.status, ok: response.ok, payload };
}

/**
 * Sends one request within the client's timeout (the caller's signal cancels it too). No answer
 * is an ApiError TIMEOUT or NETWORK_ERROR in the page's language; a cancelled call rejects with
 * the signal's reason.
 */
async function send(
  context: ClientContext,
  request: ApiRequestOptions<z.ZodType>,
  token: string | null,
): Promise<RawAnswer> {
  const outer = request.signal;
  if (outer?.aborted) throw outer.reason;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, context.timeoutMs);
  const forwardAbort = () => controller.abort(outer?.reason);
  outer?.addEventListener('abort', forwardAbort, { once: true });
  try {
    const response = await context.doFetch(buildUrl(request.path, request.query), {
      ...requestInit(request, token, context.locale()),
      credentials: 'same-origin',
      signal: controller.signal,
    });
    // The body is read inside the timeout too: a stalled body is as bad as a stalled answer.
    return await readAnswer(response, request.binary);
  } catch (error) {
    if (!timedOut && outer?.aborted) throw outer.reason;
    const code = timedOut ? 'TIMEOUT' : 'NETWORK_ERROR';
    const message = context.words(timedOut ? 'timeout' : 'network');
    throw new ApiError({ status: 0, code, message, cause: error });
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener('abort', forwardAbort);
  }
}

/** A refusal as an ApiError: the API's error body, or the catalogue's words for the status. */
async function toError(context: ClientContext, answer: RawAnswer): Promise<ApiError> {
  // Loaded before the error is raised, so whoever shows it can word it in the page's language.
  await loadErrorCatalogue();
  const body = errorBodySchema.safeParse(answer.payload);
  if (body.success) {
    return new ApiError({
      status: answer.status,
      code: body.data.code,
      message: body.data.message,
      details: body.data.details,
    });
  }
  const code = fallbackCodeForStatus(answer.status);
  return new ApiError({
    status: answer.status,
    code,
    message: catalogueMessage(code, context.locale()) ?? context.words('failed'),
  });
}

/** The success envelope's data, checked by the caller's schema. */
function parse<S extends z.ZodType>(
  context: ClientContext,
  answer: RawAnswer,
  schema: S,
): z.output<S> {
  if (answer.payload === undefined) {
    const empty = schema.safeParse(undefined);
    if (empty.success) return empty.data;
  }
  const parsed = successEnvelope(schema).safeParse(answer.payload);
  if (parsed.success) return (parsed.data as { data: z.output<S> }).data;
  throw new ApiError({
    status: answer.status,
    code: 'INVALID_RESPONSE',
    message: context.words('invalidResponse'),
    details: parsed.error.issues,
  });
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const { i18n } = options;
  const context: ClientContext = {
    doFetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    timeoutMs: options.timeoutMs,
    locale: () => localeOf(i18n),
    words: (key: string) => i18n.t(`${UI_NAMESPACE}:api.${key}`),
  };

  return {
    async request<S extends z.ZodType>(request: ApiRequestOptions<S>): Promise<z.output<S>> {
      const session = request.skipAuth ? null : auth;
      const usedToken = session?.getAccessToken() ?? null;
      let answer = await send(context, request, usedToken);

      if (answer.status === 401 && session) {
        // If another request already refreshed since this one was sent, reuse that token.
        const latest = session.getAccessToken() ?? null;
        const token = latest && latest !== usedToken ? latest : await refreshOnce(session);
        if (!token) throw await toError(context, answer);
        answer = await send(context, request, token);
        if (answer.status === 401) session.onAuthFailure();
      }

      if (!answer.ok) throw await toError(context, answer);
      if (request.binary) return request.schema.parse(answer.payload);
      return parse(context, answer, request.schema);
    },
  };
}
