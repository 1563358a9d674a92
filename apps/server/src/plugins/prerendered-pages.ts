import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { localeOfPath, pageForPath } from '@changdee/contract/page-routes';

// The pages the web build renders ahead (decision 035; apps/web/prerender-plugin.ts writes
// prerendered/<locale>/<page>.html into the built app): a navigation to such a page gets its file
// instead of the empty index.html, so it paints before its JavaScript has run. Their critical CSS
// is an inline <style>, which the CSP allows by its hash (security-headers.ts): read here once at
// start from the files themselves, so the policy always fits the build being served.

export const PRERENDERED_DIR = 'prerendered';

export interface PrerenderedPages {
  /** The HTML file (relative to the static folder) a page path is answered with. */
  fileFor(urlPath: string): string;
  /** CSP sources ('sha256-…') of the inline styles in those files. */
  styleHashes: string[];
}

const INLINE_STYLE = /<style\b[^>]*>([\s\S]*?)<\/style>/g;

const cspHash = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** What the built app in `staticDir` prerendered (nothing when it has no such folder). */
export function readPrerenderedPages(staticDir: string): PrerenderedPages {
  const root = join(staticDir, PRERENDERED_DIR);
  const files = new Map<string, string>();
  const hashes = new Set<string>();
  if (existsSync(root)) {
    for (const entry of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
      const match = /^([a-z]{2})[/\\]([A-Za-z]+)\.html$/.exec(entry);
      if (!match) continue;
      const file = `${PRERENDERED_DIR}/${match[1]}/${match[2]}.html`;
      files.set(`${match[1]}:${match[2]}`, file);
      for (const [, css] of readFileSync(join(staticDir, file), 'utf8').matchAll(INLINE_STYLE)) {
        hashes.add(cspHash(css ?? ''));
      }
    }
  }
  return {
    fileFor(urlPath) {
      const page = pageForPath(urlPath);
      return (page && files.get(`${localeOfPath(urlPath)}:${page}`)) ?? 'index.html';
    },
    styleHashes: [...hashes],
  };
}
