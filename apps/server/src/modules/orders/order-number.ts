import { createHash, createHmac, randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { BusinessDate } from '@changdee/domain/dates';
import { ORDER_NUMBERS_PER_DAY, cartOrderNumber } from '@changdee/domain/order-number';
import { generateSecret } from '../../config';
import type { DbExecutor } from '../../db/client';
import { executePrepared } from '../../db/prepared';
import { serverSecrets } from '../../db/schema/identity';
import { orderNumberDays, orders } from '../../db/schema/orders';
import { AppError } from '../../errors';

// Order numbers that tell nothing of the shop's volume (decision 028). The order's transaction
// counts its business date's orders on one of the day's 64 shards (order_number_days, one row
// per Bangkok date and shard, decision 038: orders at once wait on one shard's row only when they
// drew the same one); the shard's count makes the day's index (shard + 64 × (count − 1)), which
// goes through a keyed permutation of 0 … 999,999, so the six digits look random, never repeat
// within the day and never run in order. The date is part of the key, so each day has its own
// permutation: the same codes do not recur day after day.
//
// The permutation is a Feistel network on two halves of three digits (0 … 999 each) with
// addition modulo 1,000: every round is invertible, so the whole is a permutation of exactly the
// 10^6 codes, with no value ever falling outside (no cycle-walking needed). Its round function
// is HMAC-SHA256 of the key, the date, the round and the right half.

const HALF = 1_000;
const ROUNDS = 8;

/** Shards of a day's count; each numbers 15,625 of the day's million indexes. */
export const ORDER_NUMBER_SHARDS = 64;
const PER_SHARD = ORDER_NUMBERS_PER_DAY / ORDER_NUMBER_SHARDS;

/** The key's name in server_secrets when ORDER_NUMBER_KEY does not give one. */
export const ORDER_NUMBER_KEY_NAME = 'ORDER_NUMBER_KEY';

/** The code of the day's `index`-th order (0-based) under `key`: a permutation of 0 … 999,999. */
export function orderCode(key: string, date: BusinessDate, index: number): number {
  let left = Math.floor(index / HALF);
  let right = index % HALF;
  for (let round = 0; round < ROUNDS; round++) {
    const mix = createHmac('sha256', key).update(`${date}|${round}|${right}`).digest();
    [left, right] = [right, (left + (mix.readUInt32BE(0) % HALF)) % HALF];
  }
  return left * HALF + right;
}

/**
 * The permutation's key: the configured one (ORDER_NUMBER_KEY), or else one generated once into
 * the database and shared by every server on it — whoever reads the database can count orders in
 * it anyway, so keeping the key there gives away nothing the table does not.
 */
export async function orderNumberKey(db: DbExecutor, configured: string | null): Promise<string> {
  if (configured) return configured;
  const read = async () =>
    (
      await db
        .select({ value: serverSecrets.value })
        .from(serverSecrets)
        .where(eq(serverSecrets.name, ORDER_NUMBER_KEY_NAME))
    )[0]?.value;
  const stored = await read();
  if (stored) return stored;
  // Two first orders at once: one insert wins and both read the winner.
  await db
    .insert(serverSecrets)
    .values({ name: ORDER_NUMBER_KEY_NAME, value: generateSecret() })
    .onConflictDoNothing();
  return (await read())!;
}

/** What counting an order on a shard of the day answers. */
export interface ShardCount {
  /** The shard's count with this order; null when the shard has numbered all it can. */
  issued: number | null;
  /** The key kept in the database (for a server without ORDER_NUMBER_KEY). */
  storedKey: string | null;
  /**
   * Some of the day was numbered under another key (ORDER_NUMBER_KEY changed during the day, or
   * counted before keys were noted): only then can a code be one an order of the day has already.
   */
  mixedKeys: boolean;
}

/** Which key numbers: a fingerprint of the configured one, or the one kept in the database. */
const keyIdOf = (configuredKey: string | null) =>
  configuredKey
    ? `config:${createHash('sha256').update(configuredKey).digest('hex').slice(0, 16)}`
    : 'stored';

/**
 * Counts one more order on one shard of the day, reading the stored key with it (docs/decisions/
 * 037): a query that returns one row (issued, storedKey, mixedKeys), or none when the shard is
 * full. It may ride in another statement (the order's facts: decision 071) or run alone.
 */
export function shardCountQuery(date: BusinessDate, shard: number, configuredKey: string | null) {
  const keyId = keyIdOf(configuredKey);
  return sql`insert into ${orderNumberDays} as d (order_date, shard, issued, key_id)
      values (${date}, ${shard}, 1, ${keyId})
      on conflict (order_date, shard) do update set issued = d.issued + 1
        where d.issued < ${PER_SHARD}
      returning d.issued, (select s.value from ${serverSecrets} s
          where s.name = ${ORDER_NUMBER_KEY_NAME}) as "storedKey",
        exists (select 1 from ${orderNumberDays} x
          where x.order_date = ${date} and x.key_id is distinct from ${keyId}) as "mixedKeys"`;
}

async function countOrderOfDay(
  tx: DbExecutor,
  date: BusinessDate,
  shard: number,
  configuredKey: string | null,
): Promise<ShardCount> {
  // Prepared, as is the check below (docs/decisions/038).
  const result = (await executePrepared(
    tx,
    'order_number_count',
    shardCountQuery(date, shard, configuredKey),
  )) as { rows: Array<ShardCount> };
  const [row] = result.rows;
  return row ?? { issued: null, storedKey: null, mixedKeys: true };
}

const isTaken = async (tx: DbExecutor, orderNo: string) =>
  (
    (await executePrepared(
      tx,
      'order_number_taken',
      sql`select 1 from ${orders} where order_no = ${orderNo}`,
    )) as { rows: unknown[] }
  ).rows.length > 0;

/** A shard of the day drawn at random for the order's first count. */
export const drawShard = () => randomInt(ORDER_NUMBER_SHARDS);

/**
 * The next number of `date`, inside the order's transaction: a shard of the day drawn at random
 * is counted up and stays locked until the order commits, or rolls back and takes its count back
 * with it — the number was never shown to anyone and goes to the next order. A shard that has
 * numbered all its indexes passes the order to the next one. A code an order of the day already
 * has (possible only when the day was numbered under more than one key) is skipped. Past the
 * millionth order of a day (every shard full): 409 ORDER_NUMBERS_EXHAUSTED. `first`: the first
 * shard's count when the caller made it in a statement of its own (shardCountQuery).
 */
export async function nextOrderNumber(
  tx: DbExecutor,
  date: BusinessDate,
  configuredKey: string | null,
  first: { shard: number; count: ShardCount } | null = null,
): Promise<string> {
  let key = configuredKey;
  const firstShard = first?.shard ?? drawShard();
  let counted = first?.count ?? null;
  for (let tried = 0; tried < ORDER_NUMBER_SHARDS;) {
    const shard = (firstShard + tried) % ORDER_NUMBER_SHARDS;
    const { issued, storedKey, mixedKeys } =
      counted ?? (await countOrderOfDay(tx, date, shard, configuredKey));
    counted = null;
    if (issued === null) {
      tried += 1;
      continue;
    }
    // The stored key came with the count; only the very first order generates it.
    key ??= storedKey ?? (await orderNumberKey(tx, null));
    const index = shard + ORDER_NUMBER_SHARDS * (issued - 1);
    const orderNo = cartOrderNumber(date, orderCode(key, date, index));
    if (!mixedKeys || !(await isTaken(tx, orderNo))) return orderNo;
  }
  throw new AppError('ORDER_NUMBERS_EXHAUSTED');
}
