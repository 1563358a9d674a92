#!/usr/bin/env node
// Builds apps/web into apps/web/dist when it is missing or its sources changed since the last
// build (`--force` builds anyway). Used by the e2e web server; `npm start` and `npm test` share
// the same check through ./lib/web-build.mjs.
import { requireNode24 } from './lib/node-runtime.mjs';
import { buildWeb, ensureWebBuild } from './lib/web-build.mjs';

requireNode24('build-web');

const code = process.argv.includes('--force') ? await buildWeb() : await ensureWebBuild();
process.exit(code);
