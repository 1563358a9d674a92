import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionRoutes } from './routes/sessions';
import { signInRoute } from './routes/sign-in';
import { toThePortalRoutes } from './routes/to-the-portal';
import { toTheShopRoutes } from './routes/to-the-shop';

// Sign-in, token refresh, logout, single sign-on and the Portal link (spec §7 auth rows), and single
// sign-on both ways with our own portal (docs/decisions/041-the-operations-portal.md).
// Sign-in, refresh, logout and SSO are public: the credentials are in the request itself.
// Sign-in (argon2: CPU), single sign-on and refresh are also rate-limited per client address
// in each process (@fastify/rate-limit, SIGN_IN_RATE_LIMIT / REFRESH_RATE_LIMIT per minute), on
// top of the database's sign-in limits (login-limiter.ts), which every server shares.
// Expired counters, revocations and sessions are deleted by a scheduled job (housekeeping-job.ts).

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(signInRoute);
  sessionRoutes(app);
  toTheShopRoutes(app);
  toThePortalRoutes(app);
};
