import { KEEP_WORD_CLASS, splitKeepingWords } from './thai-words';

/** Text whose Thai words that ICU would cut at a line end stay whole (thai-words.ts). */
export function ThaiText({ text }: { text: string }) {
  const parts = splitKeepingWords(text);
  if (!parts.some((part) => part.keep)) return text;
  return parts.map((part, index) =>
    part.keep ? (
      <span key={index} className={KEEP_WORD_CLASS}>
        {part.text}
      </span>
    ) : (
      part.text
    ),
  );
}
