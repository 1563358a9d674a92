import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';

// Request validation with the contract's zod schemas. Like fastify-type-provider-zod's compiler,
// but each issue keeps the input zod judged (`reportInput`), so the error handler can say the
// same thing in the request's language (Fastify hands a missing body to the validator as null,
// which the request itself no longer shows).

export interface ValidationEntry {
  keyword: string;
  instancePath: string;
  message: string;
  params: Record<string, unknown>;
}

export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
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
