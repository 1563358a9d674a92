// Employee search (spec §5): the keyword loses its special characters before the search, and a
// store without a name is not searched at all.

export const EMPLOYEE_KEYWORD_MAX_LENGTH = 100;

/** Keeps letters (Thai vowels and tone marks included), digits and single spaces. */
export function cleanEmployeeKeyword(keyword: string): string {
  return keyword
    .replace(/[^\p{L}\p{M}\p{N}\s]/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, EMPLOYEE_KEYWORD_MAX_LENGTH);
}

export function canSearchEmployees(storeName: string | null | undefined): boolean {
  return typeof storeName === 'string' && storeName.trim().length > 0;
}
