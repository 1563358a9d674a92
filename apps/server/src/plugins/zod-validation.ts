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

/**
 * The paths of the texts in a parsed input (JSON body, query, params) that cannot be stored, in
 * the order they appear. A walk with its own stack, not recursion: however deep the input, it never
 * overflows the call stack (json-body.ts already refuses bodies nested too deep).
 */
export function unusableTextPaths(input: unknown): string[][] {
  const found: string[][] = [];
  const pending: Array<{ value: unknown; path: string[] }> = [{ value: input, path: [] }];
  while (pending.length > 0) {
    const { value, path } = pending.pop()!;
    if (typeof value === 'string') {
      if (isUnusableText(value)) found.push(path);
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    const children: Array<{ value: unknown; path: string[] }> = [];
    for (const [key, child] of Object.entries(value)) {
      if (isUnusableText(key)) found.push([...path, key]);
      else children.push({ value: child, path: [...path, key] });
    }
    for (let i = children.length - 1; i >= 0; i--) pending.push(children[i]!);
  }
  return found;
}

const unusableEntries = (paths: string[][]): ValidationEntry[] =>
  paths.map((path) => ({
    keyword: 'custom',
    instancePath: `/${path.join('/')}`,
    message: UNUSABLE_CHARACTER,
    params: {},
  }));

/**
 * A refusal of texts that cannot be stored, for a body parser (json-body.ts): shaped like a failed
 * validation, so the error handler answers it the same way (400 VALIDATION_FAILED, one detail per
 * field).
 */
export const unusableTextError = (paths: string[][], context: 'body'): Error =>
  Object.assign(new Error('unusable text'), {
    statusCode: 400,
    validation: unusableEntries(paths),
    validationContext: context,
  });

export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const unusable = unusableTextPaths(data);
    if (unusable.length > 0) return { error: unusableEntries(unusable) as unknown as Error };
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
