/** The longest catalogue search keyword (longer input is refused, not cut). */
export const SEARCH_KEYWORD_MAX_LENGTH = 100;

/**
 * A catalogue search keyword as it is searched and remembered among a store's recent searches:
 * Unicode NFC (a keyword typed with decomposed marks is the same keyword), no control or format
 * characters (zero-width spaces, direction marks, NUL …), whitespace runs as one space, trimmed.
 */
export const normalizeSearchKeyword = (keyword: string | undefined): string =>
  (keyword ?? '')
    .replace(/\s+/g, ' ')
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .replace(/ {2,}/g, ' ')
    .trim()
    // Last, so a mark that followed a removed character still composes with its base.
    .normalize('NFC');
