import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { LineCodeAnswer, LineWebhookBody } from '@changdee/contract/line-link';
import {
  LINE_LINK_REPLIES,
  canLinkLine,
  formatLineCode,
  lineCodeExpiry,
  lineCodeFromBytes,
  lineCodeInText,
  lineLinkMessage,
  lineOaMessageUrl,
  type LineLinkOutcome,
} from '@changdee/domain/line-link';
import type { Locale } from '@changdee/domain/locale';
import type { OrderStatus } from '@changdee/domain/order-status';
import type { DbExecutor } from '../../db/client';
import { AppError } from '../../errors';
import { TtlCache } from '../../lib/ttl-cache';
import { lineReply } from './channels';
import type { LineSettings } from './settings';
import * as repository from './line-link-repository';

// Linking the customer's LINE account to one job (issue 22, docs/decisions/052). The tracking page
// asks for a one-time code bound to the order; the customer sends it to our Official Account;
// LINE's webhook (signed with the channel secret) brings the message, and the sender's user id is
// linked to the order: the outbox then sends that job's messages by LINE too (messages/repository.ts
// joins order_line_links on the order). The order, not the mobile: a tracking link opens one job,
// so it may not reach the messages of the mobile's later orders. Blocking the account unlinks it.

/** The key the codes' digests are made with: derived from ACCESS_TOKEN_SECRET, a label of its own. */
const codeKey = (secret: string) =>
  createHmac('sha256', secret).update('changdee line-link-code v1').digest();

/** The stored digest of a normalised code (hex). */
export const codeHash = (secret: string, code: string): string =>
  createHmac('sha256', codeKey(secret)).update(code, 'utf8').digest('hex');

export interface LinkSettings {
  line: LineSettings | null;
  /** ACCESS_TOKEN_SECRET: the codes' digests are keyed with it. */
  secret: string;
  now: Date;
}

/** The order a tracking link opened (the tracking page opens it; this module reads no order). */
export interface OpenedOrder {
  cartOrderNo: string;
  status: OrderStatus;
}

/**
 * POST public/tracking/{token}/line-code: a new code bound to the order, good for a day
 * (the order's earlier unused code stops working). LINE not set up, or the job finished: 409
 * LINE_NOT_OFFERED.
 */
export async function issueLineCode(
  db: DbExecutor,
  order: OpenedOrder,
  language: Locale,
  settings: LinkSettings,
): Promise<LineCodeAnswer> {
  const line = settings.line;
  if (!line || !canLinkLine(order.status)) throw new AppError('LINE_NOT_OFFERED');
  const code = lineCodeFromBytes(randomBytes(10));
  const expiresAt = lineCodeExpiry(settings.now);
  await repository.replaceCode(db, {
    codeHash: codeHash(settings.secret, code),
    orderNo: order.cartOrderNo,
    expiresAt,
  });
  const text = lineLinkMessage(code, language);
  return {
    code: formatLineCode(code),
    text,
    url: lineOaMessageUrl(line.oaId, text),
    oa_id: line.oaId,
    expires_at: expiresAt.toISOString(),
  };
}

/** DELETE public/tracking/{token}/line-link: the order gets no more LINE messages. */
export const unlinkLine = (db: DbExecutor, order: OpenedOrder) =>
  repository.unlinkOrder(db, order.cartOrderNo);

// ---- LINE's webhook ----

/** X-Line-Signature: base64 of HMAC-SHA256 of the raw body with the channel secret (constant time). */
export function isLineSignatureValid(
  channelSecret: string,
  rawBody: Buffer,
  signature: string | undefined,
): boolean {
  if (!signature) return false;
  const expected = createHmac('sha256', channelSecret).update(rawBody).digest();
  const given = Buffer.from(signature.trim(), 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Codes tried per LINE user: at most LINE_CODE_TRIES within 10 minutes of each other. */
export const LINE_CODE_TRIES = 10;
export const lineCodeLimiter = () => new TtlCache<number>(10 * 60_000, 10_000);

export interface WebhookContext {
  line: LineSettings;
  secret: string;
  now: Date;
  log: FastifyBaseLogger;
  tries: TtlCache<number>;
  /** How long the reply call may take. */
  replyTimeoutMs: number;
}

type Reply = { replyToken: string; outcome: LineLinkOutcome; language: Locale | null };

/** Both languages when the order (so the customer's language) is not known. */
const replyText = (outcome: LineLinkOutcome, language: Locale | null) =>
  language
    ? LINE_LINK_REPLIES[outcome][language]
    : `${LINE_LINK_REPLIES[outcome].th}\n\n${LINE_LINK_REPLIES[outcome].en}`;

type LineEvent = LineWebhookBody['events'][number];

/**
 * What identifies an event: LINE's webhookEventId, or for an event without one a digest of its
 * sender, time, type and message (its id, else its text), so that a repeat of it is still handled
 * once (an event without an id used to link, unlink and reply again at every delivery).
 */
export function lineEventKey(event: LineEvent, userId: string): string {
  if (event.webhookEventId) return event.webhookEventId;
  const message = event.message?.id ?? event.message?.text ?? null;
  const identity = JSON.stringify([userId, event.timestamp ?? null, event.type, message]);
  return `derived:${createHash('sha256').update(identity).digest('hex')}`;
}

/**
 * One webhook call, its signature already checked. Each event is handled once (by lineEventKey,
 * in the transaction of its change): a text carrying a code links its sender,
 * `unfollow` unlinks them, everything else is left alone. Replies go after the changes commit;
 * a reply LINE refuses is logged, never retried (the link stands).
 */
export async function receiveLineEvents(
  db: DbExecutor,
  body: LineWebhookBody,
  context: WebhookContext,
): Promise<number> {
  const replies: Reply[] = [];
  let handled = 0;
  for (const event of body.events) {
    const userId = event.source?.type === 'user' ? event.source.userId : undefined;
    if (!userId || event.mode === 'standby') continue;
    const code =
      event.type === 'message' && event.message?.type === 'text'
        ? lineCodeInText(event.message.text ?? '')
        : null;
    if (event.type !== 'unfollow' && !code) continue;

    const reply = await db.transaction(async (tx): Promise<Reply | null | 'repeat'> => {
      if (!(await repository.firstDelivery(tx, lineEventKey(event, userId)))) return 'repeat';
      if (event.type === 'unfollow') {
        const removed = await repository.unlinkUser(tx, userId);
        context.log.info({ lineUserId: userId, removed }, 'LINE account unfollowed: unlinked');
        return null;
      }
      const tried = context.tries.get(userId) ?? 0;
      context.tries.set(userId, tried + 1);
      const token = event.replyToken;
      if (tried >= LINE_CODE_TRIES)
        return token ? { replyToken: token, outcome: 'too_many', language: null } : null;
      const linked = await repository.useCode(
        tx,
        codeHash(context.secret, code!),
        userId,
        context.now,
      );
      if (linked)
        context.log.info({ orderNo: linked.orderNo, lineUserId: userId }, 'LINE account linked');
      const language = linked ? await repository.orderLanguage(tx, linked.orderNo) : null;
      return token ? { replyToken: token, outcome: linked ? 'linked' : 'unknown', language } : null;
    });
    if (reply === 'repeat') continue;
    handled += 1;
    if (reply) replies.push(reply);
  }
  await Promise.all(
    replies.map(async (reply) => {
      try {
        await lineReply(
          context.line,
          reply.replyToken,
          replyText(reply.outcome, reply.language),
          AbortSignal.timeout(context.replyTimeoutMs),
        );
      } catch (error) {
        context.log.warn(
          { err: error, outcome: reply.outcome },
          'the LINE reply to a link code was not sent',
        );
      }
    }),
  );
  return handled;
}
