import { z } from 'zod';
import { ROLES } from '@changdee/domain/roles';
import { successEnvelope } from './envelope';
import { localizedTextSchema } from './shared-fields';
import { employeeSchema } from './employees';

// Sign-in, token refresh, logout and single sign-on (spec §3 Auth state, §4 Session/Auth/SSO, §7).
//
// POST /v1/auth (HTTP Basic, empty body) answers { message: 'success', data: signInResult }:
//   data.user    { accessToken, refreshToken, user_uuid, user_name, display_name, role, adminUUID }
//   data.token   the access token again (the spec's Auth state keeps it as `token`)
//   data.stores  [{ _id, id, name {th,en}, channel, channelName {th,en}, brand, bu_store_id, branch_uuid }]
//                _id is the store's uuid (the storeId of every other call), id its code.
// The access token is a short-lived JWT sent as `Authorization: Bearer`; the refresh token is
// opaque and rotates on every use: always keep the one returned last.

export const sessionStoreSchema = z.object({
  _id: z.uuid(),
  id: z.string(),
  name: localizedTextSchema,
  /** Channel code of the store. */
  channel: z.string(),
  channelName: localizedTextSchema,
  /** Null for a partner store; the brand's name for an external-brand shop. */
  brand: z.string().nullable(),
  bu_store_id: z.string(),
  branch_uuid: z.uuid(),
});
export type SessionStore = z.infer<typeof sessionStoreSchema>;

export const roleSchema = z.enum(ROLES);

export const sessionUserSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  user_uuid: z.uuid(),
  user_name: z.string(),
  display_name: z.string(),
  role: roleSchema,
  adminUUID: z.uuid(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const signInResultSchema = z.object({
  user: sessionUserSchema,
  token: z.string(),
  stores: z.array(sessionStoreSchema),
});
export type SignInResult = z.infer<typeof signInResultSchema>;
export const signInResponseSchema = successEnvelope(signInResultSchema);

/** Limits on the Basic credentials; longer input is refused before any hashing. */
export const USERNAME_MAX_LENGTH = 64;
export const PASSWORD_MAX_LENGTH = 128;

/**
 * The sign-in form of the shop and of the portal (messages are keys the page words in its language).
 */
export const signInFormSchema = z.object({
  username: z.string().trim().min(1, 'usernameRequired').max(USERNAME_MAX_LENGTH),
  password: z.string().min(1, 'passwordRequired').max(PASSWORD_MAX_LENGTH),
});

/** POST /v1/authServer/getAccessToken: trade a refresh token for a new pair. */
export const refreshRequestSchema = z.object({ token: z.string().min(1).max(256) });
export const refreshResultSchema = z.object({ accessToken: z.string(), refreshToken: z.string() });
export type RefreshResult = z.infer<typeof refreshResultSchema>;
export const refreshResponseSchema = successEnvelope(refreshResultSchema);

/** POST /v1/auth/logout: revokes the refresh token's whole family. Always answers success. */
export const logoutRequestSchema = z.object({ token: z.string().min(1).max(256) });
export const logoutResponseSchema = successEnvelope(z.object({ loggedOut: z.literal(true) }));

/**
 * POST /b2b/v2/auth/sso { token }: the admin portal's short-lived signed token (JWT HS256 with the
 * shared secret, audience 'changdee-b2b-sso', `sub` the account's username, a `jti`, at most 5 min).
 * A Sales account is signed in (result 'signed_in', plus dataCMS with its own employee record);
 * any other role gets result 'redirect' with the portal's login URL carrying the token.
 */
export const ssoRequestSchema = z.object({ token: z.string().min(1).max(4096) });
export const dataCmsSchema = z.object({
  employeeName: z.string().nullable(),
  employee: employeeSchema.nullable(),
});
export type DataCms = z.infer<typeof dataCmsSchema>;
export const ssoResultSchema = z.discriminatedUnion('result', [
  signInResultSchema.extend({ result: z.literal('signed_in'), dataCMS: dataCmsSchema }),
  z.object({ result: z.literal('redirect'), redirectUrl: z.string() }),
]);
export type SsoResult = z.infer<typeof ssoResultSchema>;
export const ssoResponseSchema = successEnvelope(ssoResultSchema);

/** POST /b2b/v2/auth/portal-token: the Portal header link with a fresh SSO token appended. */
export const portalLinkSchema = z.object({ url: z.string(), expiresAt: z.string() });
export type PortalLink = z.infer<typeof portalLinkSchema>;
export const portalLinkResponseSchema = successEnvelope(portalLinkSchema);
