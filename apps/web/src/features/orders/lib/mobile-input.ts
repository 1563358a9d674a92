// A Thai mobile as people write it ('081-234-5678', '081 234 5678', '+66 81 234 5678',
// '66812345678') turned into the 10 digits the order form's digits rule and the server check
// (0 + 9 digits). Only separators and the country code go: anything else stays for the rule to
// name.

const SEPARATORS = /[\s\-.()]/g;

export function normalizeMobileInput(raw: string): string {
  const compact = raw.replace(SEPARATORS, '');
  if (compact.startsWith('+66')) return `0${compact.slice(3).replace(/^0/, '')}`;
  if (/^66\d{9}$/.test(compact)) return `0${compact.slice(2)}`;
  return compact;
}
