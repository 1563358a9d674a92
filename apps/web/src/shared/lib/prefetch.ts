// Spec §9: link prefetch is skipped on 2g or save-data connections.
interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

export function canPrefetch(connection?: NetworkInformationLike | null): boolean {
  const info =
    connection === undefined
      ? (globalThis.navigator as (Navigator & { connection?: NetworkInformationLike }) | undefined)
          ?.connection
      : connection;
  if (!info) return true;
  if (info.saveData) return false;
  return !(info.effectiveType ?? '').includes('2g');
}

type RoutePrefetcher = (path: string) => void;
let prefetcher: RoutePrefetcher | null = null;
const prefetched = new Set<string>();

/** The app registers how to load a path's page code (shared code knows no routes). */
export function setRoutePrefetcher(next: RoutePrefetcher | null): void {
  prefetcher = next;
  prefetched.clear();
}

/** Loads the page code of an app path ahead of a likely navigation, when the connection allows. */
export function prefetchPath(path: string): void {
  const pathname = path.split(/[?#]/)[0] ?? path;
  if (!prefetcher || prefetched.has(pathname) || !canPrefetch()) return;
  prefetched.add(pathname);
  prefetcher(pathname);
}
