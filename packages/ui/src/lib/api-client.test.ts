import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { z } from 'zod';
import type { i18n as I18n } from 'i18next';
import { testI18n } from '../../test/i18n';
import {
  createApiClient,
  defaultTimeoutMs,
  longTimeoutMs,
  setApiAuth,
  type ApiAuth,
} from './api-client';
import { ApiError } from './api-error';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const ok = (data: unknown) => json(200, { message: 'success', data });

type FetchArgs = Parameters<typeof fetch>;
const header = (init: FetchArgs[1], name: string) => new Headers(init?.headers).get(name);

function fakeFetch(handler: (url: string, init: RequestInit) => Response | Promise<Response>) {
  return vi.fn((input: FetchArgs[0], init?: FetchArgs[1]) =>
    Promise.resolve(handler(String(input), init ?? {})),
  );
}

/** A fetch that never answers, but rejects like the browser when its signal aborts. */
function hangingFetch() {
  return vi.fn(
    (_input: FetchArgs[0], init?: FetchArgs[1]) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () =>
          reject(new DOMException('aborted', 'AbortError')),
        );
      }),
  );
}

const productSchema = z.object({ id: z.number(), name: z.string() });

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n();
});

beforeEach(async () => {
  await i18n.changeLanguage('th');
});

afterEach(() => {
  setApiAuth(null);
  vi.useRealTimers();
});

describe('answers', () => {
  it('returns the parsed data and sends JSON, the language and the query', async () => {
    const fetch = fakeFetch(() => ok({ id: 1, name: 'ติดตั้งแอร์', extra: true }));
    const client = createApiClient({ i18n, timeoutMs: defaultTimeoutMs, fetch });
    const data = await client.request({
      method: 'POST',
      path: '/b2b/v2/store/productByID',
      query: { page: 1, tags: ['a', 'b'], skip: undefined, none: null },
      body: { storeId: 's1', productId: 'p1' },
      schema: productSchema,
    });
    expect(data).toEqual({ id: 1, name: 'ติดตั้งแอร์' });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/b2b/v2/store/productByID?page=1&tags=a&tags=b');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe(JSON.stringify({ storeId: 's1', productId: 'p1' }));
    expect(header(init, 'Content-Type')).toBe('application/json');
    expect(header(init, 'Accept-Language')).toBe('th');
    expect(header(init, 'Authorization')).toBeNull();
  });

  it('sends the current language after a switch', async () => {
    await i18n.changeLanguage('en');
    const fetch = fakeFetch(() => ok({ id: 1, name: 'x' }));
    await createApiClient({ i18n, timeoutMs: 1000, fetch }).request({
      path: '/x',
      schema: productSchema,
    });
    expect(header(fetch.mock.calls[0]![1], 'Accept-Language')).toBe('en');
  });

  it('rejects an answer that does not match the schema', async () => {
    const fetch = fakeFetch(() => ok({ id: 'not a number' }));
    const error = await createApiClient({ i18n, timeoutMs: 1000, fetch })
      .request({ path: '/x', schema: productSchema })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'INVALID_RESPONSE', status: 200 });
    expect((error as ApiError).message).toBe(i18n.t('ui:api.invalidResponse'));
  });

  it('accepts an empty 204 answer when the schema allows it', async () => {
    const fetch = fakeFetch(() => new Response(null, { status: 204 }));
    await expect(
      createApiClient({ i18n, timeoutMs: 1000, fetch }).request({
        method: 'DELETE',
        path: '/x',
        schema: z.undefined(),
      }),
    ).resolves.toBeUndefined();
  });
});

describe('failures', () => {
  it('hands a file answer over as its Blob, and a refused file as an ApiError', async () => {
    const fetch = fakeFetch((url) =>
      url === '/doc.pdf'
        ? new Response('%PDF-1.3', { status: 200, headers: { 'Content-Type': 'application/pdf' } })
        : json(404, { message: 'ไม่พบเอกสารนี้ของคำสั่งซื้อ', code: 'DOCUMENT_NOT_FOUND' }),
    );
    const client = createApiClient({ i18n, timeoutMs: 1000, fetch });
    const blob = await client.request({
      path: '/doc.pdf',
      binary: true,
      schema: z.instanceof(Blob),
    });
    expect(await blob.text()).toBe('%PDF-1.3');
    await expect(
      client.request({ path: '/other.pdf', binary: true, schema: z.instanceof(Blob) }),
    ).rejects.toMatchObject({ status: 404, code: 'DOCUMENT_NOT_FOUND' });
  });

  it('turns the server error body into an ApiError with its code, message and details', async () => {
    const fetch = fakeFetch(() =>
      json(400, {
        message: 'ข้อมูลที่ส่งมาไม่ถูกต้อง',
        code: 'VALIDATION_FAILED',
        details: { field: 'storeId' },
      }),
    );
    const error = await createApiClient({ i18n, timeoutMs: 1000, fetch })
      .request({ path: '/x', schema: productSchema })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'ข้อมูลที่ส่งมาไม่ถูกต้อง',
      details: { field: 'storeId' },
      isClientError: true,
    });
  });

  it('falls back to the catalogue message in the user’s language when the body is not ours', async () => {
    const fetch = fakeFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    const client = createApiClient({ i18n, timeoutMs: 1000, fetch });
    await expect(client.request({ path: '/x', schema: productSchema })).rejects.toMatchObject({
      status: 502,
      code: 'INTERNAL_ERROR',
      message: 'เกิดข้อผิดพลาดในระบบ กรุณาลองใหม่อีกครั้ง',
    });
    await i18n.changeLanguage('en');
    await expect(client.request({ path: '/x', schema: productSchema })).rejects.toMatchObject({
      code: 'INTERNAL_ERROR',
      message: 'Something went wrong on our side. Please try again.',
    });
  });

  it('reads a body-less 503 as the service being unavailable, not as maintenance', async () => {
    const fetch = fakeFetch(() => new Response('Service Unavailable', { status: 503 }));
    const client = createApiClient({ i18n, timeoutMs: 1000, fetch });
    await expect(client.request({ path: '/x', schema: productSchema })).rejects.toMatchObject({
      status: 503,
      code: 'SERVICE_UNAVAILABLE',
    });
  });

  it('maps a network failure to NETWORK_ERROR with a translated message', async () => {
    const fetch = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    const client = createApiClient({ i18n, timeoutMs: 1000, fetch });
    await expect(client.request({ path: '/x', schema: productSchema })).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
      message: i18n.t('ui:api.network', { lng: 'th' }),
    });
    await i18n.changeLanguage('en');
    await expect(client.request({ path: '/x', schema: productSchema })).rejects.toMatchObject({
      code: 'NETWORK_ERROR',
      message: 'Cannot reach the server. Please check your internet connection and try again.',
    });
  });

  it('times out after 25 s with TIMEOUT', async () => {
    vi.useFakeTimers();
    const fetch = hangingFetch();
    const result = createApiClient({ i18n, timeoutMs: defaultTimeoutMs, fetch })
      .request({ path: '/slow', schema: productSchema })
      .catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(defaultTimeoutMs - 1);
    expect(fetch.mock.calls[0]![1]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toMatchObject({
      code: 'TIMEOUT',
      status: 0,
      message: i18n.t('ui:api.timeout'),
    });
  });

  it('the long client waits 35 s', async () => {
    vi.useFakeTimers();
    const fetch = hangingFetch();
    let settled = false;
    const result = createApiClient({ i18n, timeoutMs: longTimeoutMs, fetch })
      .request({ path: '/slow', schema: productSchema })
      .catch((e: unknown) => e)
      .finally(() => (settled = true));
    await vi.advanceTimersByTimeAsync(defaultTimeoutMs + 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(longTimeoutMs - defaultTimeoutMs);
    await expect(result).resolves.toMatchObject({ code: 'TIMEOUT' });
  });

  it('a caller’s cancellation rejects with the caller’s reason, not an ApiError', async () => {
    const fetch = hangingFetch();
    const controller = new AbortController();
    const result = createApiClient({ i18n, timeoutMs: 1000, fetch })
      .request({ path: '/x', schema: productSchema, signal: controller.signal })
      .catch((e: unknown) => e);
    const reason = new DOMException('cancelled', 'AbortError');
    controller.abort(reason);
    expect(await result).toBe(reason);
  });
});

describe('authorisation and refresh', () => {
  interface SessionMocks extends ApiAuth {
    getAccessToken: Mock<() => string | null>;
    refreshAccessToken: Mock<() => Promise<string | null>>;
    onAuthFailure: Mock<() => void>;
  }

  function session(overrides: Partial<SessionMocks> = {}): SessionMocks {
    let token: string | null = 'old-token';
    const auth: SessionMocks = {
      getAccessToken: vi.fn(() => token),
      refreshAccessToken: vi.fn(async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        token = 'new-token';
        return token;
      }),
      onAuthFailure: vi.fn(),
      ...overrides,
    };
    setApiAuth(auth);
    return auth;
  }

  /** A server that accepts only 'Bearer new-token'. */
  const server = () =>
    fakeFetch((_url, init) =>
      header(init, 'Authorization') === 'Bearer new-token'
        ? ok({ id: 7, name: 'ok' })
        : json(401, { message: 'กรุณาเข้าสู่ระบบ', code: 'UNAUTHENTICATED' }),
    );

  it('sends the bearer token', async () => {
    session({ getAccessToken: vi.fn(() => 'new-token') });
    const fetch = server();
    await createApiClient({ i18n, timeoutMs: 1000, fetch }).request({
      path: '/x',
      schema: productSchema,
    });
    expect(header(fetch.mock.calls[0]![1], 'Authorization')).toBe('Bearer new-token');
  });

  it('refreshes on 401 and retries once with the new token', async () => {
    const auth = session();
    const fetch = server();
    const data = await createApiClient({ i18n, timeoutMs: 1000, fetch }).request({
      path: '/x',
      schema: productSchema,
    });
    expect(data).toEqual({ id: 7, name: 'ok' });
    expect(auth.refreshAccessToken).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(header(fetch.mock.calls[1]![1], 'Authorization')).toBe('Bearer new-token');
  });

  it('many requests failing at once cause one refresh', async () => {
    const auth = session();
    const fetch = server();
    const client = createApiClient({ i18n, timeoutMs: 1000, fetch });
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        client.request({ path: `/x/${i}`, schema: productSchema }),
      ),
    );
    expect(results).toHaveLength(8);
    expect(auth.refreshAccessToken).toHaveBeenCalledTimes(1);
    expect(auth.onAuthFailure).not.toHaveBeenCalled();
  });

  it('a request whose 401 arrives after another refreshed reuses the new token without refreshing again', async () => {
    const auth = session();
    const fetch = server();
    const client = createApiClient({ i18n, timeoutMs: 1000, fetch });
    await client.request({ path: '/first', schema: productSchema });
    // Sent with the old token before the refresh landed, answered 401 afterwards:
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const lateFetch = vi.fn(async (input: FetchArgs[0], init?: FetchArgs[1]) => {
      if (header(init, 'Authorization') === 'Bearer old-token') {
        await gate;
        return json(401, { message: 'x', code: 'UNAUTHENTICATED' });
      }
      return fetch(input, init);
    });
    auth.getAccessToken.mockReturnValueOnce('old-token');
    const late = createApiClient({ i18n, timeoutMs: 1000, fetch: lateFetch }).request({
      path: '/late',
      schema: productSchema,
    });
    release();
    await expect(late).resolves.toEqual({ id: 7, name: 'ok' });
    expect(auth.refreshAccessToken).toHaveBeenCalledTimes(1);
  });

  it('a failed refresh calls onAuthFailure once and every waiting request fails with 401', async () => {
    const auth = session({
      refreshAccessToken: vi.fn(() => Promise.reject(new Error('refresh token revoked'))),
    });
    const fetch = server();
    const client = createApiClient({ i18n, timeoutMs: 1000, fetch });
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, () => client.request({ path: '/x', schema: productSchema })),
    );
    expect(
      results.every((r) => r.status === 'rejected' && (r.reason as ApiError).status === 401),
    ).toBe(true);
    expect(auth.refreshAccessToken).toHaveBeenCalledTimes(1);
    expect(auth.onAuthFailure).toHaveBeenCalledTimes(1);
  });

  it('a refresh that gets no answer keeps the session and fails like a lost connection', async () => {
    const auth = session({
      refreshAccessToken: vi.fn(() =>
        Promise.reject(new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'offline' })),
      ),
    });
    await expect(
      createApiClient({ i18n, timeoutMs: 1000, fetch: server() }).request({
        path: '/x',
        schema: productSchema,
      }),
    ).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
    expect(auth.onAuthFailure).not.toHaveBeenCalled();
  });

  it('an empty refresh answer counts as failure', async () => {
    const auth = session({ refreshAccessToken: vi.fn(async () => null) });
    await expect(
      createApiClient({ i18n, timeoutMs: 1000, fetch: server() }).request({
        path: '/x',
        schema: productSchema,
      }),
    ).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(auth.onAuthFailure).toHaveBeenCalledTimes(1);
  });

  it('a new refresh can happen after an earlier one settled', async () => {
    const auth = session();
    const fetch = server();
    const client = createApiClient({ i18n, timeoutMs: 1000, fetch });
    await client.request({ path: '/x', schema: productSchema });
    auth.getAccessToken.mockReturnValue('expired-again');
    auth.refreshAccessToken.mockResolvedValueOnce('new-token');
    await client.request({ path: '/y', schema: productSchema });
    expect(auth.refreshAccessToken).toHaveBeenCalledTimes(2);
  });

  it('skipAuth sends no token and does not refresh', async () => {
    const auth = session();
    const fetch = server();
    await expect(
      createApiClient({ i18n, timeoutMs: 1000, fetch }).request({
        path: '/v1/auth',
        schema: productSchema,
        skipAuth: true,
      }),
    ).rejects.toMatchObject({ status: 401 });
    expect(header(fetch.mock.calls[0]![1], 'Authorization')).toBeNull();
    expect(auth.refreshAccessToken).not.toHaveBeenCalled();
  });

  it('a retry still refused ends the session', async () => {
    const auth = session();
    const fetch = fakeFetch(() => json(401, { message: 'no', code: 'UNAUTHENTICATED' }));
    await expect(
      createApiClient({ i18n, timeoutMs: 1000, fetch }).request({
        path: '/x',
        schema: productSchema,
      }),
    ).rejects.toMatchObject({ status: 401 });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(auth.onAuthFailure).toHaveBeenCalledTimes(1);
  });
});
