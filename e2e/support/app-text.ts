// The app's own translations, so a test can find the text a page shows without copying it. Keys
// are `namespace:path.to.key`; `common` is apps/web/src/shared/i18n/<locale>.json, `ui` the shared
// components' (packages/ui), `portal` the operations portal's, and a feature's namespace is
// apps/web/src/features/<feature>/i18n/<locale>.json.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locale } from '../../packages/domain/src/locale';
import { repoRoot } from './server';

export type { Locale };

const cache = new Map<string, Record<string, unknown>>();

// Namespaces that are not a shop feature's: the shop's common words, the shared components' (ui)
// and the operations portal's (portal).
const OWN_FOLDERS: Record<string, string> = {
  common: 'apps/web/src/shared/i18n',
  ui: 'packages/ui/src/i18n',
  portal: 'apps/portal/src/i18n',
};

function namespaceFile(namespace: string, locale: Locale): string {
  const folder = OWN_FOLDERS[namespace];
  return folder
    ? join(repoRoot, folder, `${locale}.json`)
    : join(repoRoot, 'apps/web/src/features', namespace, 'i18n', `${locale}.json`);
}

function bundle(namespace: string, locale: Locale): Record<string, unknown> {
  const file = namespaceFile(namespace, locale);
  let loaded = cache.get(file);
  if (!loaded) {
    if (!existsSync(file)) throw new Error(`No translations at ${file}`);
    loaded = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    cache.set(file, loaded);
  }
  return loaded;
}

/** The text of `namespace:key` (or `key` in `common`) in the given language, as the app has it. */
export function appText(locale: Locale, key: string): string {
  const [namespace, path] = key.includes(':')
    ? (key.split(':', 2) as [string, string])
    : ['common', key];
  let node: unknown = bundle(namespace, locale);
  for (const part of path.split('.')) {
    node =
      typeof node === 'object' && node !== null
        ? (node as Record<string, unknown>)[part]
        : undefined;
  }
  if (typeof node !== 'string') throw new Error(`No text for ${key} in ${locale}`);
  return node;
}

/** An app path in the given language: Thai has no prefix, English lives under /en. */
export function localePath(locale: Locale, path: string): string {
  if (locale === 'th') return path;
  return path === '/' ? '/en' : `/en${path}`;
}
