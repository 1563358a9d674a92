import { LOCALES } from '@changdee/domain/locale';
import {
  MESSAGE_CHANNELS,
  MESSAGE_EVENTS,
  type MessageChannel,
  smsText,
} from '@changdee/domain/order-messages';
import { smsLength } from '@changdee/domain/sms-segments';

// The customer messages' settings (docs/decisions/045), read with the rest of the configuration
// (config.ts) and checked at start: a channel named in MESSAGE_CHANNELS without its provider's
// settings, or a public URL so long that even the short SMS would need a third segment, stops the
// server with one line per problem.

export interface SmsSettings {
  /** The gateway's send endpoint (SMS_API_URL). */
  url: string;
  /** Sent as `Authorization: Bearer …` (SMS_API_KEY). */
  apiKey: string;
  /** The registered sender name, at most 11 characters (SMS_SENDER). */
  sender: string;
  /** The gateway posts delivery reports with this token (SMS_REPORT_TOKEN). */
  reportToken: string;
}

export interface LineSettings {
  /** https://api.line.me by default (LINE_API_URL). */
  url: string;
  /** The channel access token (LINE_CHANNEL_ACCESS_TOKEN). */
  accessToken: string;
  /** The webhook's signing secret (LINE_CHANNEL_SECRET): X-Line-Signature (decision 052). */
  channelSecret: string;
  /** The Official Account's LINE ID with its @ (LINE_OA_ID): the tracking page's link opens it. */
  oaId: string;
}

export interface MessageSettings {
  /** Where each event's messages go: `log` by default; `sms`, `line` when set up. */
  channels: MessageChannel[];
  sms: SmsSettings | null;
  line: LineSettings | null;
  /** How long one provider call may take (MESSAGE_SEND_TIMEOUT_MS, default 10 s). */
  sendTimeoutMs: number;
}

export const MESSAGE_DEFAULTS = {
  channels: ['log'] as MessageChannel[],
  lineUrl: 'https://api.line.me',
  sendTimeoutMs: 10_000,
};

type Read = (name: string) => string | undefined;

/** A LINE ID: @ then letters, digits, dots, dashes and underscores (a premium ID is chosen). */
const LINE_OA_ID_PATTERN = /^@[A-Za-z0-9._-]{1,40}$/;

const httpUrl = (value: string): boolean => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
};

const wholeNumber = (
  read: Read,
  name: string,
  fallback: number,
  min: number,
  max: number,
  errors: string[],
): number => {
  const raw = read(name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    errors.push(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
    return fallback;
  }
  return value;
};

/** The settings from the environment; problems are pushed to `errors` (one line each). */
export function parseMessageSettings(
  read: Read,
  publicBaseUrl: string,
  errors: string[],
): MessageSettings {
  const channels: MessageChannel[] = [];
  const raw = read('MESSAGE_CHANNELS');
  for (const name of raw === undefined ? MESSAGE_DEFAULTS.channels : raw.split(',')) {
    const channel = name.trim() as MessageChannel;
    if (!MESSAGE_CHANNELS.includes(channel))
      errors.push(
        `MESSAGE_CHANNELS must list channels among ${MESSAGE_CHANNELS.join(', ')} (got "${name.trim()}")`,
      );
    else if (!channels.includes(channel)) channels.push(channel);
  }

  let sms: SmsSettings | null = null;
  if (channels.includes('sms')) {
    const url = read('SMS_API_URL');
    const apiKey = read('SMS_API_KEY');
    const sender = read('SMS_SENDER');
    const reportToken = read('SMS_REPORT_TOKEN');
    if (!url || !httpUrl(url))
      errors.push(
        'SMS_API_URL must be the SMS gateway’s http(s) URL when MESSAGE_CHANNELS has sms',
      );
    if (!apiKey) errors.push('SMS_API_KEY is required when MESSAGE_CHANNELS has sms');
    if (!sender || sender.length > 11)
      errors.push('SMS_SENDER must be the registered sender name (1 to 11 characters)');
    if (!reportToken || reportToken.length < 16)
      errors.push('SMS_REPORT_TOKEN must be at least 16 characters when MESSAGE_CHANNELS has sms');
    if (url && apiKey && sender && reportToken) sms = { url, apiKey, sender, reportToken };
    // Every event's SMS, in either language, with the longest link, must fit two segments (the
    // short form at least).
    const link = `${publicBaseUrl}/en/t/${'x'.repeat(43)}`;
    const tooLong = MESSAGE_EVENTS.some((event) =>
      LOCALES.some(
        (locale) =>
          smsLength(
            smsText(event, locale, {
              orderNo: 'CO000000000000',
              date: '2026-01-01',
              slot: '1',
              link,
            }),
          ).segments > 2,
      ),
    );
    if (tooLong)
      errors.push(
        `PUBLIC_BASE_URL is too long for an SMS of two segments with its tracking link (${publicBaseUrl})`,
      );
  }

  let line: LineSettings | null = null;
  if (channels.includes('line')) {
    const url = read('LINE_API_URL') ?? MESSAGE_DEFAULTS.lineUrl;
    const accessToken = read('LINE_CHANNEL_ACCESS_TOKEN');
    const channelSecret = read('LINE_CHANNEL_SECRET');
    const oaId = read('LINE_OA_ID');
    if (!httpUrl(url)) errors.push('LINE_API_URL must be an http(s) URL');
    if (!accessToken)
      errors.push('LINE_CHANNEL_ACCESS_TOKEN is required when MESSAGE_CHANNELS has line');
    if (!channelSecret || channelSecret.length < 16)
      errors.push(
        'LINE_CHANNEL_SECRET (the channel secret, at least 16 characters) is required when MESSAGE_CHANNELS has line',
      );
    if (!oaId || !LINE_OA_ID_PATTERN.test(oaId))
      errors.push(
        'LINE_OA_ID must be the Official Account’s LINE ID with its @ (e.g. @changdee) when MESSAGE_CHANNELS has line',
      );
    if (
      accessToken &&
      channelSecret &&
      channelSecret.length >= 16 &&
      oaId &&
      LINE_OA_ID_PATTERN.test(oaId)
    )
      line = { url: url.replace(/\/+$/, ''), accessToken, channelSecret, oaId };
  }

  return {
    channels,
    sms,
    line,
    sendTimeoutMs: wholeNumber(
      read,
      'MESSAGE_SEND_TIMEOUT_MS',
      MESSAGE_DEFAULTS.sendTimeoutMs,
      100,
      120_000,
      errors,
    ),
  };
}
