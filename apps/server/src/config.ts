import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type {
  AppConfig,
  EnvConfig,
  LogLevel,
  SecretName,
  Secrets,
  ServerRole,
} from './environment/config-types';
import { MIN_SECRET_LENGTH, SECRET_VARIABLES } from './environment/defaults';
import { environmentSchema, problemLine } from './environment/schema';

// The server's whole configuration, read from the environment once at boot. loadConfig() is pure:
// it parses the environment with one zod schema (environment/schema.ts, decision 070) and throws
// one ConfigError listing a line per bad variable, so an operator fixes them all in one go. Secrets
// that are missing outside production are generated and kept on disk by ensureSecrets() (the only
// part that touches the file system), or in the database when it is a PostgreSQL server
// (modules/auth/server-secrets.ts).

// The configuration's types, for the app's readers (declared in environment/config-types.ts).
export type { AppConfig, EnvConfig, LogLevel, SecretName, Secrets, ServerRole };

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
