import { z } from 'zod';

// Every answer of the API is wrapped (docs/ARCHITECTURE.md, "A request", 7): success is { message: 'success', data },
// failure is { message, code, details? } with a 4xx/5xx status.
export const successEnvelope = <T extends z.ZodType>(data: T) =>
  z.object({ message: z.literal('success'), data });

export const errorBodySchema = z.object({
  message: z.string(),
  code: z.string(),
  details: z.unknown().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** `details` of a VALIDATION_FAILED answer: one entry per bad field, path dotted ('items.0.qty'). */
export const validationIssueSchema = z.object({
  /** Where the field is: body, querystring, params or headers. */
  in: z.enum(['body', 'querystring', 'params', 'headers']),
  path: z.string(),
  message: z.string(),
});
export const validationDetailsSchema = z.array(validationIssueSchema);
export type ValidationIssue = z.infer<typeof validationIssueSchema>;
