import type { ResourceLanguage } from 'i18next';
import type { Locale } from '@changdee/domain/locale';
import en from '../i18n/en.json';
import th from '../i18n/th.json';

// The words of the shared components, in their own i18next namespace: each app adds it to its
// instance (the shop's shared/i18n/i18n.ts, the portal's app/i18n.ts).
export const UI_NAMESPACE = 'ui';

export const uiResources: Record<Locale, ResourceLanguage> = { th, en };
