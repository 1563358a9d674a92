// The server side of bench/catalogue.ts and bench/promotions.ts, in its own process so the load
// generator does not share its event loop: the real app (all plugins, auth, zod answers) on PGlite
// or on BENCH_DATABASE_URL, with the demo shop seeded and the constant-JSON baseline routes. Prints
// one JSON line { port, token, storeId, channel } when it listens on 127.0.0.1; stops on SIGTERM.
import { buildApp } from '../../apps/server/src/app';
import {
  addConstantRoute,
  announceAndServe,
  listenOnLoopback,
  openBenchDatabase,
  signInSales,
} from './bench-app';

const bench = await openBenchDatabase(process.env.BENCH_DATABASE_URL);
const app = await buildApp(bench.config, { database: bench.database, closeDatabase: true });
addConstantRoute(app);
// The same constant behind the bearer token check, to tell the cost of signing in apart.
app.get('/bench/constant-signed-in', { config: { access: { roles: ['Sales'] } } }, async () => ({
  message: 'success',
  data: { status: 'ok', items: [1, 2, 3] },
}));
await app.ready();

const session = await signInSales(app);
const store = session.stores[0]!;
const port = await listenOnLoopback(app);
announceAndServe(app, bench, {
  port,
  token: session.accessToken,
  storeId: store._id,
  channel: store.channel,
});
