import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sellerProblems, type Seller } from '@changdee/domain/tax-documents';
import type { DatabaseTarget } from './db/client';
import { DEFAULT_PAYMENT_HOLD_MINUTES } from '@changdee/domain/payment-hold';
import { parseMessageSettings, type MessageSettings } from './modules/messages/settings';

// The server's whole configuration, read from the environment once at boot. loadConfig() is pure:
// it validates every variable and throws one ConfigError listing a line per bad variable, so an
// operator fixes them all in one go. Secrets that are missing outside production are generated
// and kept on disk by ensureSecrets() (the only part that touches the file system), or in the
// database when it is a PostgreSQL server (modules/auth/server-secrets.ts).

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
const LOG_LEVELS: readonly LogLevel[] = [
  'fatal',
  'error',
  'warn',
  'info',
  'debug',
  'trace',
  'silent',
];

/**
 * What this server process does (decision 027): `all` serves the web app and the API and runs the
 * background jobs; `web` only serves (it still enqueues jobs); `worker` only runs the jobs and
 * answers /healthz. On the embedded database the one process must do both: `all`.
 */
export type ServerRole = 'all' | 'web' | 'worker';
export const SERVER_ROLES: readonly ServerRole[] = ['all', 'web', 'worker'];

export interface Secrets {
  /** Signs the short-lived JWT access tokens. */
  accessTokenSecret: string;
  /** Mixed into the hash of stored refresh tokens, so a leaked table alone is useless. */
  refreshTokenPepper: string;
  /** Shared with the admin portal for single sign-on. */
  ssoSharedSecret: string;
}
export type SecretName = keyof Secrets;

export const SECRET_VARIABLES: Record<SecretName, string> = {
  accessTokenSecret: 'ACCESS_TOKEN_SECRET',
  refreshTokenPepper: 'REFRESH_TOKEN_PEPPER',
  ssoSharedSecret: 'SSO_SHARED_SECRET',
};
export const MIN_SECRET_LENGTH = 32;

interface BaseConfig {
  nodeEnv: string;
  production: boolean;
  port: number;
  host: string;
  /** Absolute; holds the embedded database (DATA_DIR/pglite) and generated secrets. */
  dataDir: string;
  database: DatabaseTarget;
  serverRole: ServerRole;
  maintenance: boolean;
  /** Without a trailing slash. */
  publicBaseUrl: string;
  logLevel: LogLevel;
  bodyLimit: number;
  trustProxy: boolean | number | string[];
  supportPhone: string;
  portalUrl: string;
  portalLoginUrl: string;
  helpCenterUrl: string;
  /** The built web app (absolute); served only when the folder exists. */
  staticDir: string;
  /** The built operations portal (absolute), served at /portal/ when the folder exists. */
  portalStaticDir: string;
  seedDemo: boolean;
  /** Serve the OpenAPI document and Swagger UI at /api/docs. */
  apiDocs: boolean;
  /** Requests per minute per client address (IPv6 by /64) on the sign-in and refresh routes. */
  rateLimits: {
    signInPerMinute: number;
    refreshPerMinute: number;
    /** The customer's tracking page and its documents, per address (decision 046). */
    trackingPerMinute: number;
    /** The customer's reschedule requests, per address (decision 046). */
    reschedulePerMinute: number;
    /** Family lookups (check-scg-family) per minute per user and per store, every server together. */
    familyLookupsPerUser: number;
    familyLookupsPerStore: number;
  };
  /** The shop's PromptPay id (a 10-digit phone or 13-digit tax id) that cart-payment QRs pay. */
  promptPayId: string;
  /**
   * Signs the payment provider's webhook calls (HMAC-SHA256 of the body). Null when not set: the
   * webhook then accepts nothing.
   */
  paymentWebhookSecret: string | null;
  /** How long an unpaid PromptPay QR holds the order's slot and coupon uses (decision 040). */
  paymentHoldMinutes: number;
  /** Days the customer's tracking link stays open after the job is completed or cancelled (decision 046). */
  trackingLinkDays: number;
  /**
   * Keys the permutation order numbers go through (modules/orders/order-number.ts). Null when not
   * set: a key generated once into the database is used.
   */
  orderNumberKey: string | null;
  /**
   * The seller printed on tax invoices, receipts and credit notes (SELLER_NAME, SELLER_ADDRESS,
   * SELLER_TAX_ID, SELLER_BRANCH; docs/decisions/043): checked at start, the tax id by its check
   * digit.
   */
  seller: Seller;
  /** The customer messages' channels and providers (modules/messages/settings.ts, decision 045). */
  messages: MessageSettings;
}

/** What loadConfig returns: secrets given in the environment; the rest come from ensureSecrets. */
export interface EnvConfig extends BaseConfig {
  secrets: Partial<Secrets>;
}

/** The configuration the app runs with: every secret present. */
export interface AppConfig extends BaseConfig {
  secrets: Secrets;
}

export class ConfigError extends Error {
  readonly lines: string[];
  constructor(lines: string[]) {
    super(`Invalid configuration:\n${lines.map((line) => `  ${line}`).join('\n')}`);
    this.name = 'ConfigError';
    this.lines = lines;
  }
}

export const DEFAULTS = {
  port: 3000,
  host: '0.0.0.0',
  dataDir: './data',
  bodyLimit: 1024 * 1024,
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
  },
} as const;

/** The environment variable of each seller setting of the tax documents. */
export const SELLER_VARIABLES: Record<keyof Seller, string> = {
  name: 'SELLER_NAME',
  address: 'SELLER_ADDRESS',
  taxId: 'SELLER_TAX_ID',
  branch: 'SELLER_BRANCH',
};

/** apps/web/dist of this repository, wherever the server is started from. */
export const defaultStaticDir = fileURLToPath(new URL('../../web/dist', import.meta.url));
/** apps/portal/dist: the operations portal, served at /portal/ (docs/decisions/041). */
export const defaultPortalStaticDir = fileURLToPath(new URL('../../portal/dist', import.meta.url));

type Env = Record<string, string | undefined>;

/**
 * The directory relative paths (DATA_DIR, STATIC_DIR) are resolved against: where the operator ran
 * the command. npm runs workspace scripts inside the workspace but records the caller's directory
 * in INIT_CWD, so `npm start` and `npm run seed` from the repository root both mean ./data there.
 */
export const invocationDir = (): string => process.env.INIT_CWD ?? process.cwd();

export function loadConfig(env: Env, options: { cwd?: string } = {}): EnvConfig {
  const cwd = options.cwd ?? process.cwd();
  const errors: string[] = [];
  // An empty variable (`PORT=`) means "not set", as most shells and .env files intend.
  const read = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value ? value : undefined;
  };

  const nodeEnv = read('NODE_ENV') ?? 'development';
  const production = nodeEnv === 'production';

  const port = parseInteger(
    read('PORT'),
    DEFAULTS.port,
    1,
    65535,
    'PORT',
    errors,
    'an integer from 1 to 65535',
  );
  const host = read('HOST') ?? DEFAULTS.host;
  const dataDir = resolve(cwd, read('DATA_DIR') ?? DEFAULTS.dataDir);

  let database: DatabaseTarget = { driver: 'pglite', dataDir: join(dataDir, 'pglite') };
  const databaseUrl = read('DATABASE_URL');
  if (databaseUrl !== undefined) {
    const url = tryUrl(databaseUrl);
    if (!url || (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') || !url.hostname) {
      // Never echo the value: it may carry a password.
      const scheme = url ? ` (got a ${url.protocol}// URL)` : '';
      errors.push(
        `DATABASE_URL must be a postgres://user:password@host:port/database URL${scheme}`,
      );
    } else {
      database = { driver: 'pg', url: databaseUrl };
    }
  }

  const serverRole = parseServerRole(read('SERVER_ROLE'), database, errors);

  const maintenance = parseBoolean(read('MAINTENANCE'), false, 'MAINTENANCE', errors);
  // Demo accounts share a published password: never in a production database unless asked for.
  const seedDemo = parseBoolean(read('SEED_DEMO'), !production, 'SEED_DEMO', errors);
  const apiDocs = parseBoolean(read('API_DOCS'), !production, 'API_DOCS', errors);
  const rateLimits = {
    signInPerMinute: parseInteger(
      read('SIGN_IN_RATE_LIMIT'),
      DEFAULTS.signInRateLimit,
      1,
      1_000_000,
      'SIGN_IN_RATE_LIMIT',
      errors,
      'a whole number of requests per minute from 1 to 1000000',
    ),
    refreshPerMinute: parseInteger(
      read('REFRESH_RATE_LIMIT'),
      DEFAULTS.refreshRateLimit,
      1,
      1_000_000,
      'REFRESH_RATE_LIMIT',
      errors,
      'a whole number of requests per minute from 1 to 1000000',
    ),
    trackingPerMinute: parseInteger(
      read('TRACKING_RATE_LIMIT'),
      DEFAULTS.trackingRateLimit,
      1,
      1_000_000,
      'TRACKING_RATE_LIMIT',
      errors,
      'a whole number of requests per minute from 1 to 1000000',
    ),
    reschedulePerMinute: parseInteger(
      read('RESCHEDULE_RATE_LIMIT'),
      DEFAULTS.rescheduleRateLimit,
      1,
      1_000_000,
      'RESCHEDULE_RATE_LIMIT',
      errors,
      'a whole number of requests per minute from 1 to 1000000',
    ),
    familyLookupsPerUser: parseInteger(
      read('FAMILY_LOOKUP_USER_LIMIT'),
      DEFAULTS.familyLookupUserLimit,
      1,
      1_000_000,
      'FAMILY_LOOKUP_USER_LIMIT',
      errors,
      'a whole number of lookups per minute from 1 to 1000000',
    ),
    familyLookupsPerStore: parseInteger(
      read('FAMILY_LOOKUP_STORE_LIMIT'),
      DEFAULTS.familyLookupStoreLimit,
      1,
      1_000_000,
      'FAMILY_LOOKUP_STORE_LIMIT',
      errors,
      'a whole number of lookups per minute from 1 to 1000000',
    ),
  };

  const publicBaseUrl = parseHttpUrl(
    read('PUBLIC_BASE_URL'),
    `http://localhost:${port}`,
    'PUBLIC_BASE_URL',
    errors,
  );

  const logLevelRaw = read('LOG_LEVEL');
  let logLevel = DEFAULTS.logLevel;
  if (logLevelRaw !== undefined) {
    if ((LOG_LEVELS as readonly string[]).includes(logLevelRaw.toLowerCase())) {
      logLevel = logLevelRaw.toLowerCase() as LogLevel;
    } else {
      errors.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got '${logLevelRaw}')`);
    }
  }

  const bodyLimit = parseInteger(
    read('BODY_LIMIT'),
    DEFAULTS.bodyLimit,
    1,
    Number.MAX_SAFE_INTEGER,
    'BODY_LIMIT',
    errors,
    'a positive whole number of bytes',
  );

  const trustProxy = parseTrustProxy(read('TRUST_PROXY'), errors);

  const supportPhone = read('SUPPORT_PHONE') ?? DEFAULTS.supportPhone;
  if (!/^\+?[0-9][0-9 -]{2,19}$/.test(supportPhone)) {
    errors.push(
      `SUPPORT_PHONE must be a phone number of digits, spaces and dashes (got '${supportPhone}')`,
    );
  }
  const portalUrl = parseHttpUrl(
    read('PORTAL_URL'),
    new URL(DEFAULTS.portalPath, publicBaseUrl).toString().replace(/\/+$/, ''),
    'PORTAL_URL',
    errors,
  );
  const portalLoginUrl = parseHttpUrl(
    read('PORTAL_LOGIN_URL'),
    new URL(DEFAULTS.portalLoginPath, publicBaseUrl).toString(),
    'PORTAL_LOGIN_URL',
    errors,
  );
  const helpCenterUrl = parseHttpUrl(
    read('HELP_CENTER_URL'),
    DEFAULTS.helpCenterUrl,
    'HELP_CENTER_URL',
    errors,
  );

  const promptPayId = (read('PROMPTPAY_ID') ?? DEFAULTS.promptPayId).replace(/[\s-]/g, '');
  if (!/^(?:\d{10}|\d{13}|\d{15})$/.test(promptPayId)) {
    errors.push(
      `PROMPTPAY_ID must be a 10-digit phone number, a 13-digit tax id or a 15-digit e-wallet id (got '${promptPayId}')`,
    );
  }
  const paymentWebhookSecret = read('PAYMENT_WEBHOOK_SECRET') ?? null;
  if (paymentWebhookSecret !== null && paymentWebhookSecret.length < MIN_SECRET_LENGTH) {
    errors.push(
      `PAYMENT_WEBHOOK_SECRET must be at least ${MIN_SECRET_LENGTH} characters long (got ${paymentWebhookSecret.length})`,
    );
  }

  const trackingLinkDays = parseInteger(
    read('TRACKING_LINK_DAYS'),
    DEFAULTS.trackingLinkDays,
    1,
    365,
    'TRACKING_LINK_DAYS',
    errors,
    'a whole number of days from 1 to 365',
  );

  const paymentHoldMinutes = parseInteger(
    read('PAYMENT_HOLD_MINUTES'),
    DEFAULT_PAYMENT_HOLD_MINUTES,
    1,
    24 * 60,
    'PAYMENT_HOLD_MINUTES',
    errors,
    'a whole number of minutes from 1 to 1440',
  );

  const orderNumberKey = read('ORDER_NUMBER_KEY') ?? null;
  if (orderNumberKey !== null && orderNumberKey.length < MIN_SECRET_LENGTH) {
    errors.push(
      `ORDER_NUMBER_KEY must be at least ${MIN_SECRET_LENGTH} characters long (got ${orderNumberKey.length})`,
    );
  }

  const seller: Seller = {
    name: read('SELLER_NAME') ?? DEFAULTS.seller.name,
    address: read('SELLER_ADDRESS') ?? DEFAULTS.seller.address,
    taxId: read('SELLER_TAX_ID') ?? DEFAULTS.seller.taxId,
    branch: read('SELLER_BRANCH') ?? DEFAULTS.seller.branch,
  };
  for (const { field, problem } of sellerProblems(seller))
    errors.push(`${SELLER_VARIABLES[field]} ${problem}`);

  const secrets: Partial<Secrets> = {};
  for (const [key, variable] of Object.entries(SECRET_VARIABLES) as Array<[SecretName, string]>) {
    const value = read(variable);
    if (value === undefined) {
      if (production)
        errors.push(
          `${variable} is required when NODE_ENV=production (at least ${MIN_SECRET_LENGTH} characters)`,
        );
    } else if (value.length < MIN_SECRET_LENGTH) {
      errors.push(
        `${variable} must be at least ${MIN_SECRET_LENGTH} characters long (got ${value.length})`,
      );
    } else {
      secrets[key] = value;
    }
  }

  const staticDirRaw = read('STATIC_DIR');
  const staticDir = staticDirRaw === undefined ? defaultStaticDir : resolve(cwd, staticDirRaw);
  const portalStaticDirRaw = read('PORTAL_STATIC_DIR');
  const portalStaticDir =
    portalStaticDirRaw === undefined ? defaultPortalStaticDir : resolve(cwd, portalStaticDirRaw);

  const messages = parseMessageSettings(read, publicBaseUrl, errors);

  if (errors.length > 0) throw new ConfigError(errors);

  return {
    nodeEnv,
    production,
    port,
    host,
    dataDir,
    database,
    serverRole,
    maintenance,
    publicBaseUrl,
    logLevel,
    bodyLimit,
    trustProxy,
    supportPhone,
    portalUrl,
    portalLoginUrl,
    helpCenterUrl,
    staticDir,
    portalStaticDir,
    seedDemo,
    apiDocs,
    rateLimits,
    promptPayId,
    paymentWebhookSecret,
    paymentHoldMinutes,
    trackingLinkDays,
    orderNumberKey,
    seller,
    messages,
    secrets,
  };
}

/** The secrets the environment did not give. */
export const missingSecrets = (config: EnvConfig): SecretName[] =>
  (Object.keys(SECRET_VARIABLES) as SecretName[]).filter((key) => !config.secrets[key]);

/** A new random secret, comfortably above MIN_SECRET_LENGTH. */
export const generateSecret = (): string => randomBytes(48).toString('base64url');

/**
 * Fills in secrets the environment did not give from DATA_DIR/secrets.json (mode 0600), generating
 * them there once outside production, so restarts keep sessions valid. This is for the embedded
 * database, one server per DATA_DIR; servers sharing a PostgreSQL share their generated secrets
 * through it instead (modules/auth/server-secrets.ts). In production loadConfig has already
 * refused to start without them.
 */
export function ensureSecrets(config: EnvConfig): AppConfig {
  const missing = missingSecrets(config);
  if (missing.length === 0) return { ...config, secrets: config.secrets as Secrets };
  if (config.production) {
    throw new ConfigError(
      missing.map((key) => `${SECRET_VARIABLES[key]} is required when NODE_ENV=production`),
    );
  }

  const file = secretsFile(config.dataDir);
  let stored: Partial<Secrets> = {};
  if (existsSync(file)) {
    try {
      stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<Secrets>;
    } catch {
      throw new ConfigError([
        `${file} is not valid JSON: fix or delete it (deleting signs everyone out)`,
      ]);
    }
  }
  let changed = false;
  for (const key of missing) {
    const value = stored[key];
    if (typeof value !== 'string' || value.length < MIN_SECRET_LENGTH) {
      stored[key] = generateSecret();
      changed = true;
    }
  }
  if (changed) {
    mkdirSync(config.dataDir, { recursive: true });
    writeFileSync(file, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600 });
    chmodSync(file, 0o600); // writeFileSync's mode applies only when it creates the file
  }
  const secrets = { ...config.secrets };
  for (const key of missing) secrets[key] = stored[key];
  return { ...config, secrets: secrets as Secrets };
}

export const secretsFile = (dataDir: string) => join(dataDir, 'secrets.json');

function parseInteger(
  raw: string | undefined,
  fallback: number,
  min: number,
  max: number,
  name: string,
  errors: string[],
  expected: string,
): number {
  if (raw === undefined) return fallback;
  const value = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    errors.push(`${name} must be ${expected} (got '${raw}')`);
    return fallback;
  }
  return value;
}

function parseBoolean(
  raw: string | undefined,
  fallback: boolean,
  name: string,
  errors: string[],
): boolean {
  if (raw === undefined) return fallback;
  const value = raw.toLowerCase();
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  errors.push(`${name} must be true, false, 1 or 0 (got '${raw}')`);
  return fallback;
}

function parseServerRole(
  raw: string | undefined,
  database: DatabaseTarget,
  errors: string[],
): ServerRole {
  if (raw === undefined) return 'all';
  const role = raw.toLowerCase();
  if (!(SERVER_ROLES as readonly string[]).includes(role)) {
    errors.push(`SERVER_ROLE must be one of ${SERVER_ROLES.join(', ')} (got '${raw}')`);
    return 'all';
  }
  // PGlite allows one process per data folder: nobody else could serve, or run the jobs.
  if (role !== 'all' && database.driver === 'pglite') {
    errors.push(
      `SERVER_ROLE=${role} needs a PostgreSQL server (DATABASE_URL): on the embedded database the one server serves and runs the jobs (SERVER_ROLE=all)`,
    );
    return 'all';
  }
  return role as ServerRole;
}

function tryUrl(raw: string): URL | null {
  try {
    return new URL(raw);
  } catch {
    return null;
  }
}

function parseHttpUrl(
  raw: string | undefined,
  fallback: string,
  name: string,
  errors: string[],
): string {
  if (raw === undefined) return fallback;
  const url = tryUrl(raw);
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    errors.push(`${name} must be an http:// or https:// URL (got '${raw}')`);
    return fallback;
  }
  return raw.replace(/\/+$/, '');
}

// Fastify's trustProxy: true/false, a hop count, or the addresses/CIDRs of the proxies.
function parseTrustProxy(raw: string | undefined, errors: string[]): boolean | number | string[] {
  if (raw === undefined) return false;
  const lower = raw.toLowerCase();
  if (lower === 'true') return true;
  if (lower === 'false') return false;
  if (/^\d+$/.test(raw)) return Number(raw);
  const entries = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const address = /^(?:[0-9.]+|[0-9a-f:]+)(?:\/\d{1,3})?$/i;
  if (
    entries.length === 0 ||
    !entries.every(
      (entry) =>
        address.test(entry) ||
        entry === 'loopback' ||
        entry === 'linklocal' ||
        entry === 'uniquelocal',
    )
  ) {
    errors.push(
      `TRUST_PROXY must be true, false, a hop count or a comma list of proxy addresses (got '${raw}')`,
    );
    return false;
  }
  return entries;
}
