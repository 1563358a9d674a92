import type { FastifyBaseLogger } from 'fastify';
import { messagePaths } from '@changdee/contract/messages';
import {
  canResend,
  messageLink,
  messageText,
  smsText,
  type MessageChannel,
} from '@changdee/domain/order-messages';
import type { TrackingLine } from '@changdee/contract/line-link';
import { canLinkLine } from '@changdee/domain/line-link';
import type { Locale } from '@changdee/domain/locale';
import type { OrderStatus } from '@changdee/domain/order-status';
import type { AppConfig } from '../../config';
import type { DbExecutor } from '../../db/client';
import { AppError } from '../../errors';
import { trackingLink } from '../tracking-links/service';
import {
  SendError,
  lineChannel,
  logChannel,
  smsChannel,
  type ChannelDriver,
  type SendResult,
} from './channels';
import * as repository from './repository';
import { issueLineCode, unlinkLine } from './line-link';
import { linkOf as lineLinkOf } from './line-link-repository';
import type { LineSettings } from './settings';
import type { MessageRow, Outcome } from './repository';
import { EVENT_ROW, type OrderEventReaction } from '../orders/service';

// The customer's messages (issue 22, docs/decisions/045, 071). tellTheCustomer reacts to every
// order event in the transaction of its change: the event's messages written in the event's own
// statement and one job that sends them, both existing exactly when the change commits. The job
// (send-job.ts) runs sendMessages: claim, write the text from the order as it is then, send through
// the channel with the message's idempotency key, record.

/** How the app serving in this process enqueues the send job, and where messages go. */

/** The tracking page's LINE calls, on the order its link opened (tracking/routes.ts). */
export { issueLineCode, unlinkLine };
export interface MessageOutbox {
  channels: readonly MessageChannel[];
  enqueue(tx: DbExecutor, messageIds: string[]): Promise<unknown>;
}
const outboxes: MessageOutbox[] = [];

/** Makes `outbox` the one serving (the latest app built); call the result when its app closes. */
export function registerMessageOutbox(outbox: MessageOutbox): () => void {
  outboxes.push(outbox);
  return () => {
    const index = outboxes.indexOf(outbox);
    if (index >= 0) outboxes.splice(index, 1);
  };
}

/** The serving app's outbox: where an event's messages go, and how their job is enqueued. */
function currentOutbox(): MessageOutbox {
  const outbox = outboxes.at(-1);
  if (!outbox) throw new Error('no app serves the customer messages (bindMessageOutbox)');
  return outbox;
}

/**
 * The customer hears of every event of their order (a reaction to order events, app.ts): the
 * event's messages are written with it, in its statement, and one job sends them.
 */
export const tellTheCustomer: OrderEventReaction = {
  rows: () => repository.eventMessagesInsert(EVENT_ROW, currentOutbox().channels),
  then: async (tx, _orderNo, _event, ids) => {
    if (ids.length > 0) await currentOutbox().enqueue(tx, ids);
  },
};

export interface SendContext {
  config: AppConfig;
  log: FastifyBaseLogger;
  signal: AbortSignal;
  /** This is the job's last try: a message failing now is dead. */
  lastTry: boolean;
  /** Drivers by channel (tests and the bench give their own); default from the settings. */
  drivers?: Partial<Record<MessageChannel, ChannelDriver>>;
  /** Called after the sends, before they are recorded (tests: a crash at that moment). */
  afterSend?: () => Promise<void>;
}

export function channelDrivers(
  config: AppConfig,
  log: FastifyBaseLogger,
): Partial<Record<MessageChannel, ChannelDriver>> {
  const settings = config.messages;
  return {
    log: logChannel(log),
    ...(settings.sms
      ? { sms: smsChannel(settings.sms, `${config.publicBaseUrl}${messagePaths.smsReports}`) }
      : {}),
    ...(settings.line ? { line: lineChannel(settings.line) } : {}),
  };
}

/**
 * Writes each claimed message's text at its first try (one statement), from the facts its event
 * carried; later tries send it as written.
 */
async function texts(db: DbExecutor, config: AppConfig, rows: MessageRow[]) {
  const links = new Map<string, { th: string; en: string }>();
  const out = new Map<string, { body: string; link: string }>();
  const written: Array<{ id: string; body: string }> = [];
  for (const row of rows) {
    let link = links.get(row.orderNo);
    if (!link) {
      link = await trackingLink(
        db,
        { secret: config.secrets.accessTokenSecret, publicBaseUrl: config.publicBaseUrl },
        row.orderNo,
      );
      links.set(row.orderNo, link);
    }
    const language = row.language as Locale;
    let body = row.body;
    if (body === null) {
      const values = {
        orderNo: row.orderNo,
        date: row.serviceDate,
        slot: row.timeSlot,
        link: link[language],
        technician: row.technician,
        amount: row.amount,
        reason: row.reason,
        validUntil: row.validUntil,
      };
      body =
        row.channel === 'sms'
          ? smsText(row.event, language, values)
          : messageText(row.event, language, values);
      written.push({ id: row.id, body });
    }
    out.set(row.id, { body, link: messageLink(row.event, link[language]) });
  }
  await repository.writeBodies(db, written);
  return out;
}

const errorText = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error)).slice(0, 500);

export interface SendSummary {
  sent: number;
  retry: number;
  dead: number;
  /**
   * Each message asked for: sent, failed (to retry), dead, or waiting (not tried: an earlier
   * message of its order and channel is still to send; tried again with the job).
   */
  states: Map<string, Outcome['state'] | 'waiting'>;
}

/** The claimed messages in groups that must go one after another: an order's channel, by seq. */
function inEventOrder(rows: MessageRow[]): MessageRow[][] {
  const groups = new Map<string, MessageRow[]>();
  for (const row of [...rows].sort((a, b) => a.seq - b.seq)) {
    const key = `${row.orderNo} ${row.channel}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return [...groups.values()];
}

/**
 * One try of the given messages. Messages already sent are skipped (a job run again after a crash
 * sends only what is left). An order's messages on one channel go in the order of its events, one
 * after another; one that fails holds back the later ones (they wait for the next try), except on
 * the last try, when the earlier one is dead. Returns how many failed and will be tried again:
 * the caller (the job) throws then, and pg-boss retries it with backoff.
 */
export async function sendMessages(
  db: DbExecutor,
  ids: readonly string[],
  context: SendContext,
): Promise<SendSummary> {
  const rows = await repository.claim(db, ids, { inAnyOrder: context.lastTry });
  const waiting = await repository.unsent(
    db,
    ids.filter((id) => !rows.some((row) => row.id === id)),
  );
  if (rows.length === 0)
    return { sent: 0, retry: 0, dead: 0, states: new Map(waiting.map((id) => [id, 'waiting'])) };
  const bodies = await texts(db, context.config, rows);
  const drivers = context.drivers ?? channelDrivers(context.config, context.log);
  const timeout = context.config.messages.sendTimeoutMs;

  const sendOne = async (row: MessageRow): Promise<Outcome> => {
    const text = bodies.get(row.id);
    const driver = drivers[row.channel];
    if (!text) return { id: row.id, state: 'dead', error: 'the order no longer exists' };
    if (!driver)
      return {
        id: row.id,
        state: context.lastTry ? 'dead' : 'failed',
        error: `the ${row.channel} channel is not set up on this server`,
      };
    try {
      const result: SendResult = await driver.send(
        {
          id: row.id,
          event: row.event,
          language: row.language as Locale,
          recipient: row.recipient,
          body: text.body,
          link: text.link,
          idempotencyKey: row.idempotencyKey,
        },
        AbortSignal.any([context.signal, AbortSignal.timeout(timeout)]),
      );
      return { id: row.id, state: 'sent', providerId: result.providerId };
    } catch (error) {
      const permanent = error instanceof SendError && error.permanent;
      return {
        id: row.id,
        state: permanent || context.lastTry ? 'dead' : 'failed',
        error: errorText(error),
      };
    }
  };
  const sendInOrder = async (group: MessageRow[]): Promise<Outcome[]> => {
    const outcomes: Outcome[] = [];
    for (const row of group) {
      const held = outcomes.some((outcome) => outcome.state === 'failed');
      outcomes.push(
        held
          ? { id: row.id, state: 'failed', error: 'waits for an earlier message of the order' }
          : await sendOne(row),
      );
    }
    return outcomes;
  };
  const outcomes = (await Promise.all(inEventOrder(rows).map(sendInOrder))).flat();
  await context.afterSend?.();
  await repository.record(db, outcomes);
  const count = (state: Outcome['state']) => outcomes.filter((o) => o.state === state).length;
  const dead = outcomes.filter((o) => o.state === 'dead');
  if (dead.length > 0)
    context.log.error(
      { messages: dead.map((o) => ({ id: o.id, error: o.error })) },
      'customer messages dead after their last try',
    );
  return {
    sent: count('sent'),
    retry: count('failed'),
    dead: dead.length,
    states: new Map([
      ...outcomes.map((o): [string, Outcome['state']] => [o.id, o.state]),
      ...waiting.map((id): [string, 'waiting'] => [id, 'waiting']),
    ]),
  };
}

// ---- the operators' page ----

export const messageAnswer = (row: MessageRow) => ({
  id: row.id,
  event: row.event,
  channel: row.channel,
  template: row.template,
  language: row.language as Locale,
  recipient: row.recipient,
  body: row.body,
  state: row.state,
  tries: row.tries,
  last_error: row.lastError,
  provider_id: row.providerId,
  delivery_status: row.deliveryStatus,
  created_at: row.createdAt.toISOString(),
  sent_at: row.sentAt?.toISOString() ?? null,
  can_resend: canResend(row.state),
});

/** The order's messages, oldest first (the caller has checked the order exists and may be read). */
export const listMessages = (db: DbExecutor, orderNo: string) =>
  repository.orderMessages(db, orderNo);

/**
 * Sends a sent or dead message again, with a new idempotency key, through a new job enqueued in
 * the same transaction.
 */
export async function resendMessage(
  db: DbExecutor,
  orderNo: string,
  id: string,
): Promise<MessageRow> {
  const found = await repository.findMessage(db, orderNo, id);
  if (!found) throw new AppError('MESSAGE_NOT_FOUND');
  return db.transaction(async (tx) => {
    const row = await repository.requeue(tx, id);
    if (!row) throw new AppError('MESSAGE_NOT_RESENDABLE');
    const outbox = outboxes.at(-1);
    if (!outbox) throw new Error('no app serves the customer messages (bindMessageOutbox)');
    await outbox.enqueue(tx, [row.id]);
    return row;
  });
}

/** The gateway's delivery report; false when no SMS of ours has that id. */
export const recordDelivery = async (db: DbExecutor, providerId: string, status: string) =>
  (await repository.recordDelivery(db, providerId, status)) > 0;

/**
 * What the customer's tracking page shows of LINE (decision 052): whether the order has a
 * LINE account linked, and our Official Account's id; null when LINE is not set up on this server
 * or the job is done or cancelled (nothing is offered then).
 */
export async function trackingLine(
  db: DbExecutor,
  line: LineSettings | null,
  order: { status: OrderStatus; orderNo: string },
): Promise<TrackingLine> {
  if (!line || !canLinkLine(order.status)) return null;
  return { linked: (await lineLinkOf(db, order.orderNo)) !== null, oa_id: line.oaId };
}
