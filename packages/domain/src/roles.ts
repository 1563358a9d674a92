import { isOneOf } from './one-of';

// The roles of spec §1/§6, spelled as the token profile carries them (content.channel[].roles[].name).
export const ROLES = ['Sales', 'Channel Manager', 'External Brand'] as const;
export type Role = (typeof ROLES)[number];

export const isRole = (value: unknown): value is Role => isOneOf(ROLES, value);

/** The external-brand store user may only reach tracking (CO… orders of its brand) and terms. */
export const isExternalBrand = (role: Role | null | undefined): boolean =>
  role === 'External Brand';

/**
 * The roles that use the shop itself (catalogue, favourites, employees, cart, orders): everyone but
 * the external brand. Routes of those features declare `access: { roles: SHOP_ROLES }`.
 */
export const SHOP_ROLES: readonly Role[] = ['Sales', 'Channel Manager'];
