import { isOneOf } from './one-of';

// The roles of spec §1/§6, spelled as the token profile carries them (content.channel[].roles[].name),
// and Changdee's own people (issue 19, docs/decisions/036): the Operator (the back office, every
// channel and store) and the Technician (a member of one contractor team).
export const ROLES = [
  'Sales',
  'Channel Manager',
  'External Brand',
  'Operator',
  'Technician',
] as const;
export type Role = (typeof ROLES)[number];

export const isRole = (value: unknown): value is Role => isOneOf(ROLES, value);

/** The external-brand store user may only reach tracking (CO… orders of its brand) and terms. */
export const isExternalBrand = (role: Role | null | undefined): boolean =>
  role === 'External Brand';

/**
 * The roles that use the shop itself (catalogue, favourites, employees, cart, orders): the store's
 * people but the external brand. Routes of those features declare `access: { roles: SHOP_ROLES }`.
 */
export const SHOP_ROLES: readonly Role[] = ['Sales', 'Channel Manager'];

/** Changdee's own people: their place is the operations portal, not the shop. */
export const PORTAL_ROLES: readonly Role[] = ['Operator', 'Technician'];

export const isShopRole = (role: Role): boolean => SHOP_ROLES.includes(role);
