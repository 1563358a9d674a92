import { join, resolve } from 'node:path';
import { z } from 'zod';
import { DEFAULT_PAYMENT_HOLD_MINUTES } from '@changdee/domain/payment-hold';
import { sellerProblems, type Seller } from '@changdee/domain/tax-documents';
import type { DatabaseTarget } from '../db/client';
import type { EnvConfig, SecretName, Secrets } from './config-types';
import {
  checkMessageSettings,
  messageVariables,
  toMessageSettings,
} from '../modules/messages/settings';
import {
  DEFAULTS,
  defaultPortalStaticDir,
  defaultStaticDir,
  LOG_LEVELS,
  MIN_SECRET_LENGTH,
  SECRET_VARIABLES,
  SERVER_ROLES,
} from './defaults';
import {
  flag,
  httpUrl,
  isLoopbackHost,
  oneOf,
  optionalText,
  perMinute,
  secret,
  text,
  tryUrl,
  variable,
  wholeNumber,
} from './fields';

// The server's whole environment as one zod schema (decision 070), parsed once at boot by
// loadConfig: every variable with its default, its parsing and what it must be; then the rules
// across variables; then the configuration the server runs with.

const databaseUrl = variable<DatabaseTarget | undefined>(undefined, (raw, refuse) => {
  const url = tryUrl(raw);
  if (url && (url.protocol === 'postgres:' || url.protocol === 'postgresql:') && url.hostname)
    return { driver: 'pg', url: raw };
  // Never echo the value: it may carry a password.
  const scheme = url ? ` (got a ${url.protocol}// URL)` : '';
  return refuse(`must be a postgres://user:password@host:port/database URL${scheme}`);
});

// Fastify's trustProxy: true/false, a hop count, or the addresses/CIDRs of the proxies.
const PROXY_ADDRESS = /^(?:[0-9.]+|[0-9a-f:]+)(?:\/\d{1,3})?$/i;
const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];
const trustProxy = variable<boolean | number | string[]>(false, (raw, refuse) => {
  const lower = raw.toLowerCase();
  if (lower === 'true' || lower === 'false') return lower === 'true';
  if (/^\d+$/.test(raw)) return Number(raw);
  const entries = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const known = (entry: string) => PROXY_ADDRESS.test(entry) || PROXY_NAMES.includes(entry);
  if (entries.length > 0 && entries.every(known)) return entries;
  return refuse(
    `must be true, false, a hop count or a comma list of proxy addresses (got '${raw}')`,
  );
});

const supportPhone = variable<string>(DEFAULTS.supportPhone, (raw, refuse) =>
  /^\+?[0-9][0-9 -]{2,19}$/.test(raw)
    ? raw
    : refuse(`must be a phone number of digits, spaces and dashes (got '${raw}')`),
);

const promptPayId = variable<string>(DEFAULTS.promptPayId, (raw, refuse) => {
  const id = raw.replace(/[\s-]/g, '');
  if (/^(?:\d{10}|\d{13}|\d{15})$/.test(id)) return id;
  return refuse(
    `must be a 10-digit phone number, a 13-digit tax id or a 15-digit e-wallet id (got '${id}')`,
  );
});

/** One setting of the tax documents' seller, checked by the domain's rule (decision 043). */
const sellerField = (field: keyof Seller) =>
  variable<string>(DEFAULTS.seller[field], (raw, refuse) => {
    const problem = sellerProblems({ ...DEFAULTS.seller, [field]: raw }).find(
      (found) => found.field === field,
    );
    return problem ? refuse(problem.problem) : raw;
  });

// The order of the variables is the order their problems are listed in.
const variables = z.object({
  NODE_ENV: text('development'),
  PORT: wholeNumber(DEFAULTS.port, 1, 65535, 'an integer from 1 to 65535'),
  HOST: text(DEFAULTS.host),
  DATA_DIR: text(DEFAULTS.dataDir),
  DATABASE_URL: databaseUrl,
  SERVER_ROLE: oneOf(SERVER_ROLES, 'all'),
  MAINTENANCE: flag(),
  SEED_DEMO: flag(),
  API_DOCS: flag(),
  SIGN_IN_RATE_LIMIT: perMinute(DEFAULTS.signInRateLimit, 'requests'),
  REFRESH_RATE_LIMIT: perMinute(DEFAULTS.refreshRateLimit, 'requests'),
  TRACKING_RATE_LIMIT: perMinute(DEFAULTS.trackingRateLimit, 'requests'),
  RESCHEDULE_RATE_LIMIT: perMinute(DEFAULTS.rescheduleRateLimit, 'requests'),
  FAMILY_LOOKUP_USER_LIMIT: perMinute(DEFAULTS.familyLookupUserLimit, 'lookups'),
  FAMILY_LOOKUP_STORE_LIMIT: perMinute(DEFAULTS.familyLookupStoreLimit, 'lookups'),
  PUBLIC_BASE_URL: httpUrl(undefined),
  LOG_LEVEL: oneOf(LOG_LEVELS, DEFAULTS.logLevel),
  BODY_LIMIT: wholeNumber(
    DEFAULTS.bodyLimit,
    1,
    Number.MAX_SAFE_INTEGER,
    'a positive whole number of bytes',
  ),
  TRUST_PROXY: trustProxy,
  SUPPORT_PHONE: supportPhone,
  PORTAL_URL: httpUrl(undefined),
  PORTAL_LOGIN_URL: httpUrl(undefined),
  HELP_CENTER_URL: httpUrl(DEFAULTS.helpCenterUrl),
  PROMPTPAY_ID: promptPayId,
  PAYMENT_WEBHOOK_SECRET: secret(MIN_SECRET_LENGTH),
  TRACKING_LINK_DAYS: wholeNumber(
    DEFAULTS.trackingLinkDays,
    1,
    365,
    'a whole number of days from 1 to 365',
  ),
  PAYMENT_HOLD_MINUTES: wholeNumber(
    DEFAULT_PAYMENT_HOLD_MINUTES,
    1,
    24 * 60,
    'a whole number of minutes from 1 to 1440',
  ),
  ORDER_NUMBER_KEY: secret(MIN_SECRET_LENGTH),
  SELLER_NAME: sellerField('name'),
  SELLER_ADDRESS: sellerField('address'),
  SELLER_TAX_ID: sellerField('taxId'),
  SELLER_BRANCH: sellerField('branch'),
  ACCESS_TOKEN_SECRET: secret(MIN_SECRET_LENGTH),
  REFRESH_TOKEN_PEPPER: secret(MIN_SECRET_LENGTH),
  SSO_SHARED_SECRET: secret(MIN_SECRET_LENGTH),
  STATIC_DIR: optionalText(),
  PORTAL_STATIC_DIR: optionalText(),
  ...messageVariables,
  METRICS_PORT: wholeNumber(undefined, 1, 65535, 'an integer from 1 to 65535'),
  METRICS_HOST: text(DEFAULTS.metricsHost),
  METRICS_TOKEN: secret(MIN_SECRET_LENGTH),
  OTEL_EXPORTER_OTLP_ENDPOINT: httpUrl(undefined),
});
type Variables = z.output<typeof variables>;

const production = (vars: Variables) => vars.NODE_ENV === 'production';
const publicBaseUrl = (vars: Variables) => vars.PUBLIC_BASE_URL ?? `http://localhost:${vars.PORT}`;
const givenSecret = (vars: Variables, key: SecretName) =>
  vars[SECRET_VARIABLES[key] as 'ACCESS_TOKEN_SECRET'];

/** The rules across variables; a problem names its variable first, like a variable's own. */
function checkAcrossVariables(vars: Variables, ctx: z.RefinementCtx): void {
  const refuse = (name: string, problem: string) =>
    ctx.addIssue({ code: 'custom', path: [name], message: problem });
  // PGlite allows one process per data folder: nobody else could serve, or run the jobs.
  if (vars.SERVER_ROLE !== 'all' && vars.DATABASE_URL === undefined)
    ctx.addIssue({
      code: 'custom',
      message: `SERVER_ROLE=${vars.SERVER_ROLE} needs a PostgreSQL server (DATABASE_URL): on the embedded database the one server serves and runs the jobs (SERVER_ROLE=all)`,
    });
  if (production(vars))
    for (const key of Object.keys(SECRET_VARIABLES) as SecretName[])
      if (givenSecret(vars, key) === undefined)
        refuse(
          SECRET_VARIABLES[key],
          `is required when NODE_ENV=production (at least ${MIN_SECRET_LENGTH} characters)`,
        );
  checkMessageSettings(vars, publicBaseUrl(vars), refuse);
  // /metrics tells the traffic, the queues and the refusals: never open beyond this machine.
  if (vars.METRICS_PORT !== undefined && !isLoopbackHost(vars.METRICS_HOST) && !vars.METRICS_TOKEN)
    refuse(
      'METRICS_TOKEN',
      `is required when METRICS_HOST is not a loopback address (at least ${MIN_SECRET_LENGTH} characters)`,
    );
  if (vars.METRICS_PORT !== undefined && vars.METRICS_PORT === vars.PORT)
    refuse(
      'METRICS_PORT',
      `must differ from PORT (${vars.PORT}): /metrics is never on the public port`,
    );
}

function givenSecrets(vars: Variables): Partial<Secrets> {
  const secrets: Partial<Secrets> = {};
  for (const key of Object.keys(SECRET_VARIABLES) as SecretName[]) {
    const value = givenSecret(vars, key);
    if (value !== undefined) secrets[key] = value;
  }
  return secrets;
}

const rateLimits = (vars: Variables): EnvConfig['rateLimits'] => ({
  signInPerMinute: vars.SIGN_IN_RATE_LIMIT,
  refreshPerMinute: vars.REFRESH_RATE_LIMIT,
  trackingPerMinute: vars.TRACKING_RATE_LIMIT,
  reschedulePerMinute: vars.RESCHEDULE_RATE_LIMIT,
  familyLookupsPerUser: vars.FAMILY_LOOKUP_USER_LIMIT,
  familyLookupsPerStore: vars.FAMILY_LOOKUP_STORE_LIMIT,
});

/** The configuration of valid variables; relative folders are resolved against `cwd`. */
function toConfig(vars: Variables, cwd: string): EnvConfig {
  const dataDir = resolve(cwd, vars.DATA_DIR);
  const baseUrl = publicBaseUrl(vars);
  return {
    nodeEnv: vars.NODE_ENV,
    production: production(vars),
    port: vars.PORT,
    host: vars.HOST,
    dataDir,
    database: vars.DATABASE_URL ?? { driver: 'pglite', dataDir: join(dataDir, 'pglite') },
    serverRole: vars.SERVER_ROLE,
    maintenance: vars.MAINTENANCE ?? false,
    publicBaseUrl: baseUrl,
    logLevel: vars.LOG_LEVEL,
    bodyLimit: vars.BODY_LIMIT,
    trustProxy: vars.TRUST_PROXY,
    supportPhone: vars.SUPPORT_PHONE,
    portalUrl:
      vars.PORTAL_URL ?? new URL(DEFAULTS.portalPath, baseUrl).toString().replace(/\/+$/, ''),
    portalLoginUrl: vars.PORTAL_LOGIN_URL ?? new URL(DEFAULTS.portalLoginPath, baseUrl).toString(),
    helpCenterUrl: vars.HELP_CENTER_URL,
    staticDir: vars.STATIC_DIR === undefined ? defaultStaticDir : resolve(cwd, vars.STATIC_DIR),
    portalStaticDir:
      vars.PORTAL_STATIC_DIR === undefined
        ? defaultPortalStaticDir
        : resolve(cwd, vars.PORTAL_STATIC_DIR),
    // Demo accounts share a published password: never in a production database unless asked for.
    seedDemo: vars.SEED_DEMO ?? !production(vars),
    apiDocs: vars.API_DOCS ?? !production(vars),
    rateLimits: rateLimits(vars),
    promptPayId: vars.PROMPTPAY_ID,
    paymentWebhookSecret: vars.PAYMENT_WEBHOOK_SECRET ?? null,
    paymentHoldMinutes: vars.PAYMENT_HOLD_MINUTES,
    trackingLinkDays: vars.TRACKING_LINK_DAYS,
    orderNumberKey: vars.ORDER_NUMBER_KEY ?? null,
    seller: {
      name: vars.SELLER_NAME,
      address: vars.SELLER_ADDRESS,
      taxId: vars.SELLER_TAX_ID,
      branch: vars.SELLER_BRANCH,
    },
    messages: toMessageSettings(vars),
    metrics:
      vars.METRICS_PORT === undefined
        ? null
        : { port: vars.METRICS_PORT, host: vars.METRICS_HOST, token: vars.METRICS_TOKEN ?? null },
    tracing: vars.OTEL_EXPORTER_OTLP_ENDPOINT
      ? { endpoint: vars.OTEL_EXPORTER_OTLP_ENDPOINT }
      : null,
    secrets: givenSecrets(vars),
  };
}

/** The environment's schema; its output is the configuration (secrets only as given). */
export const environmentSchema = (cwd: string) =>
  variables
    // The rules across variables run even when a variable is bad (it then has its default).
    .superRefine(checkAcrossVariables, { when: () => true })
    .transform((vars) => toConfig(vars, cwd));

/** A problem as one line: the variable's name, then what it must be. */
export const problemLine = (issue: z.core.$ZodIssue): string =>
  issue.path.length > 0 ? `${String(issue.path[0])} ${issue.message}` : issue.message;
