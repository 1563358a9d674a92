import { Fragment, type ReactNode } from 'react';

// A sentence with phrases that must not break across lines (issue 28 item 6): a slot label such as
// "ช่วงบ่าย 13.00-17.00 น." or an amount inside a translated sentence. The sentence may wrap
// between words; each phrase stays on one line (white-space: nowrap), and the text a person copies
// is the sentence as written (no invisible joiners).

/** `text` with every occurrence of each of `phrases` in an unbreakable span. */
export function KeepTogether({ text, phrases }: { text: string; phrases: readonly string[] }) {
  const wanted = [...new Set(phrases.filter((phrase) => phrase.length > 0))];
  if (wanted.length === 0) return text;
  const escaped = wanted.map((phrase) => phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const parts = text.split(new RegExp(`(${escaped.join('|')})`));
  const nodes: ReactNode[] = parts.map((part, index) =>
    wanted.includes(part) ? (
      <span key={index} className="text-nowrap">
        {part}
      </span>
    ) : (
      <Fragment key={index}>{part}</Fragment>
    ),
  );
  return nodes;
}
