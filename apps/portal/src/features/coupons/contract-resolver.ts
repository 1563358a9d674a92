import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import {
  isIssueMessageKey,
  issueKeyMessage,
  issueMessage,
} from '@changdee/contract/issue-messages';
import type { Locale } from '@changdee/domain/locale';

// The contract's zod schema as a react-hook-form resolver (docs/decisions/050): the form refuses
// exactly what the server refuses, in the same words — a schema's own message key (issue.*) in
// the page's language, any other issue as the server says it (issue-messages.ts issueMessage).
// Used by the coupon and promotion forms.

/** The words of one zod issue in a language. */
export function issueWords(issue: z.core.$ZodIssue, locale: Locale): string {
  if (isIssueMessageKey(issue.message)) return issueKeyMessage(issue.message, locale);
  return issueMessage(issue as unknown as Parameters<typeof issueMessage>[0], locale);
}

function setAt(target: Record<string, unknown>, path: readonly PropertyKey[], value: unknown) {
  let node = target;
  path.forEach((key, index) => {
    const name = String(key);
    if (index === path.length - 1) {
      if (node[name] === undefined) node[name] = value;
      return;
    }
    if (typeof node[name] !== 'object' || node[name] === null)
      node[name] = typeof path[index + 1] === 'number' ? [] : {};
    node = node[name] as Record<string, unknown>;
  });
}

/** A resolver checking the form's values with `schema`; each field gets its first issue. */
export function contractResolver<In extends FieldValues, Out>(
  schema: z.ZodType<Out, In>,
  locale: Locale,
): Resolver<In, unknown, Out> {
  return async (values) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.length > 0 ? issue.path : ['root'];
      setAt(errors, path, { type: issue.code, message: issueWords(issue, locale) });
    }
    return { values: {}, errors: errors as FieldErrors<In> };
  };
}

/** Where a server refusal's field (`coupon.products.0`) is in the form (`products.0`). */
export const formFieldOf = (path: string, root: string): string =>
  path.startsWith(`${root}.`) ? path.slice(root.length + 1) : path;
