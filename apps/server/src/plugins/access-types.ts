import type { Role } from '@changdee/domain/roles';
// The augmentation below needs fastify in every program that includes this file (e2e, bench).
import type {} from 'fastify';

// Every route declares who may call it in its route config (`config: { access }`); the access
// plugin refuses to start the server when a route has none, and enforces it on each request.
//   'public'          anyone, signed in or not (health, runtime config, sign-in, refresh, terms)
//   { roles: [...] }  a signed-in user whose role is listed
export type Access = 'public' | { readonly roles: readonly Role[] };

/** What a verified access token tells a handler about the caller. */
export interface AuthContext {
  userId: string;
  userName: string;
  role: Role;
  /** The stores the user works for; a request about another store is refused. */
  storeIds: string[];
  /** Channel codes of those stores. */
  channels: string[];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}
