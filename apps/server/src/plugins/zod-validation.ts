import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import type { IssueMessageKey } from '@changdee/contract/issue-messages';

// Request validation with the contract's zod schemas. Like fastify-type-provider-zod's compiler,
// but each issue keeps the input zod judged (`reportInput`), so the error handler can say the
// same thing in the request's language (Fastify hands a missing body to the validator as null,
// which the request itself no longer shows).
//
// Before any schema, every text of the input is checked once for what PostgreSQL cannot store or
// would store changed: U+0000 (refused by the text type: the query would fail, a 500) and a lone
// UTF-16 surrogate (stored as U+FFFD). Both are refused as a field issue wherever they appear.

export interface ValidationEntry {
  keyword: string;
  instancePath: string;
  message: string;
  params: Record<string, unknown>;
}

const UNUSABLE_CHARACTER = 'issue.unusableCharacter' satisfies IssueMessageKey;

// In a /u expression a surrogate pair is one code point; only a lone half is in category Cs.
// eslint-disable-next-line no-control-regex -- U+0000 is exactly what is looked for
const UNUSABLE_TEXT = /[\u0000\p{Cs}]/u;
const isUnusableText = (text: string) => UNUSABLE_TEXT.test(text);

/** The paths of the texts in a parsed input (JSON body, query, params) that cannot be stored. */
function unusableTextPaths(value: unknown, path: string[] = []): string[][] {
  if (typeof value === 'string') return isUnusableText(value) ? [path] : [];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) =>
    isUnusableText(key) ? [[...path, key]] : unusableTextPaths(child, [...path, key]),
  );
}

export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const unusable = unusableTextPaths(data);
    if (unusable.length > 0) {
      const entries: ValidationEntry[] = unusable.map((path) => ({
        keyword: 'custom',
        instancePath: `/${path.join('/')}`,
        message: UNUSABLE_CHARACTER,
        params: {},
      }));
      return { error: entries as unknown as Error };
    }
    const result = schema.safeParse(data, { reportInput: true });
    if (result.success) return { value: result.data };
    const entries: ValidationEntry[] = result.error.issues.map(
      ({ code, path, message, ...params }) => ({
        keyword: code,
        instancePath: `/${path.map(String).join('/')}`,
        message,
        params,
      }),
    );
    return { error: entries as unknown as Error };
  };
