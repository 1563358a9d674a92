import fp from 'fastify-plugin';
import { verifyAccessToken } from '../modules/auth/tokens';

// Turns a valid `Authorization: Bearer <access token>` into request.auth (an AuthContext); any
// other request, including one with a bad, expired or foreign token, gets request.auth = null.
// Whether null is acceptable is the access plugin's decision (public routes still answer), so
// this hook never rejects anything itself. Verification is local (JWT): no database round trip.

export interface AuthenticatePluginOptions {
  accessTokenSecret: string;
}

const BEARER = /^Bearer\s+([A-Za-z0-9\-_.]+)\s*$/i;

export const authenticatePlugin = fp<AuthenticatePluginOptions>(
  async (app, options) => {
    if (!app.hasRequestDecorator('auth')) app.decorateRequest('auth', null);
    app.addHook('onRequest', async (request) => {
      request.auth = null;
      const header = request.headers.authorization;
      const token = header ? BEARER.exec(header)?.[1] : undefined;
      if (token) request.auth = await verifyAccessToken(options.accessTokenSecret, token);
    });
  },
  { name: 'changdee-authenticate', fastify: '5.x' },
);
