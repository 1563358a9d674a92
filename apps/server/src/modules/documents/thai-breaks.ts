// Where Thai may wrap on a tax document (docs/decisions/043). Thai writes no spaces between words,
// and pdfmake's line breaker (Unicode UAX #14 by the `linebreak` package) sees a Thai run as one
// unbreakable word: a long name or address would overflow its column or be cut inside a word.
// Intl.Segmenter('th') finds the words; a ZERO WIDTH SPACE between two of them is a place pdfmake
// may break. It is never drawn, so no reader extracts it (text-layer.ts, decision 057).

export const ZERO_WIDTH_SPACE = '\u200b';

const segmenter = new Intl.Segmenter('th', { granularity: 'word' });
const THAI = /[\u0E00-\u0E7F]/;

/**
 * `text` with a zero-width space between every two words where either side is Thai. Latin words
 * and figures (`1,290.00`) keep their own spaces and are never split.
 */
export function thaiBreakable(text: string): string {
  let result = '';
  let previous = '';
  for (const { segment } of segmenter.segment(text)) {
    const boundaryIsThai = THAI.test(previous.slice(-1)) || THAI.test(segment[0] ?? '');
    const betweenWords = previous !== '' && !/\s$/.test(previous) && !/^\s/.test(segment);
    if (betweenWords && boundaryIsThai) result += ZERO_WIDTH_SPACE;
    result += segment;
    previous = segment;
  }
  return result;
}
