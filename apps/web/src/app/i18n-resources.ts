import type { ResourceLanguage } from 'i18next';
import { isLocale } from '@changdee/domain/locale';
import type { NamespaceResources } from '../shared/i18n/i18n';

// Every feature keeps its strings in features/<feature>/i18n/{th,en}.json, loaded as namespace
// <feature>. They are collected here, so shared code never imports a feature.
const files = import.meta.glob<ResourceLanguage>('../features/*/i18n/*.json', {
  eager: true,
  import: 'default',
});

export function collectFeatureNamespaces(
  modules: Record<string, ResourceLanguage> = files,
): NamespaceResources {
  const resources: NamespaceResources = {};
  for (const [path, bundle] of Object.entries(modules)) {
    const match = /features\/([^/]+)\/i18n\/([^/]+)\.json$/.exec(path);
    const feature = match?.[1];
    const locale = match?.[2];
    if (!feature || !isLocale(locale)) continue;
    resources[locale] = { ...resources[locale], [feature]: bundle };
  }
  return resources;
}

export const featureNamespaces = collectFeatureNamespaces();
