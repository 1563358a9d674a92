import { lazy, Suspense } from 'react';
import type { Locale } from '@changdee/domain/locale';
import { currentLocale } from '../../shared/i18n/i18n';
import { withChunkReload } from '../../shared/lib/chunk-reload';
import { loadFeatureNamespaces } from '../i18n-resources';
import type { SiteHeader } from './site-header';

// The header (with react-bootstrap's navbar, menus and modal) is its own chunk: the sign-in page
// has no header and should not download it. Pages that show it load it together with their own
// code (routes.tsx), so it is there when the page first renders and nothing shifts; only a page
// reached without that (an error page) renders it once it arrives.

interface HeaderModule {
  SiteHeader: typeof SiteHeader;
}

let loaded: HeaderModule | undefined;
let loading: Promise<HeaderModule> | undefined;

function loadHeaderCode(): Promise<HeaderModule> {
  if (!loading) {
    const attempt = import('./site-header').then((header) => (loaded = header));
    // A failed download may be tried again by the next page.
    attempt.catch(() => (loading = undefined));
    loading = attempt;
  }
  return loading;
}

/** The features whose parts the header shows (site-header.tsx), hence whose strings it needs. */
const HEADER_NAMESPACES = ['auth', 'catalog', 'location'] as const;

/** Loads the header's code and its strings in this language. */
export function loadSiteHeader(locale: Locale): Promise<HeaderModule> {
  return Promise.all([loadHeaderCode(), loadFeatureNamespaces(locale, HEADER_NAMESPACES)]).then(
    ([header]) => header,
  );
}

const LateHeader = lazy(
  withChunkReload(() =>
    loadSiteHeader(currentLocale()).then((header) => ({ default: header.SiteHeader })),
  ),
);

export function SiteHeaderSlot() {
  if (loaded) return <loaded.SiteHeader />;
  return (
    <Suspense fallback={null}>
      <LateHeader />
    </Suspense>
  );
}
