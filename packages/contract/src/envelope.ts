import { z } from 'zod';

// Every answer of the API is wrapped (DESIGN.md §5): success is { message: 'success', data },
// failure is { message, code, details? } with a 4xx/5xx status.
export const successEnvelope = <T extends z.ZodType>(data: T) =>
  z.object({ message: z.literal('success'), data });

export const errorBodySchema = z.object({
  message: z.string(),
  code: z.string(),
  details: z.unknown().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
