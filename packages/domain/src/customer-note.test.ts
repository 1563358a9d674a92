import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cleanNote,
  hasForbiddenSymbols,
  isNoteValid,
  NOTE_MAX_LENGTH,
  noteState,
} from './customer-note';

describe('customer note (spec §5)', () => {
  it('is valid up to 250 characters, Thai included', () => {
    expect(NOTE_MAX_LENGTH).toBe(250);
    expect(isNoteValid('ติดตั้งชั้น 2 ฝั่งซ้าย')).toBe(true);
    expect(isNoteValid('ก'.repeat(250))).toBe(true);
    expect(isNoteValid('ก'.repeat(251))).toBe(false);
    expect(isNoteValid('')).toBe(true);
  });

  it('is invalid with emoji or the listed symbols', () => {
    for (const text of [
      'ok 😀',
      '©',
      '®',
      'a—b',
      '“quoted”',
      '…',
      '→',
      '☎',
      '❤️',
      '。',
      '👍🏽',
      'x\u200db',
    ]) {
      expect(hasForbiddenSymbols(text), text).toBe(true);
      expect(isNoteValid(text)).toBe(false);
    }
    for (const text of ['บ้านเลขที่ 12/3 ซ.4', 'Tel: 081-234-5678 (after 5pm)', 'a@b.com #2, 50%']) {
      expect(hasForbiddenSymbols(text), text).toBe(false);
    }
  });

  it('cleans emoji and symbols and collapses whitespace runs', () => {
    expect(cleanNote('ติดตั้ง 😀😀 แอร์')).toBe('ติดตั้ง แอร์');
    expect(cleanNote('a\n\n\tb   c')).toBe('a b c');
    expect(cleanNote('❤️ love ©2025®')).toBe(' love 2025');
    expect(cleanNote('end ')).toBe('end ');
  });

  it('gives the counter and over-limit state', () => {
    expect(noteState('สวัสดี')).toEqual({ length: 6, max: 250, invalid: false, messages: [] });
    expect(noteState('x'.repeat(251))).toEqual({
      length: 251,
      max: 250,
      invalid: true,
      messages: [{ key: 'note.tooLong', params: { length: 251, max: 250 } }],
    });
    expect(noteState('😀')).toMatchObject({ invalid: true, messages: [{ key: 'note.symbols' }] });
    expect(noteState('😀'.repeat(200)).messages.map((m) => m.key)).toEqual([
      'note.tooLong',
      'note.symbols',
    ]);
  });

  it(
    'property: a cleaned note has no symbols, no double spaces, and cleaning twice changes nothing',
    { timeout: 30_000 },
    () => {
      fc.assert(
        fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (text) => {
          const cleaned = cleanNote(text);
          return (
            !hasForbiddenSymbols(cleaned) && !/\s\s/.test(cleaned) && cleanNote(cleaned) === cleaned
          );
        }),
        { numRuns: 3000 },
      );
    },
  );
});
