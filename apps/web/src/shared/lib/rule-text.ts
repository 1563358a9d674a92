import type { TFunction } from 'i18next';
import type { RuleMessage } from '@changdee/domain/locale';

/**
 * A message of the business rules (packages/domain returns keys and values, never words) in the
 * current language. Its texts are in the common namespace under `rules`.
 */
export function ruleText(t: TFunction, message: RuleMessage): string {
  return t(`common:rules.${message.key}`, message.params ?? {});
}
