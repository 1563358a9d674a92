import type { ErrorCode } from '@changdee/contract/errors';
import { AppError } from '../errors';
import { sqlState } from '../lib/transaction-retry';

// A unique key the database refuses (SQLSTATE 23505) is a request that lost a race for a name
// already taken: two operators (or one double click) creating the same code at once both pass
// the service's "is it taken?" look, and the second insert is refused by the constraint. On
// PostgreSQL that used to leave as a 500. The error handler turns it into the same 409 the
// service's own look answers, with the request field the key is made of, on every route at once
// (decision 061). A constraint not named here is still a 409: CONFLICT, without a field.

interface TakenKey {
  code: ErrorCode;
  /** The request body's field holding the taken value (dotted path). */
  field: string;
  /** A message placeholder filled with that value ({sku}). */
  param?: string;
}

const TAKEN_KEYS: Record<string, TakenKey> = {
  contractors_code_unique: { code: 'CODE_TAKEN', field: 'code' },
  coupons_code_unique: { code: 'COUPON_CODE_TAKEN', field: 'coupon.code' },
  channels_pkey: { code: 'CODE_TAKEN', field: 'code' },
  stores_code_unique: { code: 'CODE_TAKEN', field: 'code' },
  employees_store_code_unique: { code: 'CODE_TAKEN', field: 'code' },
  users_username_unique: { code: 'CODE_TAKEN', field: 'username' },
  products_channel_sku_uq: { code: 'SKU_CODE_TAKEN', field: 'sku_code', param: 'sku' },
};

/** The constraint a unique violation names, through Drizzle's wrapping (error.cause). */
function violatedConstraint(error: unknown): string | null {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const { constraint } = e as Error & { constraint?: unknown };
    if (typeof constraint === 'string') return constraint;
  }
  return null;
}

/** The value at a dotted path of a parsed body, when it is a text or a number. */
function valueAt(body: unknown, path: string): string | null {
  let value: unknown = body;
  for (const key of path.split('.')) {
    if (typeof value !== 'object' || value === null) return null;
    value = (value as Record<string, unknown>)[key];
  }
  return typeof value === 'string' || typeof value === 'number' ? String(value) : null;
}

/**
 * The 409 a unique violation answers (its key's code and field, or CONFLICT), or null when the
 * error is no unique violation. `body` is the request's, for a message that names the value.
 */
export function takenKeyError(error: unknown, body: unknown): AppError | null {
  if (sqlState(error) !== '23505') return null;
  const key = TAKEN_KEYS[violatedConstraint(error) ?? ''];
  if (!key) return new AppError('CONFLICT', { cause: error });
  const value = key.param ? valueAt(body, key.field) : null;
  return new AppError(key.code, {
    field: key.field,
    params: key.param && value !== null ? { [key.param]: value } : {},
    cause: error,
  });
}
