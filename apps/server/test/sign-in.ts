import type { SessionStore } from '@changdee/contract/auth';
import { signInResponseSchema } from '@changdee/contract/auth';
import { DEMO_PASSWORD } from '../src/db/seed/demo-keys';
import type { App } from '../src/app';

// Signs a demo user in through the real POST /v1/auth, for any feature's tests:
//
//   const { authHeader, stores } = await signIn(app, DEMO_USERS.sales);
//   await app.inject({ method: 'POST', url, headers: { authorization: authHeader }, payload });
//
// Successful sign-ins are never rate-limited (only failures count), so tests may call it freely.

export interface SignedIn {
  accessToken: string;
  refreshToken: string;
  /** 'Bearer <accessToken>' for the authorization header. */
  authHeader: string;
  /** { authorization: authHeader }, ready to spread into app.inject's headers. */
  headers: { authorization: string };
  stores: SessionStore[];
  userId: string;
}

export function basicAuth(username: string, password: string): string {
  return `Basic ${Buffer.from(`${username}:${password}`, 'utf8').toString('base64')}`;
}

export async function signIn(
  app: App,
  username: string,
  password: string = DEMO_PASSWORD,
): Promise<SignedIn> {
  const response = await app.inject({
    method: 'POST',
    url: '/v1/auth',
    headers: { authorization: basicAuth(username, password) },
  });
  if (response.statusCode !== 200) {
    throw new Error(`signIn(${username}) failed: ${response.statusCode} ${response.body}`);
  }
  const { data } = signInResponseSchema.parse(response.json());
  return {
    accessToken: data.user.accessToken,
    refreshToken: data.user.refreshToken,
    authHeader: `Bearer ${data.user.accessToken}`,
    headers: { authorization: `Bearer ${data.user.accessToken}` },
    stores: data.stores,
    userId: data.user.user_uuid,
  };
}
