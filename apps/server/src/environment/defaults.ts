import { fileURLToPath } from 'node:url';
import type { Seller } from '@changdee/domain/tax-documents';
import type { LogLevel, SecretName, ServerRole } from './config-types';

// What the environment's variables may be, and what they are when not set (schema.ts reads them).

export const LOG_LEVELS: readonly LogLevel[] = [
  'fatal',
  'error',
  'warn',
  'info',
  'debug',
  'trace',
  'silent',
];

export const SERVER_ROLES: readonly ServerRole[] = ['all', 'web', 'worker'];

export const SECRET_VARIABLES: Record<SecretName, string> = {
  accessTokenSecret: 'ACCESS_TOKEN_SECRET',
  refreshTokenPepper: 'REFRESH_TOKEN_PEPPER',
  ssoSharedSecret: 'SSO_SHARED_SECRET',
};
export const MIN_SECRET_LENGTH = 32;

export const DEFAULTS = {
  port: 3000,
  host: '0.0.0.0',
  dataDir: './data',
  bodyLimit: 1024 * 1024,
  // /metrics answers this machine only unless told otherwise (with a token; decision 074).
  metricsHost: '127.0.0.1',
  logLevel: 'info' as LogLevel,
  // Changdee's call centre (the number the service-area panel asks customers to call).
  supportPhone: '02-026-6999',
  // The help centre lives outside this server (spec §2 Header). The portal is served by this
  // server at /portal/ (docs/decisions/041): PORTAL_URL and PORTAL_LOGIN_URL default to it.
  portalPath: '/portal',
  portalLoginPath: '/portal/login',
  helpCenterUrl: 'https://help.changdee.co.th',
  // The demo shop's PromptPay id (a made-up juristic tax id): set PROMPTPAY_ID for a real one.
  promptPayId: '0105561000011',
  // argon2 costs ~25 ms of a core per sign-in: one address gets at most one a second.
  signInRateLimit: 60,
  refreshRateLimit: 120,
  // A clerk looks up one customer at a time; a store has a handful of clerks (decision 029).
  familyLookupUserLimit: 20,
  familyLookupStoreLimit: 60,
  // The customer's link stays open two weeks after the job ends (decision 046); a customer
  // reloads the page now and then, asks for another date once.
  trackingLinkDays: 14,
  trackingRateLimit: 30,
  rescheduleRateLimit: 5,
  // The demo seller of the tax documents (made up; its tax id passes the check digit).
  seller: {
    name: 'บริษัท ช่างดี เซอร์วิส จำกัด',
    address: '1 ถนนบางนา-ตราด แขวงบางนาเหนือ เขตบางนา กรุงเทพมหานคร 10260',
    taxId: '0105561000011',
    branch: '00000',
  } satisfies Seller,
} as const;

/** apps/web/dist of this repository, wherever the server is started from. */
export const defaultStaticDir = fileURLToPath(new URL('../../../web/dist', import.meta.url));
/** apps/portal/dist: the operations portal, served at /portal/ (docs/decisions/041). */
export const defaultPortalStaticDir = fileURLToPath(
  new URL('../../../portal/dist', import.meta.url),
);
