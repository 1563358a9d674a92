import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PurgeCSS } from 'purgecss';
import type { Plugin, ResolvedConfig } from 'vite';

// Bootstrap's rules that neither app uses, dropped at build (decision 063): the compiled
// styles/bootstrap.scss module (and only it: the apps' own rules are kept as written) loses every
// rule whose classes appear nowhere in the app's code, packages/ui's or the react-bootstrap
// components' that the apps use (REACT_BOOTSTRAP_FILES; each word of the source counts, as
// PurgeCSS reads it). Classes made at run time
// that no source spells out whole are kept by name: react-bootstrap's (`${bsPrefix}-dialog`,
// `bs-tooltip-${placement}`), and ours that are built from a value (`alert-${kind}`,
// `col-md-${md}`). A class missing here shows as an unstyled element in the e2e layout walks.

const BOOTSTRAP_MODULE = /\/packages\/ui\/src\/styles\/bootstrap\.scss(\?.*)?$/;
const uiSource = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The react-bootstrap components the apps import (and the parts those use), by file name. */
const REACT_BOOTSTRAP_FILES =
  '{Modal,Offcanvas,Toast,Dropdown,Tooltip,Overlay,Collapse,Fade,CloseButton,AbstractModalHeader,BootstrapModalManager}*.js';

/** Bootstrap classes set at run time, by prefix. */
export const RUNTIME_CLASSES: RegExp[] = [
  // react-bootstrap: Modal, Offcanvas, Toast, Dropdown, Tooltip (OverlayTrigger), Collapse, Fade.
  /^(modal|toast|dropdown|dropup|dropstart|dropend|tooltip|bs-tooltip)/,
  // Offcanvas as a panel (not the navbar's responsive offcanvas-lg …, which we do not use).
  /^offcanvas(-(start|end|top|bottom|header|title|body|backdrop))?$/,
  /^(show|showing|hiding|fade|collapse|collapsing|collapse-horizontal)$/,
  // Ours, built from a value.
  /^alert-/,
  /^col-md-/,
];

export function purgeBootstrap(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'changdee-purge-bootstrap',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async transform(css, id) {
      if (!BOOTSTRAP_MODULE.test(id)) return null;
      const require = createRequire(join(config.root, 'package.json'));
      const reactBootstrap = dirname(require.resolve('react-bootstrap/package.json'));
      const content = [
        join(config.root, 'index.html'),
        join(config.root, 'src/**/*.{ts,tsx,scss}'),
        join(uiSource, '**/*.{ts,tsx,scss}'),
        join(reactBootstrap, 'esm', REACT_BOOTSTRAP_FILES),
      ].map((glob) => glob.replaceAll('\\', '/'));
      const [result] = await new PurgeCSS().purge({
        content,
        css: [{ raw: css }],
        safelist: { standard: RUNTIME_CLASSES },
      });
      const purged = result?.css ?? css;
      config.logger.info(
        `purge-bootstrap: ${relative(config.root, id.replace(/\?.*$/, ''))} ${kb(css)} → ${kb(purged)} kB`,
      );
      return { code: purged, map: null };
    },
  };
}

const kb = (text: string) => (Buffer.byteLength(text) / 1000).toFixed(0);
