#!/usr/bin/env node
// `npm run build`: the web app (apps/web/dist) and the server bundle (apps/server/dist/main.mjs),
// both rebuilt whether or not their sources changed. `npm start` builds only what is stale.
import { requireNode24 } from './lib/node-runtime.mjs';
import { buildServer } from './lib/server-build.mjs';
import { buildWeb } from './lib/web-build.mjs';

requireNode24('build');

const code = await buildWeb();
if (code !== 0) process.exit(code);
await buildServer();
console.log('[build] apps/web/dist and apps/server/dist/main.mjs are built.');
