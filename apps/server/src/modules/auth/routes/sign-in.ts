import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signInResponseSchema } from '@changdee/contract/auth';
import { checkedJsonParser } from '../../../plugins/json-body';
import { parseBasicAuth, signIn } from '../service';
import { errors, noStore, perMinute } from './route-parts';

// Sign-in with HTTP Basic credentials (spec §7): argon2 costs CPU, so it is rate-limited per
// address (SIGN_IN_RATE_LIMIT) on top of the database's sign-in limits (login-limiter.ts).

/**
 * POST /v1/auth in a scope of its own: spec §7 sends an empty body, and a client that still labels
 * it `Content-Type: application/json` is answered, not refused as malformed JSON.
 */
export const signInRoute: FastifyPluginAsyncZod = async (app) => {
  const parseJson = checkedJsonParser(app);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text === '') done(null, undefined);
    else parseJson(request, text, done);
  });

  app.post(
    '/v1/auth',
    {
      config: {
        access: 'public',
        rateLimit: perMinute(app.config.rateLimits.signInPerMinute),
        signIn: true,
      },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with HTTP Basic username and password (empty body)',
        description:
          'Answers the user with an access token (JWT, 15 min) and a refresh token (opaque, rotates on use), ' +
          'the access token again as `token`, and the stores of the user. Wrong credentials: 401 ' +
          'INVALID_CREDENTIALS whatever was wrong. Repeated failures per address or username: 429 with Retry-After.',
        security: [{ basic: [] }],
        response: { 200: signInResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const data = await signIn(app.db, app.config, {
        credentials: parseBasicAuth(request.headers.authorization),
        ip: request.ip,
      });
      return noStore(reply, data);
    },
  );
};
