import type { ResourceLanguage } from 'i18next';
import { isLocale, type Locale } from '@changdee/domain/locale';
import { i18n } from '../shared/i18n/i18n';

// Every feature keeps its strings in features/<feature>/i18n/{th,en}.json, loaded as namespace
// <feature>. Each file is its own chunk, fetched when a page of that feature (or the header, which
// uses 'auth') is first shown in that language, so a page downloads only the strings it shows.
// The routes of each language load their own (routes.tsx), so switching language loads the other
// language's strings before the page shows in it. Collected here, so shared code never imports a
// feature. ('common', the app's own strings, is small and comes with the app: shared/i18n.)
const files = import.meta.glob<ResourceLanguage>('../features/*/i18n/*.json', {
  import: 'default',
});

const loaders = new Map<string, () => Promise<ResourceLanguage>>();
for (const [path, load] of Object.entries(files)) {
  const match = /features\/([^/]+)\/i18n\/([^/]+)\.json$/.exec(path);
  if (match && isLocale(match[2])) loaders.set(`${match[2]}/${match[1]}`, load);
}

const loading = new Map<string, Promise<void>>();

function loadNamespace(locale: Locale, namespace: string): Promise<void> {
  const key = `${locale}/${namespace}`;
  let done = loading.get(key);
  if (!done) {
    const load = loaders.get(key);
    if (!load) return Promise.reject(new Error(`No ${locale} translations for '${namespace}'`));
    done = load().then((bundle) => {
      i18n.addResourceBundle(locale, namespace, bundle, true, true);
    });
    // A failed download (a new deployment, the network) may be tried again.
    done.catch(() => loading.delete(key));
    loading.set(key, done);
  }
  return done;
}

/** Makes the features' namespaces available in this language (each file fetched once). */
export function loadFeatureNamespaces(
  locale: Locale,
  namespaces: readonly string[],
): Promise<void> {
  return Promise.all(namespaces.map((namespace) => loadNamespace(locale, namespace))).then(
    () => undefined,
  );
}
