import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import Beasties from 'beasties';
import { createServer, type Plugin, type ResolvedConfig, type Rolldown } from 'vite';
import type { PrerenderedPage, renderPages } from './src/prerender';

// Writes the HTML of the pages that must paint before their JavaScript has run (decision 035):
// after the browser build, src/prerender.tsx renders them in Node through Vite (the same modules
// as the app) and each goes into a copy of the built index.html as
// dist/prerendered/<locale>/<page>.html, which the server answers for that page's paths
// (apps/server/src/plugins/prerendered-pages.ts). In each copy:
// - #root holds the page's markup and names its route (data-route) for main.tsx to hydrate;
// - the CSS rules that markup uses are inline (beasties: only rules whose selectors match it, the
//   @font-face rules of the families and Unicode ranges its text needs);
//   the server's CSP allows that <style> by its hash;
// - the stylesheets are only preloaded (data-deferred-style): the app attaches them when it starts
//   (app/mount.tsx), so nothing blocks the first paint; <noscript> keeps them for a browser
//   without JavaScript;
// - the page's own modules and its strings in its language are preloaded beside the entry's, so
//   they arrive with the rest instead of after the entry has run;
// - the entry and every module preload are fetched at low priority (decision 063): the page is
//   painted by its HTML, so the fonts its text uses come first on a slow connection, then the code
//   that makes the form work.

const PRERENDERED_DIR = 'prerendered'; // read by apps/server/src/plugins/prerendered-pages.ts

const STYLESHEET = /<link rel="stylesheet"( crossorigin)? href="([^"]+)">/g;

const chunksByFile = (bundle: Rolldown.OutputBundle) =>
  new Map(
    Object.values(bundle)
      .filter((output): output is Rolldown.OutputChunk => output.type === 'chunk')
      .map((chunk) => [chunk.fileName, chunk]),
  );

const chunkOf = (bundle: Rolldown.OutputBundle, facade: string) => {
  const chunk = Object.values(bundle).find(
    (output): output is Rolldown.OutputChunk =>
      output.type === 'chunk' && output.facadeModuleId === facade,
  );
  if (!chunk) throw new Error(`prerender: no chunk for ${facade}`);
  return chunk;
};

/** The chunk a page module was built into, and every chunk it imports statically. */
function chunksOf(bundle: Rolldown.OutputBundle, facade: string): Rolldown.OutputChunk[] {
  const byFile = chunksByFile(bundle);
  const found = new Map<string, Rolldown.OutputChunk>();
  const visit = (chunk: Rolldown.OutputChunk) => {
    if (found.has(chunk.fileName)) return;
    found.set(chunk.fileName, chunk);
    for (const name of chunk.imports) {
      const imported = byFile.get(name);
      if (imported) visit(imported);
    }
  };
  visit(chunkOf(bundle, facade));
  return [...found.values()];
}

/** The page's own stylesheets and modules (its chunks and its strings in its language). */
function pageAssets(
  bundle: Rolldown.OutputBundle,
  root: string,
  module: string,
  page: PrerenderedPage,
): { css: string[]; modules: string[] } {
  const chunks = chunksOf(bundle, resolve(root, module));
  const strings = page.namespaces.map((namespace) =>
    chunkOf(bundle, resolve(root, `src/features/${namespace}/i18n/${page.locale}.json`)),
  );
  return {
    css: [...new Set(chunks.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]))],
    modules: [...chunks, ...strings].map((chunk) => chunk.fileName),
  };
}

/** The app's code after what paints (the fonts): fetchpriority="low" on its script and preloads. */
function lowPriorityCode(html: string): string {
  return html
    .replace(
      /<script type="module" crossorigin src="/g,
      '<script type="module" crossorigin fetchpriority="low" src="',
    )
    .replace(
      /<link rel="modulepreload" crossorigin href="/g,
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="',
    );
}

function deferStylesheets(html: string): string {
  const fallbacks: string[] = [];
  const deferred = html.replace(STYLESHEET, (_link, crossorigin = '', href: string) => {
    fallbacks.push(`<link rel="stylesheet"${crossorigin} href="${href}">`);
    // Low priority: the app's code, which attaches them, matters more on a slow connection.
    return `<link rel="preload" as="style"${crossorigin} href="${href}" fetchpriority="low" data-deferred-style>`;
  });
  return deferred.replace('</head>', `<noscript>${fallbacks.join('')}</noscript>\n</head>`);
}

export interface PrerenderOptions {
  /** The module (relative to the app's root) that exports renderPages(). */
  entry: string;
  /** Page name → the module of its route component, whose chunk's CSS and modules it needs. */
  pageModules: Record<string, string>;
}

export function prerender({ entry, pageModules }: PrerenderOptions): Plugin {
  let root = '';
  let outDir = '';
  let configFile: string | undefined;
  let logger: ResolvedConfig['logger'] | undefined;
  let bundle: Rolldown.OutputBundle | undefined;
  return {
    name: 'changdee-prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(root, config.build.outDir);
      configFile = config.configFile;
      logger = config.logger;
    },
    writeBundle(_options, written) {
      bundle = written;
    },
    closeBundle: {
      // Before the compressed copies are written (precompress-plugin.ts runs last).
      sequential: true,
      async handler() {
        const template = readFileSync(join(outDir, 'index.html'), 'utf8');
        const server = await createServer({
          configFile,
          root,
          logLevel: 'error',
          appType: 'custom',
          server: { middlewareMode: true, hmr: false, ws: false },
        });
        let pages: PrerenderedPage[];
        try {
          const module = (await server.ssrLoadModule(entry)) as { renderPages: typeof renderPages };
          pages = await module.renderPages();
        } finally {
          await server.close();
        }
        const beasties = new Beasties({
          path: outDir,
          publicPath: '/',
          // Leaves the <link>s as they are (beasties' README; its types leave `false` out):
          // deferStylesheets defers them the way the CSP allows.
          preload: false as unknown as 'body',
          inlineFonts: true,
          // The browser fetches the faces the page uses as it lays it out; preloading every face
          // of the families (beasties cannot tell weights apart) would take bandwidth from the
          // app's code on a slow connection.
          preloadFonts: false,
          pruneSource: false,
          logLevel: 'warn',
        });
        for (const page of pages) {
          const module = pageModules[page.page];
          if (!bundle || !module) throw new Error(`prerender: no module for page ${page.page}`);
          const own = pageAssets(bundle, root, module, page);
          const present = (file: string) => template.includes(`/${file}"`);
          const links = [
            ...own.css
              .filter((file) => !present(file))
              .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
            ...own.modules
              .filter((file) => !present(file))
              .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
          ];
          const html = template
            .replace(/<html lang="[^"]*">/, `<html lang="${page.locale}">`)
            .replace(/<title>[^<]*<\/title>/, `<title>${escapeText(page.title)}</title>`)
            .replace('</head>', `${links.join('\n')}\n</head>`)
            .replace(
              '<div id="root"></div>',
              `<div id="root" data-route="${page.routeId}">${page.html}</div>`,
            );
          const file = join(outDir, PRERENDERED_DIR, page.locale, `${page.page}.html`);
          mkdirSync(dirname(file), { recursive: true });
          const inlined = (await beasties.process(html)).replace(' data-beasties-container', '');
          writeFileSync(file, lowPriorityCode(deferStylesheets(inlined)));
          logger?.info(`prerendered ${relative(root, file)}`);
        }
      },
    },
  };
}

const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
