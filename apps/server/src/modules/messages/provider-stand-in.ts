import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// A real local HTTP server standing in for the SMS gateway and LINE's Messaging API (push, and the
// reply API the LINE webhook answers through: decision 052) in tests and the bench (never a
// provider on the internet; docs/decisions/045). It answers the first
// `failFirst` calls for each message with 503, answers after `delayMs`, and, like LINE, takes a
// push's X-Line-Retry-Key once: a repeat answers 409. The SMS side, like the gateways, has no key
// and takes every call: `deliveries` shows a message sent twice.

/** The LINE channel secret of standInEnv: tests sign their webhook bodies with it. */
export const STAND_IN_LINE_SECRET = 'stand-in-line-channel-secret';

export interface StandInOptions {
  /** Calls per message (by its reference or retry key) answered 503 before one succeeds. */
  failFirst?: number;
  /** Milliseconds before each answer. */
  delayMs?: number;
}

export interface StandInCall {
  /** `line-reply`: the reply API (decision 052), answered 200 once per reply token. */
  channel: 'sms' | 'line' | 'line-reply';
  key: string;
  status: number;
  at: number;
  body: Record<string, unknown>;
}

export interface ProviderStandIn {
  url: string;
  options: StandInOptions;
  calls: StandInCall[];
  /** Messages taken (answered 2xx), by key: an SMS taken twice shows 2. */
  deliveries: Map<string, number>;
  /** When each key was first taken (ms since epoch). */
  firstTaken: Map<string, number>;
  /** Called on every message taken (the bench counts them). */
  onTaken?: (key: string, at: number) => void;
  close(): Promise<void>;
}

const readBody = async (request: IncomingMessage): Promise<Record<string, unknown>> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
  } catch {
    return {};
  }
};

export async function startProviderStandIn(options: StandInOptions = {}): Promise<ProviderStandIn> {
  const tries = new Map<string, number>();
  const acceptedLineKeys = new Set<string>();
  const usedReplyTokens = new Set<string>();
  let next = 0;
  const standIn: ProviderStandIn = {
    url: '',
    options,
    calls: [],
    deliveries: new Map(),
    firstTaken: new Map(),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server: Server = createServer((request, response) => {
    void (async () => {
      const body = await readBody(request);
      if (request.url === '/v2/bot/message/reply') {
        // LINE's reply API: a reply token is good once; no retry key (LINE refuses one here).
        const token = String(body.replyToken ?? '');
        const used = usedReplyTokens.has(token);
        usedReplyTokens.add(token);
        const status = !token || request.headers['x-line-retry-key'] ? 400 : used ? 400 : 200;
        standIn.calls.push({ channel: 'line-reply', key: token, status, at: Date.now(), body });
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(status === 200 ? {} : { message: 'Invalid reply token' }));
        return;
      }
      const line = request.url === '/v2/bot/message/push';
      const sms = request.url === '/sms';
      const key = line
        ? String(request.headers['x-line-retry-key'] ?? '')
        : String(body.reference ?? '');
      if (standIn.options.delayMs)
        await new Promise((resolve) => setTimeout(resolve, standIn.options.delayMs));
      const answer = (status: number, json: unknown, headers: Record<string, string> = {}) => {
        standIn.calls.push({ channel: line ? 'line' : 'sms', key, status, at: Date.now(), body });
        if (!response.writable) return;
        response.writeHead(status, { 'content-type': 'application/json', ...headers });
        response.end(JSON.stringify(json));
      };
      if ((!line && !sms) || !key) return answer(400, { message: 'bad request' });
      if (line && acceptedLineKeys.has(key))
        return answer(
          409,
          { message: 'The retry key is already accepted' },
          { 'x-line-accepted-request-id': `req-${key}` },
        );
      const tried = (tries.get(key) ?? 0) + 1;
      tries.set(key, tried);
      if (tried <= (standIn.options.failFirst ?? 0))
        return answer(503, { message: 'temporarily unavailable' });
      const at = Date.now();
      standIn.deliveries.set(key, (standIn.deliveries.get(key) ?? 0) + 1);
      if (!standIn.firstTaken.has(key)) standIn.firstTaken.set(key, at);
      standIn.onTaken?.(key, at);
      if (line) {
        acceptedLineKeys.add(key);
        return answer(
          200,
          { sentMessages: [{ id: `line-${++next}` }] },
          {
            'x-line-request-id': `req-${key}`,
          },
        );
      }
      return answer(200, { messageId: `sms-${++next}` });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  standIn.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return standIn;
}

/** The environment that points both channels at the stand-in. */
export const standInEnv = (standIn: ProviderStandIn): Record<string, string> => ({
  MESSAGE_CHANNELS: 'log,sms,line',
  SMS_API_URL: `${standIn.url}/sms`,
  SMS_API_KEY: 'stand-in-key',
  SMS_SENDER: 'Changdee',
  SMS_REPORT_TOKEN: 'stand-in-report-token',
  LINE_API_URL: standIn.url,
  LINE_CHANNEL_ACCESS_TOKEN: 'stand-in-line-token',
  LINE_CHANNEL_SECRET: STAND_IN_LINE_SECRET,
  LINE_OA_ID: '@changdee-test',
});
