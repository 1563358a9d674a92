import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { withChunkReload } from '../shared/lib/chunk-reload';

// A component in its own chunk that a page can fetch together with its own code: once fetched it
// renders at once (no fallback, nothing shifts); before that it suspends like React.lazy.

export interface Preloadable<P extends object> {
  Component: (props: P) => ReactNode;
  preload(): Promise<void>;
}

export function preloadable<P extends object>(
  load: () => Promise<ComponentType<P>>,
): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const fetchOnce = () => {
    if (!loading) {
      const attempt = load().then((component) => (loaded = component));
      // A failed download may be tried again later.
      attempt.catch(() => (loading = undefined));
      loading = attempt;
    }
    return loading;
  };
  const Lazy = lazy(
    withChunkReload(() => fetchOnce().then((component) => ({ default: component }))),
  );
  function Component(props: P) {
    if (loaded) {
      const Loaded = loaded;
      return <Loaded {...props} />;
    }
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return { Component, preload: () => fetchOnce().then(() => undefined) };
}
