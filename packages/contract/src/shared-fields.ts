import { z } from 'zod';
import type { LocalizedText } from '@changdee/domain/locale';

// Field schemas every part of the API shares: a text in both languages, a business date and an
// amount of whole baht (the types themselves are the domain's).

/** A text in both languages (names, image alt texts, messages carried by data). */
export const localizedTextSchema = z.object({
  th: z.string(),
  en: z.string(),
}) satisfies z.ZodType<LocalizedText>;

/** A business date `YYYY-MM-DD` (Asia/Bangkok). */
export const businessDateSchema = z.iso.date();

/** Money: whole baht, never negative. */
export const bahtSchema = z.number().int().nonnegative();

/** An order's number as a path or body names it (read in upper case). */
export const cartOrderNoSchema = z.string().trim().toUpperCase().min(1).max(40);
