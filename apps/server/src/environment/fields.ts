import { z } from 'zod';

// The pieces the environment's schema (schema.ts) is written with. Each variable is read the same
// way: an empty value (`PORT=`) means "not set", as most shells and .env files intend; a value
// that does not parse adds one issue saying what is expected (the line ConfigError prints puts the
// variable's name before it) and the variable keeps its default, so the rules across variables
// still run and an operator sees every problem at once.

/** Adds the issue "must be …" for this variable and gives back its default. */
export type Refuse<T> = (problem: string) => T;

/** A variable read by `parse`, or `fallback` when it is not set. */
export function variable<T>(fallback: T, parse: (raw: string, refuse: Refuse<T>) => T) {
  return z
    .string()
    .optional()
    .transform((value, ctx): T => {
      const raw = value?.trim();
      if (!raw) return fallback;
      return parse(raw, (problem) => {
        ctx.addIssue({ code: 'custom', message: problem });
        return fallback;
      });
    });
}

/** Free text. */
export const text = (fallback: string) => variable(fallback, (raw) => raw);

/** Free text with no default. */
export const optionalText = () => variable<string | undefined>(undefined, (raw) => raw);

/**
 * A whole number from min to max; `expected` says what it counts. An undefined fallback leaves
 * the variable undefined when not set (the feature it turns on stays off).
 */
export const wholeNumber = <F extends number | undefined>(
  fallback: F,
  min: number,
  max: number,
  expected: string,
) =>
  variable<number | F>(fallback, (raw, refuse) => {
    const value = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
    if (!Number.isSafeInteger(value) || value < min || value > max)
      return refuse(`must be ${expected} (got '${raw}')`);
    return value;
  });

/** localhost, 127.0.0.0/8 or ::1: an address only this machine reaches. */
export const isLoopbackHost = (host: string): boolean =>
  host === 'localhost' || host === '::1' || /^127(?:\.\d{1,3}){3}$/.test(host);

/** Requests (or lookups) a minute for one client: the rate limits all read the same way. */
export const perMinute = (fallback: number, what: 'requests' | 'lookups') =>
  wholeNumber(fallback, 1, 1_000_000, `a whole number of ${what} per minute from 1 to 1000000`);

/** true, false, 1 or 0; undefined when not set, for a default that depends on NODE_ENV. */
export const flag = () =>
  variable<boolean | undefined>(undefined, (raw, refuse) => {
    const value = raw.toLowerCase();
    if (value === 'true' || value === '1') return true;
    if (value === 'false' || value === '0') return false;
    return refuse(`must be true, false, 1 or 0 (got '${raw}')`);
  });

/** One of `values`, in any case. */
export const oneOf = <T extends string>(values: readonly T[], fallback: T) =>
  variable(fallback, (raw, refuse) => {
    const value = raw.toLowerCase() as T;
    if (values.includes(value)) return value;
    return refuse(`must be one of ${values.join(', ')} (got '${raw}')`);
  });

export function tryUrl(raw: string): URL | null {
  try {
    return new URL(raw);
  } catch {
    return null;
  }
}

/** An http(s) URL without its trailing slashes. */
export const httpUrl = <T extends string | undefined>(fallback: T) =>
  variable<string | T>(fallback, (raw, refuse) => {
    const url = tryUrl(raw);
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:'))
      return refuse(`must be an http:// or https:// URL (got '${raw}')`);
    return raw.replace(/\/+$/, '');
  });

/** A secret of at least `minLength` characters; undefined when not set. */
export const secret = (minLength: number) =>
  variable<string | undefined>(undefined, (raw, refuse) =>
    raw.length < minLength
      ? refuse(`must be at least ${minLength} characters long (got ${raw.length})`)
      : raw,
  );
