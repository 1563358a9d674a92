import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { errorBodySchema } from '@changdee/contract/envelope';
import {
  LINE_SIGNATURE_HEADER,
  lineCodeResponseSchema,
  lineLinkPaths,
  lineSignatureHeadersSchema,
  lineUnlinkResponseSchema,
  lineWebhookBodySchema,
  lineWebhookResponseSchema,
} from '@changdee/contract/line-link';
import { trackingParamsSchema } from '@changdee/contract/tracking';
import { AppError } from '../../errors';
import { addressKey } from '../../lib/client-address';
import { checkedRawJsonParser, parseJsonBytes } from '../../plugins/json-body';
import { requestLanguage } from '../../plugins/language';
import {
  isLineSignatureValid,
  issueLineCode,
  lineCodeLimiter,
  receiveLineEvents,
  unlinkLine,
} from './line-link';

// Linking the customer's LINE account (issue 22, docs/decisions/052). The tracking page's two
// calls are public like the page: the token in the path is the customer's credential, and each is
// rate-limited per client address. LINE's webhook is public too: its credential is the
// X-Line-Signature over the raw body, checked before anything is read.

/** LINE's webhook bodies are small (a few events); anything larger is refused (413). */
export const LINE_WEBHOOK_BODY_LIMIT = 64 * 1024;

const perMinute = (max: number) => ({
  max,
  timeWindow: '1 minute',
  keyGenerator: (request: FastifyRequest) => addressKey(request.ip),
});
const errors = { 400: errorBodySchema, 404: errorBodySchema, 429: errorBodySchema };

export const lineLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  const { reschedulePerMinute } = app.config.rateLimits;
  const settings = () => ({
    linkDays: app.config.trackingLinkDays,
    promptPayId: app.config.promptPayId,
    now: app.clock.now(),
    line: app.config.messages.line,
    secret: app.config.secrets.accessTokenSecret,
  });
  const tries = lineCodeLimiter();

  app.post(
    lineLinkPaths.code,
    {
      // Public: the token is the customer's credential (decision 046).
      config: { access: 'public', rateLimit: perMinute(reschedulePerMinute) },
      schema: {
        tags: ['tracking'],
        summary: 'A one-time code to link the customer’s LINE account (tracking page)',
        description:
          'A new 10-symbol code (50 bits) bound to the order’s mobile, good for 24 hours; the ' +
          'order’s earlier unused code stops working. With the message to send our Official ' +
          'Account (in the Accept-Language’s language) and LINE’s oaMessage URL that pre-fills ' +
          'it. LINE not set up, or the job done or cancelled: 409 LINE_NOT_OFFERED; an unknown ' +
          'or expired link: 404 TRACKING_LINK_NOT_FOUND. More than RESCHEDULE_RATE_LIMIT (5) a ' +
          'minute from one address: 429.',
        params: trackingParamsSchema,
        response: { 200: lineCodeResponseSchema, ...errors, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      const data = await issueLineCode(
        app.db,
        request.params.token,
        requestLanguage(request),
        settings(),
      );
      reply.header('cache-control', 'no-store');
      return { message: 'success' as const, data };
    },
  );

  app.delete(
    lineLinkPaths.link,
    {
      config: { access: 'public', rateLimit: perMinute(reschedulePerMinute) },
      schema: {
        tags: ['tracking'],
        summary: 'Stop the LINE messages of the order’s mobile (tracking page)',
        description:
          'Removes the LINE account linked to the order’s mobile, if any (the same answer when ' +
          'none was). An unknown or expired link: 404 TRACKING_LINK_NOT_FOUND.',
        params: trackingParamsSchema,
        response: { 200: lineUnlinkResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const removed = await unlinkLine(app.db, request.params.token, settings());
      if (removed) request.log.info('LINE account unlinked from the tracking page');
      reply.header('cache-control', 'no-store');
      return { message: 'success' as const, data: { linked: false as const } };
    },
  );

  // LINE signs the exact bytes it sent: this route reads its body raw (checked like every JSON
  // body, plugins/json-body.ts) and takes JSON only.
  await app.register(async (webhook) => {
    webhook.removeAllContentTypeParsers();
    webhook.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: LINE_WEBHOOK_BODY_LIMIT },
      checkedRawJsonParser(app),
    );
    webhook.post(
      lineLinkPaths.webhook,
      {
        config: {
          access: 'public',
          openapi: { body: lineWebhookBodySchema, headers: lineSignatureHeadersSchema },
        },
        bodyLimit: LINE_WEBHOOK_BODY_LIMIT,
        schema: {
          tags: ['messages'],
          summary: 'LINE’s webhook: link codes, unfollows',
          description:
            `${LINE_SIGNATURE_HEADER}: base64 HMAC-SHA256 of the raw body with ` +
            'LINE_CHANNEL_SECRET; missing, wrong, or LINE not set up: 401 LINE_SIGNATURE_INVALID. ' +
            'A text message carrying a link code links the sender’s user id to the code’s mobile ' +
            'and replies (reply API) in the order’s language; an unknown, used or expired code ' +
            'gets a polite reply; `unfollow` removes the user’s links. Each webhookEventId is ' +
            'handled once (a redelivery changes nothing); an event without one is known by its sender, ' +
            'timestamp, type and message id or text. A UTF-8 byte order mark before the JSON is ' +
            'skipped (the signature covers the bytes as sent). At most 64 KiB (413).',
          response: { 200: lineWebhookResponseSchema, 400: errorBodySchema, 401: errorBodySchema },
        },
      },
      async (request) => {
        const line = app.config.messages.line;
        const header = request.headers[LINE_SIGNATURE_HEADER];
        const signature = Array.isArray(header) ? header[0] : header;
        const raw = request.body as Buffer;
        if (!line || !isLineSignatureValid(line.channelSecret, raw, signature))
          throw new AppError('LINE_SIGNATURE_INVALID');
        const parsed = lineWebhookBodySchema.safeParse(parseJsonBytes(raw));
        if (!parsed.success) throw new AppError('BAD_REQUEST');
        const handled = await receiveLineEvents(app.db, parsed.data, {
          line,
          secret: app.config.secrets.accessTokenSecret,
          now: app.clock.now(),
          log: request.log,
          tries,
          replyTimeoutMs: app.config.messages.sendTimeoutMs,
        });
        return {
          message: 'success' as const,
          data: { events: parsed.data.events.length, handled },
        };
      },
    );
  });
};
