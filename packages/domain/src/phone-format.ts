// Phone numbers as Thai readers group them: a Bangkok landline 02-xxx-xxxx, a mobile (06, 08,
// 09) 0xx-xxx-xxxx, any other landline 0xx-xxx-xxx. The one formatter: every screen that shows a
// phone number shows it through here. What is stored stays its digits.

const groups = (digits: string, sizes: readonly number[]): string => {
  const parts: string[] = [];
  let at = 0;
  for (const size of sizes) {
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  return parts.join('-');
};

/**
 * `0812345605` → `081-234-5605`, `020266001` → `02-026-6001`, `053123456` → `053-123-456`; also
 * from a number already written with dashes or spaces, or from +66. A number of another shape (a
 * short hotline, a foreign number) is shown as it was given.
 */
export const formatPhone = (value: string): string => {
  const compact = value.replace(/[\s-]/g, '');
  const digits = compact.startsWith('+66') ? `0${compact.slice(3)}` : compact;
  if (!/^0\d+$/.test(digits)) return value.trim();
  if (digits.length === 10 && /^0[689]/.test(digits)) return groups(digits, [3, 3, 4]);
  if (digits.length === 9 && digits.startsWith('02')) return groups(digits, [2, 3, 4]);
  if (digits.length === 9) return groups(digits, [3, 3, 3]);
  return value.trim();
};

/** The number for a `tel:` link: its digits, with a leading + kept. */
export const phoneHref = (value: string): string => `tel:${value.replace(/[^\d+]/g, '')}`;
