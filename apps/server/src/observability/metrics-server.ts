import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Registry } from 'prom-client';
import type { FastifyBaseLogger } from 'fastify';
import { errorCatalogue, type ErrorCode } from '@changdee/contract/errors';
import type { MetricsSettings } from '../environment/config-types';
import { errorBody } from '../plugins/error-handler';
import { requestLanguage } from '../plugins/language';

// /metrics on an address of its own (METRICS_HOST:METRICS_PORT, 127.0.0.1 by default), never on
// the public port: a plain Node listener that answers GET /metrics and nothing else, with a
// bearer token when METRICS_TOKEN is set (decision 074).

export const METRICS_PATH = '/metrics';

export interface MetricsServer {
  address(): { host: string; port: number };
  close(): Promise<void>;
}

// Compared as hashes: equal lengths for timingSafeEqual, and no early exit on the first byte.
const digest = (text: string) => createHash('sha256').update(text).digest();

function authorized(request: IncomingMessage, token: string | null): boolean {
  if (token === null) return true;
  const header = request.headers.authorization ?? '';
  const given = /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1] ?? '';
  return timingSafeEqual(digest(given), digest(token));
}

/** A refusal in the API's error shape and the caller's language. */
function refuse(request: IncomingMessage, response: ServerResponse, code: ErrorCode) {
  const body = JSON.stringify(errorBody(code, requestLanguage(request)));
  if (code === 'UNAUTHENTICATED') response.setHeader('www-authenticate', 'Bearer');
  response
    .writeHead(errorCatalogue[code].status, { 'content-type': 'application/json; charset=utf-8' })
    .end(body);
}

async function answer(
  registry: Registry,
  token: string | null,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const path = (request.url ?? '').split('?')[0];
  if (path !== METRICS_PATH || (request.method !== 'GET' && request.method !== 'HEAD'))
    return refuse(request, response, 'ROUTE_NOT_FOUND');
  if (!authorized(request, token)) return refuse(request, response, 'UNAUTHENTICATED');
  const text = await registry.metrics();
  response
    .writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' })
    .end(request.method === 'HEAD' ? undefined : text);
}

/** The metrics' address cannot be listened on: main.ts prints it as one line and exits. */
export class MetricsListenError extends Error {
  constructor(settings: MetricsSettings, cause: NodeJS.ErrnoException) {
    const why =
      cause.code === 'EADDRINUSE'
        ? 'is already in use'
        : `cannot be listened on (${cause.code ?? cause.message})`;
    super(`METRICS_PORT: ${settings.host}:${settings.port} ${why}`, { cause });
    this.name = 'MetricsListenError';
  }
}

/** Listens on settings.host:settings.port (0: any free port, for tests). */
export async function serveMetrics(
  registry: Registry,
  settings: MetricsSettings,
  log: FastifyBaseLogger,
): Promise<MetricsServer> {
  const server = createServer((request, response) => {
    answer(registry, settings.token, request, response).catch((error: unknown) => {
      log.error({ err: error }, 'metrics: could not answer');
      if (!response.headersSent) refuse(request, response, 'INTERNAL_ERROR');
      else response.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error) => reject(new MetricsListenError(settings, error)));
    server.listen(settings.port, settings.host, () => {
      server.removeAllListeners('error');
      server.on('error', (error) => log.error({ err: error }, 'metrics: listener error'));
      resolve();
    });
  });
  return {
    address: () => {
      const { address, port } = server.address() as AddressInfo;
      return { host: address, port };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
