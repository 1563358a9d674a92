import { formatNumber } from '@changdee/domain/money';

/**
 * A message's {placeholders} filled from `params` (numbers grouped: 9,999). A placeholder without
 * a text or number value stays as written, so a missing value shows instead of vanishing.
 */
export function fillPlaceholders(
  message: string,
  params: Readonly<Record<string, unknown>> = {},
): string {
  return message.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = params[name];
    if (typeof value === 'number') return formatNumber(value);
    return typeof value === 'string' ? value : placeholder;
  });
}
