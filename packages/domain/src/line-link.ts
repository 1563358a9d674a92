import type { Locale } from './locale';
import type { OrderStatus } from './order-status';

// Linking a customer's LINE account to their mobile (issue 22, docs/decisions/052). The tracking
// page gives a short one-time code; the customer sends it to our Official Account (a pre-filled
// message through LINE's oaMessage URL, or typed); the LINE webhook finds the code in the text and
// links the sender's user id to the order's mobile. The rules of the code and the replies live here.

/** Crockford's base32 without the letters read as digits (I, L, O) and U: 32 symbols, 5 bits each. */
export const LINE_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** 10 symbols: 50 bits, written as two groups of five (`7K3QD-MX9RT`). */
export const LINE_CODE_LENGTH = 10;
/** A code works for a day after it is given. */
export const LINE_CODE_TTL_HOURS = 24;

/** The code from 10 random bytes (one symbol a byte, its low 5 bits: 32 divides 256, no bias). */
export function lineCodeFromBytes(bytes: Uint8Array): string {
  if (bytes.length < LINE_CODE_LENGTH) throw new RangeError('a LINE code needs 10 random bytes');
  let code = '';
  for (let i = 0; i < LINE_CODE_LENGTH; i++) code += LINE_CODE_ALPHABET[bytes[i]! & 31];
  return code;
}

/** As shown and pre-filled: `ABCDE-FGHJK`. */
export const formatLineCode = (code: string): string => `${code.slice(0, 5)}-${code.slice(5)}`;

// Five symbols, an optional dash, five symbols; read case-blind, with the look-alikes people type
// (O for 0, I and L for 1) read as Crockford reads them. Not across a space: "hello world" is no code.
const CODE_IN_TEXT = /(?<![0-9A-Z])([0-9A-Z]{5})-?([0-9A-Z]{5})(?![0-9A-Z])/g;

/**
 * The code in a message's text, normalised (upper case, no dash), or null when the text holds
 * nothing shaped like one. The pre-filled message has words around the code; a typed one may be
 * the code alone, in lower case, with or without its dash.
 */
export function lineCodeInText(text: string): string | null {
  for (const match of text.toUpperCase().matchAll(CODE_IN_TEXT)) {
    const code = `${match[1]}${match[2]}`.replace(/O/g, '0').replace(/[IL]/g, '1');
    if ([...code].every((c) => LINE_CODE_ALPHABET.includes(c))) return code;
  }
  return null;
}

/** When a code given at `now` stops working. */
export const lineCodeExpiry = (now: Date): Date =>
  new Date(now.getTime() + LINE_CODE_TTL_HOURS * 3_600_000);

/** Jobs that are finished: no LINE code is given for them, and one given before links nothing. */
export const LINE_CLOSED_STATUSES = ['completed', 'cancelled'] as const satisfies OrderStatus[];

/** LINE updates are offered while the job is not finished (done or cancelled). */
export const canLinkLine = (status: OrderStatus): boolean =>
  !(LINE_CLOSED_STATUSES as readonly OrderStatus[]).includes(status);

/** The message the customer sends to our Official Account, with the code. */
export const lineLinkMessage = (code: string, language: Locale): string =>
  language === 'th'
    ? `รับแจ้งเตือนงานช่างดีทาง LINE รหัส ${formatLineCode(code)}`
    : `Changdee job updates on LINE, code ${formatLineCode(code)}`;

/**
 * LINE's "send a text to an Official Account" URL (developers.line.biz, the LINE URL scheme):
 * opens the chat with our account and the message typed in, for the customer to send. The account
 * id (with its @) and the text are percent-encoded.
 */
export const lineOaMessageUrl = (oaId: string, text: string): string =>
  `https://line.me/R/oaMessage/${encodeURIComponent(oaId)}/?${encodeURIComponent(text)}`;

/** What the webhook answered a message carrying a code (or too many tries). */
export type LineLinkOutcome = 'linked' | 'unknown' | 'too_many';

/** The reply in the customer's language. */
export const LINE_LINK_REPLIES: Record<LineLinkOutcome, Record<Locale, string>> = {
  linked: {
    th: 'เชื่อมต่อ LINE เรียบร้อยแล้ว ต่อจากนี้ช่างดีจะแจ้งความคืบหน้างานของคุณทาง LINE นี้',
    en: 'Your LINE is now linked. Changdee will send your job’s updates here.',
  },
  unknown: {
    th: 'ขออภัย รหัสนี้ใช้ไม่ได้ (อาจหมดอายุหรือถูกใช้ไปแล้ว) กรุณากด “รับแจ้งเตือนทาง LINE” ในหน้าติดตามงานอีกครั้งเพื่อรับรหัสใหม่',
    en: 'Sorry, this code does not work (it may have expired or been used). Please tap “Get updates on LINE” on your tracking page again for a new code.',
  },
  too_many: {
    th: 'ขออภัย มีการส่งรหัสหลายครั้งเกินไป กรุณารอสักครู่แล้วลองใหม่',
    en: 'Sorry, too many codes were sent. Please wait a while and try again.',
  },
};
