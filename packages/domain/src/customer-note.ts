import type { RuleMessage } from './locale';

/** Spec §9: a customer note holds at most 250 characters. */
export const NOTE_MAX_LENGTH = 250;

/**
 * Spec §5's forbidden characters: © and ®, U+2000–U+3300 (general punctuation up to the CJK
 * symbols, which covers arrows, dingbats, ❤ …), and the emoji surrogate pairs \uD83C–\uD83E.
 * Decision: the emoji variation selectors U+FE0E/U+FE0F count too, since removing ❤ must not leave
 * its invisible selector behind. Thai (U+0E00–U+0E7F) is untouched.
 */
const SYMBOL_SOURCE =
  '\\u00a9|\\u00ae|[\\u2000-\\u3300]|[\\ufe0e\\ufe0f]|[\\ud83c-\\ud83e][\\udc00-\\udfff]';
const SYMBOL_TEST = new RegExp(SYMBOL_SOURCE);
const SYMBOL_ALL = new RegExp(SYMBOL_SOURCE, 'g');

export const NOTE_MESSAGE_KEYS = ['note.tooLong', 'note.symbols'] as const;
export type NoteMessageKey = (typeof NOTE_MESSAGE_KEYS)[number];

export const hasForbiddenSymbols = (text: string): boolean => SYMBOL_TEST.test(text);

/**
 * Length as the counter shows it. Decision: UTF-16 length, as the browser's textarea maxlength counts;
 * after cleaning, the only difference from code points would be rare non-emoji astral characters.
 */
export const noteLength = (text: string): number => text.length;

/** Spec §5: invalid when longer than 250 characters or containing emoji/symbols. */
export const isNoteValid = (text: string): boolean =>
  noteLength(text) <= NOTE_MAX_LENGTH && !hasForbiddenSymbols(text);

/**
 * Spec §5 cleaning on input: emoji and symbols removed, whitespace runs (newlines too) collapsed to
 * one space. Decision: no trimming here, so a user can still type the space between two words; it
 * does not cut to 250 either (an over-long note is marked, not silently shortened).
 */
export const cleanNote = (text: string): string =>
  text.replace(SYMBOL_ALL, '').replace(/\s+/g, ' ');

export interface NoteState {
  /** The counter value. */
  length: number;
  max: number;
  /** Marks the box over-limit and disables the book and cart buttons. */
  invalid: boolean;
  /** Every rule the note breaks (too long first); empty while the note is valid. */
  messages: RuleMessage<NoteMessageKey>[];
}

export const noteState = (text: string): NoteState => {
  const length = noteLength(text);
  const messages: NoteState['messages'] = [];
  if (length > NOTE_MAX_LENGTH)
    messages.push({ key: 'note.tooLong', params: { length, max: NOTE_MAX_LENGTH } });
  if (hasForbiddenSymbols(text)) messages.push({ key: 'note.symbols' });
  return { length, max: NOTE_MAX_LENGTH, invalid: messages.length > 0, messages };
};
