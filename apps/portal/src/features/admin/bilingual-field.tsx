import { Fragment, type CSSProperties, type ReactNode } from 'react';

// A text the shop shows in Thai and in English (a name, a unit, an image's alt text, an
// information's title or HTML, a selling point): its two inputs, each with its own label, id and
// refusal, Thai first. What a page passes is how they look and what each language is called.

export type Lang = 'th' | 'en';
export const LANGS: readonly Lang[] = ['th', 'en'];

export type Bilingual = Record<Lang, string>;

export function BilingualField({
  value,
  onChange,
  label,
  id,
  labelHidden = false,
  className,
  style,
  labelClassName = 'form-label',
  inputClassName = 'form-control',
  inputStyle,
  rows,
  error,
  after,
}: {
  value: Bilingual;
  onChange(next: Bilingual): void;
  /** The language's label (with labelHidden: its aria-label and placeholder). */
  label(lang: Lang): string;
  id?(lang: Lang): string;
  /** No visible label and no wrapper: the inputs alone (in a row of controls). */
  labelHidden?: boolean;
  /** Each language's wrapper. */
  className?: string;
  style?: CSSProperties;
  labelClassName?: string;
  inputClassName?: string;
  inputStyle?: CSSProperties;
  /** A text area of these rows instead of a one-line input. */
  rows?: number;
  /** The refusal of a language's text (the input is marked and the words shown below it). */
  error?(lang: Lang): string | undefined;
  /** What follows a language's input inside its wrapper (a preview). */
  after?(lang: Lang): ReactNode;
}) {
  const fields = LANGS.map((lang) => {
    const message = error?.(lang);
    const common = {
      id: id?.(lang),
      className: `${inputClassName}${message ? ' is-invalid' : ''}`,
      style: inputStyle,
      value: value[lang],
      ...(labelHidden ? { 'aria-label': label(lang), placeholder: label(lang) } : {}),
    };
    const change = (text: string) => onChange({ ...value, [lang]: text });
    const input =
      rows === undefined ? (
        <input {...common} onChange={(event) => change(event.target.value)} />
      ) : (
        <textarea {...common} rows={rows} onChange={(event) => change(event.target.value)} />
      );
    if (labelHidden) return <Fragment key={lang}>{input}</Fragment>;
    return (
      <div key={lang} className={className} style={style}>
        <label className={labelClassName} htmlFor={id?.(lang)}>
          {label(lang)}
        </label>
        {input}
        {message ? (
          <div className="invalid-feedback d-block" role="alert">
            {message}
          </div>
        ) : null}
        {after?.(lang)}
      </div>
    );
  });
  return <>{fields}</>;
}
