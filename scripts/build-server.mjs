#!/usr/bin/env node
// Bundles the server into apps/server/dist/main.mjs when it is missing or its sources changed
// (`--force` bundles anyway). `npm start` and the e2e server share the same check through
// ./lib/server-build.mjs.
import { requireNode24 } from './lib/node-runtime.mjs';
import { buildServer, ensureServerBuild } from './lib/server-build.mjs';

requireNode24('build-server');

await (process.argv.includes('--force') ? buildServer() : ensureServerBuild());
