import fp from 'fastify-plugin';
import type { AuthContext } from './access-types';

// Turns `Authorization: Bearer <access token>` into request.auth (an AuthContext) when the token is
// valid and its session has not ended; any other request, including one with a bad, expired,
// foreign or revoked token, gets request.auth = null. Whether null is acceptable is the access
// plugin's decision (public routes still answer), so this hook never rejects anything itself.
// How a token becomes a caller is identity's business (modules/auth), handed in as `callerOf`.
//
// Answers to requests that carried credentials are personal: they are marked `no-store`, so no
// browser or shared cache keeps them (names and phones of employees, the signed-in user's data).

export interface AuthenticatePluginOptions {
  /** The caller of a valid, unrevoked access token, or null. */
  callerOf: (token: string) => Promise<AuthContext | null>;
}

const BEARER = /^Bearer\s+([A-Za-z0-9\-_.]+)\s*$/i;

export const authenticatePlugin = fp<AuthenticatePluginOptions>(
  async (app, { callerOf }) => {
    if (!app.hasRequestDecorator('auth')) app.decorateRequest('auth', null);
    app.addHook('onRequest', async (request) => {
      request.auth = null;
      const header = request.headers.authorization;
      const token = header ? BEARER.exec(header)?.[1] : undefined;
      if (token) request.auth = await callerOf(token);
    });
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.headers.authorization !== undefined) reply.header('cache-control', 'no-store');
      return payload;
    });
  },
  { name: 'changdee-authenticate', fastify: '5.x' },
);
