#!/usr/bin/env node
// Bundles the server into apps/server/dist/main.mjs when it is missing or its sources changed
// (`--force` bundles anyway). `npm start` and the e2e server share the same check through
// ./lib/server-build.mjs.
import { buildServer, ensureServerBuild } from './lib/server-build.mjs';

await (process.argv.includes('--force') ? buildServer() : ensureServerBuild());
