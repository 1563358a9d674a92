import type { Seller } from '@changdee/domain/tax-documents';
import type { DatabaseTarget } from '../db/client';
import type { MessageSettings } from '../modules/messages/settings';

// The configuration's shape (decision 070): what the environment schema (schema.ts) parses into
// and what the app runs with. Its own file, so that the schema and its defaults need nothing of
// config.ts, which reads them.

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
  /**
   * /metrics in Prometheus text on an address of its own (METRICS_PORT, METRICS_HOST), with a
   * bearer token when METRICS_TOKEN is set; null when METRICS_PORT is not set (decision 074).
   */
  metrics: MetricsSettings | null;
  /** OpenTelemetry traces sent over OTLP/HTTP; null unless OTEL_EXPORTER_OTLP_ENDPOINT is set. */
  tracing: { endpoint: string } | null;
}

export interface MetricsSettings {
  port: number;
  host: string;
  token: string | null;
}

/** What loadConfig returns: secrets given in the environment; the rest come from ensureSecrets. */
export interface EnvConfig extends BaseConfig {
  secrets: Partial<Secrets>;
}

/** The configuration the app runs with: every secret present. */
export interface AppConfig extends BaseConfig {
  secrets: Secrets;
}
