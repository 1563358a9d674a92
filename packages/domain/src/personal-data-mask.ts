/**
 * Masking a customer's personal data for readers who may follow an order but not know who the
 * customer is (issue 12: the external-brand user). Decision: enough stays to recognise the order
 * on the phone with the customer (a name's first letter, a phone's first three and last two
 * digits, an email's first letter and domain), nothing that identifies or reaches them.
 */
const MASK = '•';
const stars = (count: number): string => MASK.repeat(Math.max(count, 3));

/** 'สมหญิง' → 'ส•••••'; blank stays blank. */
export const maskName = (name: string): string => {
  const letters = [...name.trim()];
  if (letters.length === 0) return '';
  return `${letters[0]}${stars(letters.length - 1)}`;
};

/** '0812345678' → '081•••••78'; separators are dropped; blank stays blank. */
export const maskPhone = (phone: string): string => {
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 0) return '';
  if (digits.length < 6) return stars(digits.length);
  return `${digits.slice(0, 3)}${stars(digits.length - 5)}${digits.slice(-2)}`;
};

/** 'somying@example.com' → 's•••@example.com'; without an @ the whole text is masked. */
export const maskEmail = (email: string): string => {
  const at = email.lastIndexOf('@');
  if (at < 1) return maskText(email);
  const [first] = [...email.slice(0, at)];
  return `${first}${stars(3)}${email.slice(at)}`;
};

/** Free text that may identify someone (a house number, a landmark, a tax id): all masked. */
export const maskText = (text: string): string => (text.trim() === '' ? '' : stars(3));
