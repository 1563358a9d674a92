import { describe, expect, it } from 'vitest';
import {
  LINE_CODE_ALPHABET,
  LINE_CODE_LENGTH,
  LINE_LINK_REPLIES,
  canLinkLine,
  formatLineCode,
  lineCodeExpiry,
  lineCodeFromBytes,
  lineCodeInText,
  lineLinkMessage,
  lineOaMessageUrl,
} from './line-link';

describe('the LINE link code', () => {
  it('has 32 distinct symbols and 10 of them: 50 bits', () => {
    expect(new Set(LINE_CODE_ALPHABET).size).toBe(32);
    expect(LINE_CODE_LENGTH * Math.log2(LINE_CODE_ALPHABET.length)).toBe(50);
  });

  it('takes one symbol a byte from its low five bits', () => {
    const bytes = Uint8Array.from([0, 1, 31, 32, 255, 10, 17, 18, 26, 27]);
    expect(lineCodeFromBytes(bytes)).toBe('01Z0ZAHJTV');
    expect(() => lineCodeFromBytes(new Uint8Array(9))).toThrow(RangeError);
  });

  it('is shown in two groups of five', () => {
    expect(formatLineCode('7K3QDMX9RT')).toBe('7K3QD-MX9RT');
  });

  it('is found in the pre-filled message, typed alone, in lower case, without its dash', () => {
    expect(lineCodeInText(lineLinkMessage('7K3QDMX9RT', 'th'))).toBe('7K3QDMX9RT');
    expect(lineCodeInText(lineLinkMessage('7K3QDMX9RT', 'en'))).toBe('7K3QDMX9RT');
    expect(lineCodeInText('7k3qd-mx9rt')).toBe('7K3QDMX9RT');
    expect(lineCodeInText(' 7K3QDMX9RT ')).toBe('7K3QDMX9RT');
    // Look-alikes as Crockford reads them.
    expect(lineCodeInText('OOOOO-IIILL')).toBe('0000011111');
  });

  it('is not found in other text', () => {
    expect(lineCodeInText('สวัสดีครับ')).toBeNull();
    expect(lineCodeInText('hello world')).toBeNull();
    expect(lineCodeInText('7K3QD-MX9R')).toBeNull();
    expect(lineCodeInText('7K3QD-MX9RTX')).toBeNull();
    // U is no symbol; a later candidate still counts.
    expect(lineCodeInText('UUUUU-UUUUU')).toBeNull();
    expect(lineCodeInText('UUUUU-UUUUU then 7K3QD-MX9RT')).toBe('7K3QDMX9RT');
  });

  it('works for a day', () => {
    expect(lineCodeExpiry(new Date('2026-11-28T05:00:00Z')).toISOString()).toBe(
      '2026-11-29T05:00:00.000Z',
    );
  });
});

describe('LINE updates', () => {
  it('are offered until the job is done or cancelled', () => {
    expect(canLinkLine('created')).toBe(true);
    expect(canLinkLine('in_progress')).toBe(true);
    expect(canLinkLine('completed')).toBe(false);
    expect(canLinkLine('cancelled')).toBe(false);
  });

  it('open the chat with our account and the message typed in', () => {
    expect(lineOaMessageUrl('@changdee', 'code 7K3QD-MX9RT')).toBe(
      'https://line.me/R/oaMessage/%40changdee/?code%207K3QD-MX9RT',
    );
  });

  it('answer in Thai and English', () => {
    for (const reply of Object.values(LINE_LINK_REPLIES)) {
      expect(reply.th).toMatch(/[ก-๙]/);
      expect(reply.en).toMatch(/^[A-Z]/);
    }
  });
});
