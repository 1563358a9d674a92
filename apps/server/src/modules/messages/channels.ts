import { internationalNumber } from '@changdee/domain/thai-phone';
import type { FastifyBaseLogger } from 'fastify';
import { MESSAGE_TITLES, type MessageEvent } from '@changdee/domain/order-messages';
import type { Locale } from '@changdee/domain/locale';
import type { LineSettings, SmsSettings } from './settings';

// The providers a message goes through (docs/decisions/045). Each send carries the message's
// idempotency key: LINE honours it (`X-Line-Retry-Key`: a repeat within 24 h answers 409 and is not
// sent again), the SMS gateway only echoes it as our reference (no Thai gateway found dedupes), so
// an SMS may go once more after a crash between the send and its record — never more.

export interface OutgoingMessage {
  id: string;
  event: MessageEvent;
  language: Locale;
  recipient: string;
  body: string;
  /** The tracking link, for LINE's button. */
  link: string;
  idempotencyKey: string;
}

export type SendResult = { providerId: string };

export class SendError extends Error {
  constructor(
    message: string,
    /** A retry cannot help (a refused recipient): the message is dead at once. */
    readonly permanent = false,
  ) {
    super(message);
    this.name = 'SendError';
  }
}

export interface ChannelDriver {
  send(message: OutgoingMessage, signal: AbortSignal): Promise<SendResult>;
}

/** Writes the message to the server's log: the default, so `npm start` needs no provider. */
export const logChannel = (log: FastifyBaseLogger): ChannelDriver => ({
  async send(message) {
    log.info(
      { messageId: message.id, to: message.recipient, event: message.event, body: message.body },
      'customer message (log channel)',
    );
    return { providerId: `log:${message.id}` };
  },
});

const describe = async (response: Response): Promise<string> => {
  const text = await response.text().catch(() => '');
  return `HTTP ${response.status}${text ? `: ${text.slice(0, 200)}` : ''}`;
};

// 4xx other than 408/409/429 will not get better by trying again.
const permanentStatus = (status: number) =>
  status >= 400 && status < 500 && status !== 408 && status !== 409 && status !== 429;

/** Thai mobiles as the gateways want them: 0812345678 → 66812345678 (the domain's one rule). */
export const internationalMobile = internationalNumber;

/**
 * A Thai SMS gateway's HTTP API in the shape they share (ANTS, ThaiBulkSMS, smsyouto): a JSON POST
 * with the key as a Bearer token, the registered sender, the number in 66… form, our reference
 * and the URL the delivery report is posted to; the answer names the gateway's message id.
 */
export const smsChannel = (settings: SmsSettings, reportUrl: string): ChannelDriver => ({
  async send(message, signal) {
    const response = await fetch(settings.url, {
      method: 'POST',
      signal,
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${settings.apiKey}`,
      },
      body: JSON.stringify({
        from: settings.sender,
        to: internationalMobile(message.recipient),
        text: message.body,
        reference: message.idempotencyKey,
        notifyUrl: reportUrl,
      }),
    });
    if (!response.ok)
      throw new SendError(await describe(response), permanentStatus(response.status));
    const answer = (await response.json().catch(() => ({}))) as { messageId?: unknown };
    return {
      providerId: typeof answer.messageId === 'string' ? answer.messageId : message.idempotencyKey,
    };
  },
});

/** The message as a LINE flex bubble: the event's title, the text and a button to the link. */
export const flexMessage = (message: OutgoingMessage) => ({
  type: 'flex',
  altText: message.body.slice(0, 400),
  contents: {
    type: 'bubble',
    body: {
      type: 'box',
      layout: 'vertical',
      spacing: 'md',
      contents: [
        {
          type: 'text',
          text: MESSAGE_TITLES[message.event][message.language],
          weight: 'bold',
          size: 'lg',
        },
        { type: 'text', text: message.body, wrap: true, size: 'sm' },
      ],
    },
    footer: {
      type: 'box',
      layout: 'vertical',
      contents: [
        {
          type: 'button',
          style: 'primary',
          action: {
            type: 'uri',
            label: message.language === 'th' ? 'ติดตามงาน' : 'Track the job',
            uri: message.link,
          },
        },
      ],
    },
  },
});

/**
 * LINE Messaging API push (`POST /v2/bot/message/push`) to the customer's LINE user id with the
 * message's key as `X-Line-Retry-Key`. A 409 answers a key LINE accepted before: the message went
 * out on an earlier try whose answer was lost, so it counts as sent (its request id, if LINE gives
 * it, in `x-line-accepted-request-id`).
 */
export const lineChannel = (settings: LineSettings): ChannelDriver => ({
  async send(message, signal) {
    const response = await fetch(`${settings.url}/v2/bot/message/push`, {
      method: 'POST',
      signal,
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${settings.accessToken}`,
        'x-line-retry-key': message.idempotencyKey,
      },
      body: JSON.stringify({ to: message.recipient, messages: [flexMessage(message)] }),
    });
    if (response.status === 409)
      return {
        providerId:
          response.headers.get('x-line-accepted-request-id') ??
          `line-retry:${message.idempotencyKey}`,
      };
    if (!response.ok)
      throw new SendError(await describe(response), permanentStatus(response.status));
    return {
      providerId: response.headers.get('x-line-request-id') ?? `line:${message.idempotencyKey}`,
    };
  },
});

/**
 * LINE's reply API (`POST /v2/bot/message/reply`): a text answering a webhook event through its
 * reply token (good once, for a short while; free of the push quota). No retry key: LINE accepts
 * one only on push-like endpoints. Throws SendError when LINE refuses.
 */
export async function lineReply(
  settings: LineSettings,
  replyToken: string,
  text: string,
  signal: AbortSignal,
): Promise<void> {
  const response = await fetch(`${settings.url}/v2/bot/message/reply`, {
    method: 'POST',
    signal,
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${settings.accessToken}`,
    },
    body: JSON.stringify({ replyToken, messages: [{ type: 'text', text }] }),
  });
  if (!response.ok) throw new SendError(await describe(response), permanentStatus(response.status));
}
