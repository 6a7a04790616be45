/**
 * Configuration comes from environment variables only. Each variable is listed
 * here once with its default, and in the README's configuration table.
 */
export interface Config {
  port: number;
  host: string;
  logLevel: string;
  /** Largest accepted request body, in bytes. */
  bodyLimit: number;
  /** The gwae text edition file; `explicit` when GWAE_EDITION named it. */
  gwaeEdition: { path: string; explicit: boolean };
}

/** Where the service looks for the gwae text when GWAE_EDITION is unset (relative to the working directory). */
export const DEFAULT_GWAE_EDITION = 'var/gwae-edition.json';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

export class ConfigError extends Error {
  override name = 'ConfigError';
}

function integerFrom(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be an integer from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const logLevel = env.LOG_LEVEL || 'info';
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${logLevel}"`);
  }
  return {
    port: integerFrom(env, 'PORT', 8080, 0, 65535),
    host: env.HOST || '127.0.0.1',
    logLevel,
    bodyLimit: integerFrom(env, 'BODY_LIMIT', 16 * 1024, 1024, 1024 * 1024),
    gwaeEdition: env.GWAE_EDITION
      ? { path: env.GWAE_EDITION, explicit: true }
      : { path: DEFAULT_GWAE_EDITION, explicit: false },
  };
}
