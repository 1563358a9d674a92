import { LOCALES } from '@changdee/domain/locale';
import {
  MESSAGE_CHANNELS,
  MESSAGE_EVENTS,
  type MessageChannel,
  smsText,
} from '@changdee/domain/order-messages';
import { smsLength } from '@changdee/domain/sms-segments';
import type { z } from 'zod';
import { optionalText, text, variable, wholeNumber } from '../../environment/fields';

// The customer messages' settings (docs/decisions/045): their variables are part of the
// environment's schema (environment/schema.ts, decision 070) and checked at start: a channel named
// in MESSAGE_CHANNELS without its provider's settings, or a public URL so long that even the short
// SMS would need a third segment, stops the server with one line per problem.

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

/** A LINE ID: @ then letters, digits, dots, dashes and underscores (a premium ID is chosen). */
const LINE_OA_ID_PATTERN = /^@[A-Za-z0-9._-]{1,40}$/;
const MIN_TOKEN_LENGTH = 16;

const httpUrl = (value: string | undefined): value is string => {
  try {
    const url = new URL(value ?? '');
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
};

/** The channels listed, each once; an unknown name is refused and the known ones kept. */
const channelList = variable(MESSAGE_DEFAULTS.channels, (raw, refuse) => {
  const names = raw.split(',').map((name) => name.trim());
  const known = (name: string): name is MessageChannel =>
    (MESSAGE_CHANNELS as readonly string[]).includes(name);
  const channels = [...new Set(names.filter(known))];
  const unknown = names.filter((name) => !known(name));
  if (unknown.length > 0)
    refuse(
      `must list channels among ${MESSAGE_CHANNELS.join(', ')} (got ${unknown.map((name) => `"${name}"`).join(', ')})`,
    );
  return channels;
});

/** The messages' variables, in the environment's schema. */
export const messageVariables = {
  MESSAGE_CHANNELS: channelList,
  SMS_API_URL: optionalText(),
  SMS_API_KEY: optionalText(),
  SMS_SENDER: optionalText(),
  SMS_REPORT_TOKEN: optionalText(),
  LINE_API_URL: text(MESSAGE_DEFAULTS.lineUrl),
  LINE_CHANNEL_ACCESS_TOKEN: optionalText(),
  LINE_CHANNEL_SECRET: optionalText(),
  LINE_OA_ID: optionalText(),
  MESSAGE_SEND_TIMEOUT_MS: wholeNumber(
    MESSAGE_DEFAULTS.sendTimeoutMs,
    100,
    120_000,
    'a whole number from 100 to 120000',
  ),
};
type MessageVariables = {
  [Name in keyof typeof messageVariables]: z.output<(typeof messageVariables)[Name]>;
};

/** Adds a problem with a variable: its name, then what is wrong. */
type Refuse = (variable: string, problem: string) => void;

// Every event's SMS, in either language, with the longest link, must fit two segments (the short
// form at least).
const smsTooLong = (publicBaseUrl: string): boolean => {
  const link = `${publicBaseUrl}/en/t/${'x'.repeat(43)}`;
  const facts = { orderNo: 'CO000000000000', date: '2026-01-01', slot: '1' as const, link };
  return MESSAGE_EVENTS.some((event) =>
    LOCALES.some((locale) => smsLength(smsText(event, locale, facts)).segments > 2),
  );
};

function checkSms(vars: MessageVariables, publicBaseUrl: string, refuse: Refuse): void {
  if (!httpUrl(vars.SMS_API_URL))
    refuse('SMS_API_URL', 'must be the SMS gateway’s http(s) URL when MESSAGE_CHANNELS has sms');
  if (!vars.SMS_API_KEY) refuse('SMS_API_KEY', 'is required when MESSAGE_CHANNELS has sms');
  if (!vars.SMS_SENDER || vars.SMS_SENDER.length > 11)
    refuse('SMS_SENDER', 'must be the registered sender name (1 to 11 characters)');
  if ((vars.SMS_REPORT_TOKEN ?? '').length < MIN_TOKEN_LENGTH)
    refuse(
      'SMS_REPORT_TOKEN',
      `must be at least ${MIN_TOKEN_LENGTH} characters when MESSAGE_CHANNELS has sms`,
    );
  if (smsTooLong(publicBaseUrl))
    refuse(
      'PUBLIC_BASE_URL',
      `is too long for an SMS of two segments with its tracking link (${publicBaseUrl})`,
    );
}

function checkLine(vars: MessageVariables, refuse: Refuse): void {
  if (!httpUrl(vars.LINE_API_URL)) refuse('LINE_API_URL', 'must be an http(s) URL');
  if (!vars.LINE_CHANNEL_ACCESS_TOKEN)
    refuse('LINE_CHANNEL_ACCESS_TOKEN', 'is required when MESSAGE_CHANNELS has line');
  if ((vars.LINE_CHANNEL_SECRET ?? '').length < MIN_TOKEN_LENGTH)
    refuse(
      'LINE_CHANNEL_SECRET',
      `(the channel secret, at least ${MIN_TOKEN_LENGTH} characters) is required when MESSAGE_CHANNELS has line`,
    );
  if (!LINE_OA_ID_PATTERN.test(vars.LINE_OA_ID ?? ''))
    refuse(
      'LINE_OA_ID',
      'must be the Official Account’s LINE ID with its @ (e.g. @changdee) when MESSAGE_CHANNELS has line',
    );
}

/** The providers' settings each channel in MESSAGE_CHANNELS needs. */
export function checkMessageSettings(
  vars: MessageVariables,
  publicBaseUrl: string,
  refuse: Refuse,
): void {
  if (vars.MESSAGE_CHANNELS.includes('sms')) checkSms(vars, publicBaseUrl, refuse);
  if (vars.MESSAGE_CHANNELS.includes('line')) checkLine(vars, refuse);
}

/** The settings of variables checkMessageSettings found nothing wrong with. */
export function toMessageSettings(vars: MessageVariables): MessageSettings {
  const { SMS_API_URL: url, SMS_API_KEY: apiKey, SMS_SENDER: sender } = vars;
  const { SMS_REPORT_TOKEN: reportToken, LINE_CHANNEL_ACCESS_TOKEN: accessToken } = vars;
  const { LINE_CHANNEL_SECRET: channelSecret, LINE_OA_ID: oaId } = vars;
  const channels = vars.MESSAGE_CHANNELS;
  const smsOn = channels.includes('sms') && url && apiKey && sender && reportToken;
  const lineOn = channels.includes('line') && accessToken && channelSecret && oaId;
  return {
    channels,
    sms: smsOn ? { url, apiKey, sender, reportToken } : null,
    line: lineOn
      ? { url: vars.LINE_API_URL.replace(/\/+$/, ''), accessToken, channelSecret, oaId }
      : null,
    sendTimeoutMs: vars.MESSAGE_SEND_TIMEOUT_MS,
  };
}
