import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom has no matchMedia; the app asks it for mobile mode (< 992 px). Desktop unless a test says so.
if (typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string): MediaQueryList =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// jsdom does not scroll; the router's scroll restoration calls it on every navigation, the
// checkout scrolls a refusal's message into view.
window.scrollTo = () => {};
Element.prototype.scrollIntoView = () => {};

// findBy… and waitFor wait for an event, not a duration: on a busy 2-core machine (npm test runs the
// projects side by side) a lazily loaded page can take more than the default second to appear.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
});
