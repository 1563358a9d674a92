import { registerSW } from 'virtual:pwa-register';
import { announceUpdate } from './app-update';

/** Registers the portal's service worker (production builds only: none is built in development). */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const update = registerSW({
    onNeedRefresh: () => announceUpdate(() => update(true)),
  });
}
