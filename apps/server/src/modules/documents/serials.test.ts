import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentSerials, taxDocuments } from '../../db/schema/documents';
import { orderChanges, orderMoneyEntries, orders } from '../../db/schema/orders';
import { getTestContext, testDriver } from '../../../test/context';
import { deleteOrders, insertBareOrder } from '../../../test/order-fixtures';
import { issueDueDocuments } from './issuing';
import { takeSerial } from './repository';

// Serial numbers under concurrency, on both drivers (docs/decisions/043): 50 paid orders issued
// at once, each in its own transaction as the job runs it, take 50 consecutive numbers of their
// branch and kind, each once; a rolled-back issue gives its number back. A branch of its own keeps
// these numbers apart from the other files' documents.

const BRANCH = '00077';
const seller = {
  name: 'บริษัท ช่างดี เซอร์วิส จำกัด',
  address: 'สาขาทดสอบ',
  taxId: '0105561000011',
  branch: BRANCH,
};
const NOW = new Date('2031-09-01T03:00:00Z');
const numbers = Array.from({ length: 50 }, (_, i) => `CO-SERIAL-${String(i).padStart(2, '0')}`);

async function clear() {
  const { db } = await getTestContext();
  await deleteOrders(db, 'CO-SERIAL-%');
  await db.delete(documentSerials).where(eq(documentSerials.branch, BRANCH));
}

beforeAll(async () => {
  await clear();
  const { db } = await getTestContext();
  for (const orderNo of numbers) await insertBareOrder(db, orderNo);
  // Paid at the store: an abbreviated tax invoice each (a 0-baht bare order, no lines), its
  // ledger's entry and its history's payment change too.
  await db
    .update(orders)
    .set({ paymentState: 'paid', paymentMethod: 'store', paidAt: NOW, status: 'paid' })
    .where(like(orders.orderNo, 'CO-SERIAL-%'));
  await db.insert(orderMoneyEntries).values(
    numbers.map((orderNo) => ({
      orderNo,
      kind: 'received' as const,
      method: 'store' as const,
      amount: 0,
      reference: 'RCPT-SERIAL',
      at: NOW,
    })),
  );
  await db.insert(orderChanges).values(
    numbers.map((orderNo) => ({
      orderNo,
      kind: 'payment' as const,
      fromValue: 'unpaid',
      toValue: 'paid',
      at: NOW,
    })),
  );
});

afterAll(clear);

describe(`document serials (${testDriver()})`, () => {
  it('50 issues at once take 50 consecutive numbers, each once', async () => {
    const { db } = await getTestContext();
    const outcomes = await Promise.all(
      numbers.map((orderNo) => issueDueDocuments(db, orderNo, seller, NOW)),
    );
    const serials = outcomes.flatMap((outcome) => outcome.issued);
    expect(serials).toHaveLength(50);
    expect(new Set(serials).size).toBe(50);

    const rows = await db
      .select({ sequence: taxDocuments.sequence, serial: taxDocuments.serial })
      .from(taxDocuments)
      .where(and(eq(taxDocuments.branch, BRANCH), inArray(taxDocuments.orderNo, numbers)));
    const sequences = rows.map((row) => row.sequence).sort((a, b) => a - b);
    expect(sequences).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(rows.map((row) => row.serial).sort()).toEqual(
      sequences.map((n) => `AB${BRANCH}-${String(n).padStart(6, '0')}`),
    );

    // Again, all at once: nothing more is issued, no number is taken.
    const again = await Promise.all(
      numbers.map((orderNo) => issueDueDocuments(db, orderNo, seller, NOW)),
    );
    expect(again.flatMap((outcome) => outcome.issued)).toEqual([]);
    const [counter] = await db
      .select()
      .from(documentSerials)
      .where(
        and(
          eq(documentSerials.branch, BRANCH),
          eq(documentSerials.kind, 'abbreviated_tax_invoice'),
        ),
      );
    expect(counter!.last).toBe(50);
  });

  it('a rolled-back issue gives its number back: no gap', async () => {
    const { db } = await getTestContext();
    await expect(
      db.transaction(async (tx) => {
        expect(await takeSerial(tx, BRANCH, 'credit_note')).toBe(1);
        throw new Error('the PDF could not be stored');
      }),
    ).rejects.toThrow('could not be stored');
    const taken = await db.transaction((tx) => takeSerial(tx, BRANCH, 'credit_note'));
    expect(taken).toBe(1);
    const [{ count }] = (
      (await db.execute(
        sql`select count(*)::int as count from document_serials where branch = ${BRANCH}`,
      )) as unknown as { rows: Array<{ count: number }> }
    ).rows as [{ count: number }];
    expect(count).toBe(2); // abbreviated tax invoice and credit note, each its own counter
  });
});
