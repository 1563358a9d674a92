import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

// react-hook-form's zod resolver for a form that holds part of a request: the form's values and the
// context the page passes (what earlier steps chose) become the request, which the contract's
// schema checks — the schema the server parses the same request with. Each issue is shown on the
// form field `fieldOf` names for its path, in the words `describe` gives it (the domain's rule
// texts, with their values); the first issue of a field wins. Valid: the schema's output goes on
// to the submit handler.

export interface SchemaResolverOptions<TFields extends FieldValues, TContext, S extends z.ZodType> {
  schema: S;
  toInput: (fields: TFields, context: TContext) => z.input<S>;
  fieldOf: (path: string) => string;
  describe: (issue: z.core.$ZodIssue) => string;
}

export const issuePath = (issue: Pick<z.core.$ZodIssue, 'path'>): string =>
  issue.path.map(String).join('.');

export function schemaResolver<TFields extends FieldValues, TContext, S extends z.ZodType>({
  schema,
  toInput,
  fieldOf,
  describe,
}: SchemaResolverOptions<TFields, TContext, S>): Resolver<TFields, TContext, z.output<S>> {
  return (values, context, options) => {
    const result = schema.safeParse(toInput(values, context as TContext));
    if (result.success) return { values: result.data, errors: {} };
    const flat: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      const field = fieldOf(issuePath(issue));
      flat[field] ??= { type: issue.code, message: describe(issue) };
    }
    return { values: {}, errors: toNestErrors<TFields>(flat as FieldErrors, options) };
  };
}
