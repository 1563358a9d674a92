import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, ensureSecrets, loadConfig, secretsFile } from '../src/config';
import { DEFAULTS, defaultPortalStaticDir, defaultStaticDir } from '../src/environment/defaults';

const linesFor = (env: Record<string, string>): string[] => {
  try {
    loadConfig(env, { cwd: '/srv/changdee' });
  } catch (error) {
    if (error instanceof ConfigError) return error.lines;
    throw error;
  }
  return [];
};

const tempDirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'changdee-config-'));
  tempDirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

const SECRETS = {
  ACCESS_TOKEN_SECRET: 'a'.repeat(32),
  REFRESH_TOKEN_PEPPER: 'b'.repeat(32),
  SSO_SHARED_SECRET: 'c'.repeat(32),
};

describe('loadConfig defaults', () => {
  it('runs with no environment at all on the embedded database', () => {
    const config = loadConfig({}, { cwd: '/srv/changdee' });
    expect(config).toMatchObject({
      production: false,
      port: 3000,
      host: '0.0.0.0',
      dataDir: '/srv/changdee/data',
      database: { driver: 'pglite', dataDir: '/srv/changdee/data/pglite' },
      maintenance: false,
      publicBaseUrl: 'http://localhost:3000',
      logLevel: 'info',
      bodyLimit: 1024 * 1024,
      trustProxy: false,
      supportPhone: DEFAULTS.supportPhone,
      // The portal this server serves (docs/decisions/041).
      portalUrl: 'http://localhost:3000/portal',
      portalLoginUrl: 'http://localhost:3000/portal/login',
      helpCenterUrl: DEFAULTS.helpCenterUrl,
      staticDir: defaultStaticDir,
      portalStaticDir: defaultPortalStaticDir,
      seedDemo: true,
      apiDocs: true,
      paymentHoldMinutes: 30,
      trackingLinkDays: 14,
      rateLimits: {
        signInPerMinute: DEFAULTS.signInRateLimit,
        refreshPerMinute: DEFAULTS.refreshRateLimit,
      },
      secrets: {},
    });
    expect(defaultStaticDir).toMatch(/apps\/web\/dist$/);
    expect(defaultPortalStaticDir).toMatch(/apps\/portal\/dist$/);
  });

  it('reads every variable', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        HOST: '127.0.0.1',
        DATABASE_URL: 'postgres://shop:pw@db.internal:5432/changdee',
        DATA_DIR: 'var/data',
        MAINTENANCE: '1',
        PUBLIC_BASE_URL: 'https://b2b.changdee.co.th/',
        LOG_LEVEL: 'WARN',
        BODY_LIMIT: '2048',
        TRUST_PROXY: '10.0.0.0/8, 127.0.0.1',
        SUPPORT_PHONE: '+66 2 026 6999',
        PORTAL_URL: 'https://portal.example.com',
        PORTAL_LOGIN_URL: 'https://portal.example.com/sign-in',
        HELP_CENTER_URL: 'https://help.example.com',
        STATIC_DIR: '/opt/web',
        SEED_DEMO: 'false',
        API_DOCS: 'true',
        SIGN_IN_RATE_LIMIT: '30',
        REFRESH_RATE_LIMIT: '90',
        PAYMENT_HOLD_MINUTES: '45',
        TRACKING_LINK_DAYS: '7',
        NODE_ENV: 'production',
        ...SECRETS,
      },
      { cwd: '/srv/changdee' },
    );
    expect(config).toMatchObject({
      production: true,
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/srv/changdee/var/data',
      database: { driver: 'pg', url: 'postgres://shop:pw@db.internal:5432/changdee' },
      maintenance: true,
      publicBaseUrl: 'https://b2b.changdee.co.th',
      logLevel: 'warn',
      bodyLimit: 2048,
      trustProxy: ['10.0.0.0/8', '127.0.0.1'],
      supportPhone: '+66 2 026 6999',
      staticDir: '/opt/web',
      seedDemo: false,
      apiDocs: true,
      rateLimits: { signInPerMinute: 30, refreshPerMinute: 90 },
      paymentHoldMinutes: 45,
      trackingLinkDays: 7,
      secrets: {
        accessTokenSecret: SECRETS.ACCESS_TOKEN_SECRET,
        refreshTokenPepper: SECRETS.REFRESH_TOKEN_PEPPER,
        ssoSharedSecret: SECRETS.SSO_SHARED_SECRET,
      },
    });
  });

  it('defaults PUBLIC_BASE_URL to the chosen port and treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '4000', HOST: '' }).publicBaseUrl).toBe('http://localhost:4000');
    expect(loadConfig({ PORT: '4000', HOST: '' }).host).toBe('0.0.0.0');
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
  });

  it('runs every server as web and worker unless SERVER_ROLE splits them on PostgreSQL', () => {
    const url = 'postgres://shop:pw@db.internal:5432/changdee';
    expect(loadConfig({}).serverRole).toBe('all');
    expect(loadConfig({ DATABASE_URL: url, SERVER_ROLE: 'worker' }).serverRole).toBe('worker');
    expect(loadConfig({ DATABASE_URL: url, SERVER_ROLE: 'Web' }).serverRole).toBe('web');
    expect(linesFor({ DATABASE_URL: url, SERVER_ROLE: 'cron' })).toEqual([
      "SERVER_ROLE must be one of all, web, worker (got 'cron')",
    ]);
    // The embedded database has one process: it must both serve and run the jobs.
    expect(linesFor({ SERVER_ROLE: 'worker' })).toEqual([
      'SERVER_ROLE=worker needs a PostgreSQL server (DATABASE_URL): on the embedded database the one server serves and runs the jobs (SERVER_ROLE=all)',
    ]);
    expect(loadConfig({ SERVER_ROLE: 'all' }).serverRole).toBe('all');
  });

  it('in production seeds no demo shop and serves no API docs unless asked to', () => {
    const production = loadConfig({ NODE_ENV: 'production', ...SECRETS });
    expect(production.seedDemo).toBe(false);
    expect(production.apiDocs).toBe(false);
    const asked = loadConfig({
      NODE_ENV: 'production',
      SEED_DEMO: 'true',
      API_DOCS: '1',
      ...SECRETS,
    });
    expect(asked.seedDemo).toBe(true);
    expect(asked.apiDocs).toBe(true);
    expect(loadConfig({ API_DOCS: 'false' }).apiDocs).toBe(false);
  });
});

describe('loadConfig errors', () => {
  it.each([
    [{ PORT: 'abc' }, /^PORT must be an integer from 1 to 65535 \(got 'abc'\)$/],
    [{ PORT: '0' }, /^PORT /],
    [{ PORT: '70000' }, /^PORT /],
    [{ PORT: '80.5' }, /^PORT /],
    [
      { DATABASE_URL: 'mysql://root:secret@db/shop' },
      /^DATABASE_URL must be a postgres:\/\/.* \(got a mysql:\/\/ URL\)$/,
    ],
    [{ DATABASE_URL: 'not a url' }, /^DATABASE_URL must be a postgres:\/\//],
    [{ MAINTENANCE: 'yes' }, /^MAINTENANCE must be true, false, 1 or 0 \(got 'yes'\)$/],
    [{ SEED_DEMO: 'maybe' }, /^SEED_DEMO must be true, false, 1 or 0/],
    [{ API_DOCS: 'off' }, /^API_DOCS must be true, false, 1 or 0/],
    [
      { SIGN_IN_RATE_LIMIT: '0' },
      /^SIGN_IN_RATE_LIMIT must be a whole number of requests per minute/,
    ],
    [{ REFRESH_RATE_LIMIT: 'lots' }, /^REFRESH_RATE_LIMIT must be a whole number/],
    [{ PUBLIC_BASE_URL: 'ftp://x' }, /^PUBLIC_BASE_URL must be an http:\/\/ or https:\/\/ URL/],
    [
      { LOG_LEVEL: 'loud' },
      /^LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent/,
    ],
    [{ BODY_LIMIT: '1MB' }, /^BODY_LIMIT must be a positive whole number of bytes/],
    [{ BODY_LIMIT: '0' }, /^BODY_LIMIT /],
    [{ PAYMENT_HOLD_MINUTES: '0' }, /^PAYMENT_HOLD_MINUTES must be a whole number of minutes/],
    [{ PAYMENT_HOLD_MINUTES: 'half an hour' }, /^PAYMENT_HOLD_MINUTES /],
    [{ TRACKING_LINK_DAYS: '0' }, /^TRACKING_LINK_DAYS must be a whole number of days/],
    [{ TRUST_PROXY: 'everyone' }, /^TRUST_PROXY must be /],
    [{ SUPPORT_PHONE: 'call us' }, /^SUPPORT_PHONE must be a phone number/],
    [{ PORTAL_URL: 'portal' }, /^PORTAL_URL must be an http/],
    [{ PORTAL_LOGIN_URL: 'javascript:alert(1)' }, /^PORTAL_LOGIN_URL must be an http/],
    [{ HELP_CENTER_URL: '//help' }, /^HELP_CENTER_URL must be an http/],
    [
      { ACCESS_TOKEN_SECRET: 'short' },
      /^ACCESS_TOKEN_SECRET must be at least 32 characters long \(got 5\)$/,
    ],
    [{ REFRESH_TOKEN_PEPPER: 'short' }, /^REFRESH_TOKEN_PEPPER must be at least 32/],
    [{ SSO_SHARED_SECRET: 'short' }, /^SSO_SHARED_SECRET must be at least 32/],
  ])('%o gives one line naming the variable', (env, line) => {
    const lines = linesFor(env);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(line);
  });

  it('never prints the database password', () => {
    expect(linesFor({ DATABASE_URL: 'mysql://root:hunter2@db/shop' }).join('\n')).not.toContain(
      'hunter2',
    );
  });

  it('lists every bad variable at once', () => {
    const lines = linesFor({ PORT: 'x', MAINTENANCE: 'x', LOG_LEVEL: 'x' });
    expect(lines.map((line) => line.split(' ')[0])).toEqual(['PORT', 'MAINTENANCE', 'LOG_LEVEL']);
    const error = (() => {
      try {
        loadConfig({ PORT: 'x' });
      } catch (caught) {
        return caught as Error;
      }
    })();
    expect(error?.message).toContain('PORT must be');
  });

  it('lists a rule across variables with the variables’ own problems', () => {
    expect(linesFor({ PORT: 'x', SERVER_ROLE: 'worker', NODE_ENV: 'production' })).toEqual([
      "PORT must be an integer from 1 to 65535 (got 'x')",
      'SERVER_ROLE=worker needs a PostgreSQL server (DATABASE_URL): on the embedded database the one server serves and runs the jobs (SERVER_ROLE=all)',
      'ACCESS_TOKEN_SECRET is required when NODE_ENV=production (at least 32 characters)',
      'REFRESH_TOKEN_PEPPER is required when NODE_ENV=production (at least 32 characters)',
      'SSO_SHARED_SECRET is required when NODE_ENV=production (at least 32 characters)',
    ]);
    expect(linesFor({ MESSAGE_CHANNELS: 'log,fax,pigeon', MESSAGE_SEND_TIMEOUT_MS: '50' })).toEqual(
      [
        'MESSAGE_CHANNELS must list channels among log, sms, line (got "fax", "pigeon")',
        "MESSAGE_SEND_TIMEOUT_MS must be a whole number from 100 to 120000 (got '50')",
      ],
    );
  });

  it('checks the seller of the tax documents: tax id by its check digit, a 5-digit branch', () => {
    expect(loadConfig({}).seller).toMatchObject({ taxId: '0105561000011', branch: '00000' });
    expect(
      loadConfig({ SELLER_TAX_ID: '0994000165676', SELLER_BRANCH: '00001' }).seller,
    ).toMatchObject({ taxId: '0994000165676', branch: '00001' });
    expect(linesFor({ SELLER_TAX_ID: '0105561000012', SELLER_BRANCH: '1' })).toEqual([
      "SELLER_TAX_ID must be a 13-digit Thai tax id with a valid check digit (got '0105561000012')",
      "SELLER_BRANCH must be a 5-digit branch number, 00000 for the head office (got '1')",
    ]);
  });

  it('serves /metrics only when METRICS_PORT is set, on 127.0.0.1 unless told, never on PORT', () => {
    expect(loadConfig({}).metrics).toBeNull();
    expect(loadConfig({ METRICS_PORT: '9464' }).metrics).toEqual({
      port: 9464,
      host: '127.0.0.1',
      token: null,
    });
    const token = 'm'.repeat(32);
    expect(
      loadConfig({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0', METRICS_TOKEN: token }).metrics,
    ).toEqual({ port: 9464, host: '0.0.0.0', token });
    expect(linesFor({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' })).toEqual([
      'METRICS_TOKEN is required when METRICS_HOST is not a loopback address (at least 32 characters)',
    ]);
    expect(linesFor({ METRICS_PORT: '3000' })).toEqual([
      'METRICS_PORT must differ from PORT (3000): /metrics is never on the public port',
    ]);
    expect(linesFor({ METRICS_PORT: 'x', METRICS_TOKEN: 'short' })).toEqual([
      "METRICS_PORT must be an integer from 1 to 65535 (got 'x')",
      'METRICS_TOKEN must be at least 32 characters long (got 5)',
    ]);
  });

  it('traces only when OTEL_EXPORTER_OTLP_ENDPOINT is set', () => {
    expect(loadConfig({}).tracing).toBeNull();
    expect(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318/' }).tracing).toEqual({
      endpoint: 'http://127.0.0.1:4318',
    });
    expect(linesFor({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' })).toEqual([
      "OTEL_EXPORTER_OTLP_ENDPOINT must be an http:// or https:// URL (got 'collector:4318')",
    ]);
  });

  it('requires the three secrets in production', () => {
    const lines = linesFor({ NODE_ENV: 'production' });
    expect(lines).toEqual([
      'ACCESS_TOKEN_SECRET is required when NODE_ENV=production (at least 32 characters)',
      'REFRESH_TOKEN_PEPPER is required when NODE_ENV=production (at least 32 characters)',
      'SSO_SHARED_SECRET is required when NODE_ENV=production (at least 32 characters)',
    ]);
  });
});

describe('ensureSecrets', () => {
  it('generates missing secrets once, keeps them in DATA_DIR/secrets.json (0600) and reuses them', () => {
    const cwd = tempDir();
    const first = ensureSecrets(loadConfig({}, { cwd }));
    for (const value of Object.values(first.secrets))
      expect(value.length).toBeGreaterThanOrEqual(32);
    expect(new Set(Object.values(first.secrets)).size).toBe(3);

    const file = secretsFile(join(cwd, 'data'));
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(first.secrets);

    const second = ensureSecrets(loadConfig({}, { cwd }));
    expect(second.secrets).toEqual(first.secrets);
  });

  it('prefers a secret from the environment and generates only the others', () => {
    const cwd = tempDir();
    const config = ensureSecrets(
      loadConfig({ ACCESS_TOKEN_SECRET: SECRETS.ACCESS_TOKEN_SECRET }, { cwd }),
    );
    expect(config.secrets.accessTokenSecret).toBe(SECRETS.ACCESS_TOKEN_SECRET);
    const stored = JSON.parse(readFileSync(secretsFile(join(cwd, 'data')), 'utf8'));
    expect(stored.accessTokenSecret).toBeUndefined();
    expect(stored.refreshTokenPepper).toBe(config.secrets.refreshTokenPepper);
  });

  it('touches no file when every secret is given', () => {
    const cwd = tempDir();
    ensureSecrets(loadConfig(SECRETS, { cwd }));
    expect(() => statSync(secretsFile(join(cwd, 'data')))).toThrow();
  });

  it('refuses a broken secrets file with one line', () => {
    const cwd = tempDir();
    const config = loadConfig({}, { cwd });
    ensureSecrets(config);
    writeFileSync(secretsFile(config.dataDir), '{ broken');
    expect(() => ensureSecrets(config)).toThrow(ConfigError);
  });
});
