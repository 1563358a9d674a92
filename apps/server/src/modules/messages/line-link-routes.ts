import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@changdee/contract/envelope';
import {
  LINE_SIGNATURE_HEADER,
  lineLinkPaths,
  lineSignatureHeadersSchema,
  lineWebhookBodySchema,
  lineWebhookResponseSchema,
} from '@changdee/contract/line-link';
import { AppError } from '../../errors';
import { checkedRawJsonParser, parseJsonBytes } from '../../plugins/json-body';
import { isLineSignatureValid, lineCodeLimiter, receiveLineEvents } from './line-link';

// LINE's webhook (issue 22, docs/decisions/052): public, its credential is the X-Line-Signature
// over the raw body, checked before anything is read. The tracking page's two calls (a code to
// link LINE, unlinking it) are the tracking module's routes: they open the order by its link.

/** LINE's webhook bodies are small (a few events); anything larger is refused (413). */
export const LINE_WEBHOOK_BODY_LIMIT = 64 * 1024;

export const lineLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  const tries = lineCodeLimiter();

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
