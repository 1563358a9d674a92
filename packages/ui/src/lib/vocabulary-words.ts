// "A person never reads a key" (issue 28 item 1): the checks each app's vocabulary test runs over
// its own translations. A vocabulary is a closed list of values (from the domain or the contract);
// each value must have words at `prefix.value` in every language, and words are never a key.

/** Text that looks like an i18n key or a code rather than words: `orders.status.on_the_way`. */
export const LOOKS_LIKE_A_KEY = /^[a-z][a-zA-Z0-9]*(\.[a-zA-Z0-9_]+)+$|^[a-z]+(_[a-z]+)+$/;

export type Translations = Record<string, unknown>;

function wordsAt(translations: Translations, path: string): unknown {
  let current: unknown = translations;
  for (const part of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

/**
 * The values of `vocabulary` with no words at `prefix.<value>` in `translations`, or whose words
 * look like a key: `prefix.value → what is there`.
 */
export function missingWords(
  translations: Translations,
  prefix: string,
  vocabulary: readonly string[],
): string[] {
  return vocabulary.flatMap((value) => {
    const words = wordsAt(translations, `${prefix}.${value}`);
    const usable =
      typeof words === 'string' && words.trim() !== '' && !LOOKS_LIKE_A_KEY.test(words);
    return usable ? [] : [`${prefix}.${value} → ${JSON.stringify(words)}`];
  });
}
