import fp from 'fastify-plugin';
import type { AuthContext } from './access-types';

// Turns a valid `Authorization: Bearer <access token>` into request.auth (an AuthContext); any
// other request, including one with a bad, expired or foreign token, gets request.auth = null.
// Whether null is acceptable is the access plugin's decision (public routes still answer), so
// this hook never rejects anything itself. How a token is verified is the auth module's business:
// app.ts hands it in, so this plugin (like every plugin) does not reach into a module.

export interface AuthenticatePluginOptions {
  /** The caller a bearer token stands for, or null when the token is not (or no longer) valid. */
  verifyAccessToken: (token: string) => Promise<AuthContext | null>;
}

const BEARER = /^Bearer\s+([A-Za-z0-9\-_.]+)\s*$/i;

export const authenticatePlugin = fp<AuthenticatePluginOptions>(
  async (app, options) => {
    if (!app.hasRequestDecorator('auth')) app.decorateRequest('auth', null);
    app.addHook('onRequest', async (request) => {
      request.auth = null;
      const header = request.headers.authorization;
      const token = header ? BEARER.exec(header)?.[1] : undefined;
      if (token) request.auth = await options.verifyAccessToken(token);
    });
  },
  { name: 'changdee-authenticate', fastify: '5.x' },
);
