import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Seller } from '@changdee/domain/tax-documents';
import type { DatabaseTarget } from './db/client';
import type { MessageSettings } from './modules/messages/settings';
import { MIN_SECRET_LENGTH, SECRET_VARIABLES } from './environment/defaults';
import { environmentSchema, problemLine } from './environment/schema';

// The server's whole configuration, read from the environment once at boot. loadConfig() is pure:
// it parses the environment with one zod schema (environment/schema.ts, decision 070) and throws
// one ConfigError listing a line per bad variable, so an operator fixes them all in one go. Secrets
// that are missing outside production are generated and kept on disk by ensureSecrets() (the only
// part that touches the file system), or in the database when it is a PostgreSQL server
// (modules/auth/server-secrets.ts).

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

/**
 * What this server process does (decision 027): `all` serves the web app and the API and runs the
 * background jobs; `web` only serves (it still enqueues jobs); `worker` only runs the jobs and
 * answers /healthz. On the embedded database the one process must do both: `all`.
 */
export type ServerRole = 'all' | 'web' | 'worker';

export interface Secrets {
  /** Signs the short-lived JWT access tokens. */
  accessTokenSecret: string;
  /** Mixed into the hash of stored refresh tokens, so a leaked table alone is useless. */
  refreshTokenPepper: string;
  /** Shared with the admin portal for single sign-on. */
  ssoSharedSecret: string;
}
export type SecretName = keyof Secrets;

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

type Env = Record<string, string | undefined>;

/**
 * The directory relative paths (DATA_DIR, STATIC_DIR) are resolved against: where the operator ran
 * the command. npm runs workspace scripts inside the workspace but records the caller's directory
 * in INIT_CWD, so `npm start` and `npm run seed` from the repository root both mean ./data there.
 */
export const invocationDir = (): string => process.env.INIT_CWD ?? process.cwd();

export function loadConfig(env: Env, options: { cwd?: string } = {}): EnvConfig {
  const parsed = environmentSchema(options.cwd ?? process.cwd()).safeParse(env);
  if (!parsed.success) throw new ConfigError(parsed.error.issues.map(problemLine));
  return parsed.data;
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
