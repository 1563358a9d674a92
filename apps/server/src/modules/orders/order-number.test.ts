import { eq, inArray, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@changdee/contract/envelope';
import { cartOrderResponseSchema, orderPaths } from '@changdee/contract/orders';
import { ORDER_NUMBERS_PER_DAY, isCartOrderNumberFormat } from '@changdee/domain/order-number';
import { orderNumberDays } from '../../db/schema/orders';
import { AppError } from '../../errors';
import { testDriver } from '../../../test/context';
import { deleteOrders, insertBareOrder } from '../../../test/order-fixtures';
import { ORDER_TODAY, orderKit, type OrderKit } from '../../../test/order-kit';
import { ORDER_NUMBER_SHARDS, nextOrderNumber, orderCode, orderNumberKey } from './order-number';

// Order numbers that reveal no volume (decisions 028, 038), on both drivers: the day's count (on
// its shards) through a keyed permutation, unique under many orders at once, refused past a
// million a day.

const KEY = 'test-order-number-key-0123456789abcdef';
// Days no other test numbers orders on (each run of a driver its own).
const DAY = testDriver() === 'pg' ? '2040-03-02' : '2040-03-01';
const RACE_DAY = testDriver() === 'pg' ? '2040-04-02' : '2040-04-01';
const FULL_DAY = testDriver() === 'pg' ? '2040-05-02' : '2040-05-01';
const TAKEN_DAY = testDriver() === 'pg' ? '2040-06-02' : '2040-06-01';
const prefixOf = (date: string) => `CO${date.slice(2).replaceAll('-', '')}`;

let kit: OrderKit;

beforeAll(async () => {
  kit = await orderKit(
    [
      {
        code: 'CT-NUMBERS',
        districts: ['5001'],
        workTypes: ['WT-SURVEY', 'WT-AC-CLEAN'],
        morning: 60,
        afternoon: 60,
        daily: 120,
      },
    ],
    ['5001'],
  );
});

afterAll(async () => {
  await kit.close();
  await kit.db
    .delete(orderNumberDays)
    .where(inArray(orderNumberDays.orderDate, [DAY, RACE_DAY, FULL_DAY, TAKEN_DAY]));
  await deleteOrders(kit.db, `${prefixOf(TAKEN_DAY)}%`);
});

const numberOf = (date: string, key: string | null = KEY) =>
  kit.db.transaction((tx) => nextOrderNumber(tx, date, key));
const numberAt = (date: string, index: number) =>
  `${prefixOf(date)}${String(orderCode(KEY, date, index)).padStart(6, '0')}`;
/** The day's count: its shards' together. */
const issuedOn = async (date: string) => {
  const [row] = await kit.db
    .select({ issued: sum(orderNumberDays.issued).mapWith(Number) })
    .from(orderNumberDays)
    .where(eq(orderNumberDays.orderDate, date));
  return row?.issued ?? 0;
};
/** Every shard of `date` full (one of them one short when `oneLeft`). */
const fillDay = (date: string, oneLeft = false) =>
  kit.db.insert(orderNumberDays).values(
    Array.from({ length: ORDER_NUMBER_SHARDS }, (_, shard) => ({
      orderDate: date,
      shard,
      issued: ORDER_NUMBERS_PER_DAY / ORDER_NUMBER_SHARDS - (oneLeft && shard === 7 ? 1 : 0),
    })),
  );

describe('orderCode: a keyed permutation of the day’s count', () => {
  it('gives 5,000 counts 5,000 different six-digit codes', () => {
    const codes = Array.from({ length: 5_000 }, (_, index) => orderCode(KEY, DAY, index));
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) {
      expect(Number.isInteger(code)).toBe(true);
      expect(code).toBeGreaterThanOrEqual(0);
      expect(code).toBeLessThan(ORDER_NUMBERS_PER_DAY);
    }
  });

  it('differs with the key and with the day, so codes do not recur day after day', () => {
    const firstTen = (key: string, date: string) =>
      Array.from({ length: 10 }, (_, index) => orderCode(key, date, index));
    expect(firstTen(KEY, DAY)).toEqual(firstTen(KEY, DAY));
    expect(firstTen(KEY, DAY)).not.toEqual(firstTen(`${KEY}x`, DAY));
    expect(firstTen(KEY, DAY)).not.toEqual(firstTen(KEY, '2040-03-03'));
  });
});

describe(`nextOrderNumber (${testDriver()})`, () => {
  it('2,000 numbers of one day: unique, of the shape, not increasing', async () => {
    const numbers: string[] = [];
    for (let i = 0; i < 2_000; i++) numbers.push(await numberOf(DAY));
    expect(new Set(numbers).size).toBe(2_000);
    for (const number of numbers) {
      expect(isCartOrderNumberFormat(number)).toBe(true);
      expect(number.startsWith(prefixOf(DAY))).toBe(true);
    }
    const descents = numbers.filter((number, i) => i > 0 && number < numbers[i - 1]!).length;
    // An increasing sequence has none; a random order about half.
    expect(descents).toBeGreaterThan(800);
    expect(descents).toBeLessThan(1_200);
  });

  it('many transactions at once on one day: every number once', async () => {
    const numbers = await Promise.all(Array.from({ length: 60 }, () => numberOf(RACE_DAY)));
    expect(new Set(numbers).size).toBe(60);
    expect(await issuedOn(RACE_DAY)).toBe(60);
  });

  it('a rolled-back order takes its count back', async () => {
    const before = await issuedOn(RACE_DAY);
    await expect(
      kit.db.transaction(async (tx) => {
        await nextOrderNumber(tx, RACE_DAY, KEY);
        throw new Error('the order failed');
      }),
    ).rejects.toThrow('the order failed');
    expect(await issuedOn(RACE_DAY)).toBe(before);
    await numberOf(RACE_DAY);
    expect(await issuedOn(RACE_DAY)).toBe(before + 1);
  });

  it('after the key changed during the day, skips a code an order of the day already has', async () => {
    // The day's first 64 orders were numbered under another key, one on each shard; the codes
    // that key gave them happen to be the ones KEY gives each shard's second index.
    await kit.db.insert(orderNumberDays).values(
      Array.from({ length: ORDER_NUMBER_SHARDS }, (_, shard) => ({
        orderDate: TAKEN_DAY,
        shard,
        issued: 1,
        keyId: 'config:another-key',
      })),
    );
    const taken = Array.from({ length: ORDER_NUMBER_SHARDS }, (_, shard) =>
      numberAt(TAKEN_DAY, ORDER_NUMBER_SHARDS + shard),
    );
    for (const number of taken) await insertBareOrder(kit.db, number);
    const number = await numberOf(TAKEN_DAY);
    const thirds = Array.from({ length: ORDER_NUMBER_SHARDS }, (_, shard) =>
      numberAt(TAKEN_DAY, 2 * ORDER_NUMBER_SHARDS + shard),
    );
    expect(thirds).toContain(number);
    expect(await issuedOn(TAKEN_DAY)).toBe(ORDER_NUMBER_SHARDS + 2);
  });

  it('a day numbered under one key checks no code: its codes cannot repeat', async () => {
    // A code of the day already taken, yet under one key the day's permutation never gives it
    // twice, so the order does not look (one statement fewer: decision 071).
    const number = await numberOf(DAY);
    const [count] = await kit.db
      .select({ keyId: orderNumberDays.keyId })
      .from(orderNumberDays)
      .where(eq(orderNumberDays.orderDate, DAY))
      .limit(1);
    expect(count?.keyId).toMatch(/^config:[0-9a-f]{16}$/);
    expect(number.startsWith(prefixOf(DAY))).toBe(true);
  });

  it('past the millionth order of a day: ORDER_NUMBERS_EXHAUSTED, and the count stays', async () => {
    // One index left, on one shard: whichever shard an order draws, it finds that one.
    await fillDay(FULL_DAY, true);
    expect(await numberOf(FULL_DAY)).toBe(
      numberAt(FULL_DAY, ORDER_NUMBERS_PER_DAY - ORDER_NUMBER_SHARDS + 7),
    );
    const refused = await numberOf(FULL_DAY).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).code).toBe('ORDER_NUMBERS_EXHAUSTED');
    expect(await issuedOn(FULL_DAY)).toBe(ORDER_NUMBERS_PER_DAY);
  });

  it('without ORDER_NUMBER_KEY, one key is generated into the database and kept', async () => {
    const first = await kit.db.transaction((tx) => orderNumberKey(tx, null));
    const again = await Promise.all(
      Array.from({ length: 5 }, () => kit.db.transaction((tx) => orderNumberKey(tx, null))),
    );
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(new Set(again)).toEqual(new Set([first]));
    expect(await kit.db.transaction((tx) => orderNumberKey(tx, KEY))).toBe(KEY);
  });
});

describe(`createCartOrder numbers (${testDriver()})`, () => {
  it('40 orders at once: 40 numbers of today, all different, not in order of placing', async () => {
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        kit.post(
          orderPaths.create,
          kit.payload({ expected_date: { date: '2031-06-25', time: i % 2 ? '1' : '2' } }),
        ),
      ),
    );
    const numbers = responses.map((response) => {
      expect(response.statusCode, response.body).toBe(200);
      return cartOrderResponseSchema.parse(response.json()).data.cartOrderNo;
    });
    expect(new Set(numbers).size).toBe(40);
    for (const number of numbers) expect(number).toMatch(/^CO310610\d{6}$/);
    expect([...numbers].sort()).not.toEqual(numbers);
  });

  it('a day whose numbers are used up refuses the order: 409 ORDER_NUMBERS_EXHAUSTED', async () => {
    const before = await kit.db
      .select()
      .from(orderNumberDays)
      .where(eq(orderNumberDays.orderDate, ORDER_TODAY));
    await kit.db.delete(orderNumberDays).where(eq(orderNumberDays.orderDate, ORDER_TODAY));
    await fillDay(ORDER_TODAY);
    try {
      const response = await kit.post(
        orderPaths.create,
        kit.payload({ expected_date: { date: '2031-06-26', time: '1' } }),
        { headers: { 'accept-language': 'en' } },
      );
      expect(response.statusCode).toBe(409);
      expect(errorBodySchema.parse(response.json())).toEqual({
        code: 'ORDER_NUMBERS_EXHAUSTED',
        message:
          'The shop has taken the most orders it can number today. Please order again tomorrow.',
      });
    } finally {
      await kit.db.delete(orderNumberDays).where(eq(orderNumberDays.orderDate, ORDER_TODAY));
      if (before.length > 0) await kit.db.insert(orderNumberDays).values(before);
    }
  });
});
