import { asc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, businessToday } from '@changdee/domain/dates';
import { getTestContext } from '../../../test/context';
import { orders } from '../schema/orders';
import { quotationHistory, quotations, quotationVersions } from '../schema/quotations';

// The demo's quotations (decision 082): four Nonthaburi air-conditioner surveys in progress,
// quoted through the quotations service — a draft, one sent, one sent ending in two days (the
// board's "ending within 3 days") and one sent then changed (version 2, a draft again).

const MOBILES = ['0861110001', '0861110002', '0861110003', '0861110004'];

describe('the demo quotations', () => {
  it('are a draft, one sent, one ending in two days and one changed after sending', async () => {
    const { db } = await getTestContext();
    const rows = await db
      .select({
        id: quotations.id,
        mobile: orders.mobile,
        version: quotations.version,
        sentVersion: quotations.sentVersion,
        validUntil: quotations.validUntil,
        sent: quotations.sentAt,
      })
      .from(quotations)
      .innerJoin(orders, eq(orders.orderNo, quotations.orderNo))
      .where(inArray(orders.mobile, MOBILES))
      .orderBy(asc(orders.mobile));
    const today = businessToday(new Date());
    expect(rows.map((row) => [row.version, row.sentVersion, row.validUntil])).toEqual([
      [1, null, null],
      [1, 1, addDays(today, 14)],
      [1, 1, addDays(today, 2)],
      [2, 1, addDays(today, 14)],
    ]);
    expect(rows.map((row) => row.sent !== null)).toEqual([false, true, true, true]);
    // Their life as seeded (the tests' validity jobs may expire the sent ones later on).
    const lives = [];
    // How many changes each had when seeded: made; made and sent; twice that; and changed again.
    const seededChanges = [1, 2, 2, 3];
    for (const [index, row] of rows.entries()) {
      const history = await db
        .select({ from: quotationHistory.fromState, to: quotationHistory.toState })
        .from(quotationHistory)
        .where(eq(quotationHistory.quotationId, row.id))
        .orderBy(asc(quotationHistory.at), asc(quotationHistory.version));
      lives.push(
        history.slice(0, seededChanges[index]).map((entry) => `${entry.from ?? ''}>${entry.to}`),
      );
    }
    expect(lives).toEqual([
      ['>draft'],
      ['>draft', 'draft>sent'],
      ['>draft', 'draft>sent'],
      ['>draft', 'draft>sent', 'sent>draft'],
    ]);
  });

  it('keep both versions of the changed one: the optional bracket dropped, the payable the same', async () => {
    const { db } = await getTestContext();
    const versions = await db
      .select({
        payable: quotationVersions.payableSatang,
        optional: quotationVersions.optionalSatang,
      })
      .from(quotationVersions)
      .innerJoin(quotations, eq(quotations.id, quotationVersions.quotationId))
      .innerJoin(orders, eq(orders.orderNo, quotations.orderNo))
      .where(eq(orders.mobile, MOBILES[3]!))
      .orderBy(asc(quotationVersions.version));
    // Version 2 dropped the optional bracket: the same payable, nothing optional left.
    expect(versions).toHaveLength(2);
    expect(versions[1]!.payable).toBe(versions[0]!.payable);
    expect(versions[0]!.optional).toBeGreaterThan(0);
    expect(versions[1]!.optional).toBe(0);
  });
});
