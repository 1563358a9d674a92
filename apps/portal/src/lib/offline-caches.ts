// The technician's day offline (issue 29 item 4, docs/decisions/066): what the service worker keeps
// besides the app's own files. Named here once: the worker's config (pwa.config.ts) caches into
// them, and signing out empties them, so the next person on a shared phone never sees them.

/** The caller (GET /ops/v1/me) and the day's jobs (GET /ops/v1/jobs?date=…), network first. */
export const TECHNICIAN_DAY_CACHE = 'changdee-technician-day';

/** Empties what the service worker keeps of the signed-in person (no-op without Cache Storage). */
export async function forgetOfflineData(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(TECHNICIAN_DAY_CACHE);
}
