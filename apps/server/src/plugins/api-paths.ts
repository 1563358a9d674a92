// Paths that belong to the API (spec §7 and our own), never to the web app: unknown ones answer a
// JSON 404, never the SPA's index.html. A module serving a new top-level prefix adds it here.
export const API_PREFIXES = [
  '/v1', // spec §7: token refresh, address lists
  '/b2b', // spec §7: the shop's calls
  '/changdee', // spec §7: /{product}/v1/… (product = changdee)
  '/a', // spec §7: {gateway}/a/v1/… served by this server
  '/api', // runtime config, OpenAPI docs
  '/healthz',
  '/ops', // the operations portal's calls (docs/decisions/041-the-operations-portal.md, 044)
] as const;

export function isApiPath(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  return API_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}
