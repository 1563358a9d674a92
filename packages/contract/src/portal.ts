import { z } from 'zod';
import { LOCALES } from '@changdee/domain/locale';
import { successEnvelope } from './envelope';
import { localizedTextSchema } from './shared-fields';
import { portalLinkSchema, roleSchema, sessionStoreSchema, signInResultSchema } from './auth';

// The operations portal's own calls (issue 19 part 5, docs/decisions/041): who the signed-in person
// is, and single sign-on both ways between the portal (/portal/) and the shop. Every portal route
// lives under /ops/v1/.

export const portalPaths = {
  me: '/ops/v1/me',
  /** The shop's Portal link token (`?token=` on /portal/login) traded for a portal session. */
  ssoSignIn: '/ops/v1/auth/sso',
  /** A one-time link that opens the shop signed in as the caller (the shop's /sso page). */
  shopLink: '/ops/v1/sso/shop-link',
} as const;

/** The contractor team a Technician belongs to. */
export const portalTeamSchema = z.object({
  id: z.uuid(),
  code: z.string(),
  name: localizedTextSchema,
});
export type PortalTeam = z.infer<typeof portalTeamSchema>;

/** GET /ops/v1/me: the caller, their role, stores and channels, and (a Technician's) team. */
export const portalMeSchema = z.object({
  user: z.object({ id: z.uuid(), username: z.string(), displayName: z.string() }),
  role: roleSchema,
  stores: z.array(sessionStoreSchema),
  /** Channel codes and names of the caller's stores (a Channel Manager's channel). */
  channels: z.array(z.object({ code: z.string(), name: localizedTextSchema })),
  /** A Technician's team; null for every other role (and a technician not yet in one). */
  team: portalTeamSchema.nullable(),
});
export type PortalMe = z.infer<typeof portalMeSchema>;
export const portalMeResponseSchema = successEnvelope(portalMeSchema);

/** POST /ops/v1/auth/sso { token }: the token of the shop's Portal link, good once. */
export const portalSsoRequestSchema = z.object({ token: z.string().min(1).max(4096) });
export const portalSsoResponseSchema = successEnvelope(signInResultSchema);

/** POST /ops/v1/sso/shop-link: the shop's /sso page with a fresh one-time token. */
export const shopLinkRequestSchema = z.object({ locale: z.enum(LOCALES).optional() });
export const shopLinkSchema = portalLinkSchema;
export type ShopLink = z.infer<typeof shopLinkSchema>;
export const shopLinkResponseSchema = successEnvelope(shopLinkSchema);
