import type { ResourceLanguage } from 'i18next';
import type { NamespaceResources } from '../src/shared/i18n/i18n';
import { isLocale } from '@changdee/domain/locale';

// Every feature's translations, loaded up front: tests render any page or component at once,
// without the app's on-demand loading (src/app/i18n-resources.ts).
const files = import.meta.glob<ResourceLanguage>('../src/features/*/i18n/*.json', {
  eager: true,
  import: 'default',
});

export const featureNamespaces: NamespaceResources = {};
for (const [path, bundle] of Object.entries(files)) {
  const match = /features\/([^/]+)\/i18n\/([^/]+)\.json$/.exec(path);
  const locale = match?.[2];
  if (!match?.[1] || !isLocale(locale)) continue;
  featureNamespaces[locale] = { ...featureNamespaces[locale], [match[1]]: bundle };
}
