import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { isFieldMessageKey } from '@changdee/contract/field-rules';
import { ruleText } from '../../../shared/lib/rule-text';

// A schema issue in the page's words: the contract's field rules name a domain rule key
// ('validation.mobile') and its values, whose texts are the app's (common:rules.*); any other
// issue (a code that is not a code, a missing choice) reads as spec §5's default message.

export function issueText(t: TFunction, issue: z.core.$ZodIssue): string {
  const key = isFieldMessageKey(issue.message) ? issue.message : 'validation.default';
  const params = issue.code === 'custom' ? (issue.params as Record<string, string | number>) : {};
  return ruleText(t, { key, params });
}
