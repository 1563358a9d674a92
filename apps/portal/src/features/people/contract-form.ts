import { useCallback, useState } from 'react';
import type { z } from 'zod';
import {
  isIssueMessageKey,
  issueKeyMessage,
  issueMessage,
} from '@changdee/contract/issue-messages';
import type { Locale } from '@changdee/domain/locale';
import { isApiError } from '@changdee/ui/lib/api-error';

// The teams' and people's forms (docs/decisions/051): their values in state, judged on submit by
// the contract's own zod schema — the one the server parses the request with — so the form and the
// server refuse the same things in the same words. A field's message shows under it from the
// first submit on; a refusal of the server that names a field (its validation details) shows there
// too, and nothing typed is lost.

/** The words of one zod issue in a language: the schema's own key, else the server's wording. */
export function issueWords(issue: z.core.$ZodIssue, locale: Locale): string {
  return isIssueMessageKey(issue.message)
    ? issueKeyMessage(issue.message, locale, issue as unknown as Record<string, unknown>)
    : issueMessage(issue as never, locale);
}

export type FormErrors = Partial<Record<string, string>>;

/** The field messages of a server refusal (VALIDATION_FAILED details, or a code with a field). */
export function serverFieldErrors(error: unknown): FormErrors {
  if (!isApiError(error) || !Array.isArray(error.details)) return {};
  const errors: FormErrors = {};
  for (const detail of error.details as Array<{ path?: unknown; message?: unknown }>) {
    const name = typeof detail.path === 'string' ? detail.path.split('.')[0] : undefined;
    if (name && typeof detail.message === 'string' && !errors[name]) errors[name] = detail.message;
  }
  return errors;
}

export function useContractForm<S extends z.ZodType>(
  schema: S,
  initial: z.input<S>,
  locale: Locale,
) {
  const [values, setValues] = useState<z.input<S>>(initial);
  const [errors, setErrors] = useState<FormErrors>({});
  const [submitted, setSubmitted] = useState(false);

  const judge = useCallback(
    (next: z.input<S>) => {
      const result = schema.safeParse(next);
      const found: FormErrors = {};
      if (!result.success)
        for (const issue of result.error.issues) {
          const name = String(issue.path[0] ?? '');
          if (!found[name]) found[name] = issueWords(issue, locale);
        }
      setErrors(found);
      return result;
    },
    [schema, locale],
  );

  const set = <K extends keyof z.input<S>>(name: K, value: z.input<S>[K]) => {
    setValues((current) => {
      const next = { ...(current as object), [name]: value } as z.input<S>;
      if (submitted) judge(next);
      return next;
    });
  };

  /** Judges the values; the schema's output when they pass, null (messages shown) otherwise. */
  const submit = (): z.output<S> | null => {
    setSubmitted(true);
    const result = judge(values);
    return result.success ? result.data : null;
  };

  return { values, setValues, set, errors, setErrors, submit };
}
