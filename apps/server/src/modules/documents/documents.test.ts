import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  orderDocumentPdfPath,
  orderDocumentsPath,
  orderDocumentsResponseSchema,
  type TaxDocument,
} from '@changdee/contract/documents';
import { errorBodySchema } from '@changdee/contract/envelope';
import {
  cartOrderResponseSchema,
  orderPaths,
  type CartOrder,
  type CreateOrderRequest,
} from '@changdee/contract/orders';
import { thaiBahtText } from '@changdee/domain/thai-baht-text';
import { formatSatang } from '@changdee/domain/vat';
import { buildTestApp, testDriver } from '../../../test/context';
import { jobRows } from '../../../test/jobs-fixtures';
import { ORDER_NOW, roomyTeamKit, type OrderKit } from '../../../test/order-kit';
import {
  HAS_PDFTOTEXT,
  pdfJsText,
  pdfText,
  sayWhenPdfTextIsMissing,
  ZERO_WIDTH,
} from '../../../test/pdf-text';
import { issueDocumentsJob } from './issue-job';
import { documentJobId } from './service';
import { issueDueDocuments } from './issuing';

// The tax documents of paid orders end to end (issue 22, docs/decisions/043): paying enqueues the
// job in the payment's transaction, the job issues the tax invoice / receipt once, cancelling
// adds a credit note, and the shop and operators download the PDF, read back with pdftotext.

sayWhenPdfTextIsMissing();
let kit: OrderKit;
let day = 0;

beforeAll(async () => {
  kit = await roomyTeamKit('CT-DOCS');
});

afterAll(async () => {
  await kit.close();
});

const failure = (response: { json(): unknown }) => errorBodySchema.parse(response.json());

const COMPANY = {
  type: 'corporate' as const,
  name: 'บริษัท เชียงใหม่ปรับอากาศและวิศวกรรมไฟฟ้า จำกัด',
  // Long enough (140 characters) to wrap in the buyer's box: it must wrap between words.
  address:
    '99/9 อาคารศูนย์การค้าเชียงใหม่แลนด์มาร์คทาวเวอร์ ชั้นที่สิบสอง ห้องเลขที่หนึ่งพันสองร้อยสามสิบสี่ หมู่บ้านสวนหลวงร่มเกล้า ถนนห้วยแก้วตัดใหม่',
  tax_id: '0105561000011',
  branch: '00001',
};

async function placeOrder(over: Partial<CreateOrderRequest> = {}): Promise<CartOrder> {
  day += 1;
  const date = `2031-08-${String(day).padStart(2, '0')}`;
  const response = await kit.post(
    orderPaths.create,
    kit.payload({ expected_date: { date, time: '1' }, ...over }),
  );
  expect(response.statusCode, response.body).toBe(200);
  return cartOrderResponseSchema.parse(response.json()).data;
}

async function paidOrder(over: Partial<CreateOrderRequest> = {}): Promise<CartOrder> {
  const order = await placeOrder(over);
  const paid = await kit.post(orderPaths.payment, {
    cartOrderNo: order.cartOrderNo,
    method: 'store',
    reference: 'RC-DOC-1',
    employee_code: 'BN-002',
  });
  expect(paid.statusCode, paid.body).toBe(200);
  return order;
}

const withTaxInvoice = (): Partial<CreateOrderRequest> => ({
  request_tax_invoice: true,
  tax_invoice: {
    ...COMPANY,
    sub_district: { code: kit.places['5001']!.code },
    district: { code: '5001' },
    province: { code: '50' },
    postcode: kit.places['5001']!.postcode,
  } as CreateOrderRequest['tax_invoice'],
});

/** What the job does for the order, as the worker runs it (twice proves it idempotent). */
const runJob = (orderNo: string) =>
  issueDocumentsJob.handler(
    { orderNo },
    {
      jobId: documentJobId(orderNo, 'paid'),
      db: kit.db,
      config: kit.app.config,
      log: kit.app.log,
      now: () => ORDER_NOW,
      attempt: 0,
      signal: new AbortController().signal,
    },
  );

async function documentsOf(orderNo: string, as = kit.sales): Promise<TaxDocument[]> {
  const response = await kit.get(orderDocumentsPath(orderNo), as);
  expect(response.statusCode, response.body).toBe(200);
  return orderDocumentsResponseSchema.parse(response.json()).data.documents;
}

async function pdfOf(orderNo: string, document: TaxDocument) {
  const response = await kit.get(orderDocumentPdfPath(orderNo, document.id));
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  return { response, pdf: response.rawPayload };
}

/** Every word of `text` (Intl.Segmenter) whole on one line of the extracted text. */
function expectWordsUnbroken(extracted: string, text: string) {
  const lines = extracted.split('\n').map((line) => line.replace(/\s+/g, ''));
  const words = [...new Intl.Segmenter('th', { granularity: 'word' }).segment(text)]
    .filter((s) => s.isWordLike)
    .map((s) => s.segment);
  for (const word of words)
    expect(
      lines.some((line) => line.includes(word)),
      `"${word}" is split`,
    ).toBe(true);
}

describe(`tax documents (${testDriver()})`, () => {
  it('paying enqueues the issue in the payment’s transaction; the job issues one tax invoice', async () => {
    const order = await paidOrder(withTaxInvoice());
    const jobs = await jobRows(kit.db, issueDocumentsJob.name);
    expect(jobs.filter((job) => job.data.orderNo === order.cartOrderNo)).toMatchObject([
      { id: documentJobId(order.cartOrderNo, 'paid'), state: 'created' },
    ]);
    expect(await documentsOf(order.cartOrderNo)).toEqual([]);

    await runJob(order.cartOrderNo);
    await runJob(order.cartOrderNo); // a job run twice issues once
    const documents = await documentsOf(order.cartOrderNo);
    expect(documents).toHaveLength(1);
    const [invoice] = documents;
    expect(invoice).toMatchObject({
      kind: 'tax_invoice',
      serial: expect.stringMatching(/^TI00000-\d{6}$/),
      total_satang: order.total_payable * 100,
      credits: null,
    });
    expect(invoice!.base_satang + invoice!.vat_satang).toBe(invoice!.total_satang);
  });

  it.skipIf(!HAS_PDFTOTEXT)('prints every mandatory field of a full tax invoice', async () => {
    const order = await paidOrder(withTaxInvoice());
    await runJob(order.cartOrderNo);
    const [invoice] = await documentsOf(order.cartOrderNo);
    const { response, pdf } = await pdfOf(order.cartOrderNo, invoice!);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${invoice!.serial}.pdf"; filename*=UTF-8''${encodeURIComponent(
        `ใบกำกับภาษี-ใบเสร็จรับเงิน-${invoice!.serial}.pdf`,
      )}`,
    );
    const text = pdfText(pdf);
    const flat = text.replace(/\s+/g, '');
    const has = (fragment: string) => expect(flat).toContain(fragment.replace(/\s+/g, ''));

    const seller = kit.app.config.seller;
    has('ใบกำกับภาษี/ใบเสร็จรับเงิน');
    has(seller.name);
    has(seller.address);
    has(`เลขประจำตัวผู้เสียภาษี ${seller.taxId} สำนักงานใหญ่`);
    has(COMPANY.name);
    has(COMPANY.address);
    has(`เลขประจำตัวผู้เสียภาษี ${COMPANY.tax_id} สาขาที่ 00001`);
    has(`เลขที่ ${invoice!.serial}`);
    has('วันที่ 10 มิถุนายน 2574'); // the Buddhist era: 2031 + 543
    has(order.cartOrderNo);
    for (const item of order.items) {
      has(item.product_name.th);
      expectWordsUnbroken(text, item.product_name.th);
    }
    expectWordsUnbroken(text, COMPANY.name);
    expectWordsUnbroken(text, COMPANY.address);
    // …and it did wrap: no one line holds the whole address.
    const lines = text.split('\n').map((line) => line.replace(/\s+/g, ''));
    expect(lines.some((line) => line.includes(COMPANY.address.replace(/\s+/g, '')))).toBe(false);
    for (const item of order.items) has(formatSatang(item.total_price * 100));
    has(`มูลค่าสินค้า/บริการก่อนภาษีมูลค่าเพิ่ม ${formatSatang(invoice!.base_satang)}`);
    has(`ภาษีมูลค่าเพิ่ม 7% ${formatSatang(invoice!.vat_satang)}`);
    has(`จำนวนเงินรวมทั้งสิ้น ${formatSatang(invoice!.total_satang)}`);
    has(`(${thaiBahtText(invoice!.total_satang)})`);
    // The VAT is 7/107 of what was paid, to the satang.
    expect(Math.abs(invoice!.vat_satang - (invoice!.total_satang * 7) / 107)).toBeLessThan(0.5);

    // Read back exactly as drawn, nothing normalised (decision 057), by pdftotext and pdf.js.
    const exact = [
      'ใบกำกับภาษี',
      seller.name,
      seller.address,
      `เลขประจำตัวผู้เสียภาษี ${seller.taxId}`,
      'สำนักงานใหญ่',
      COMPANY.name,
      'จำนวนเงินรวมทั้งสิ้น',
    ];
    for (const [reader, extracted] of [
      ['pdftotext -raw', text],
      ['pdftotext -layout', pdfText(pdf, 'layout')],
      ['pdftotext', pdfText(pdf, 'plain')],
      ['pdf.js', await pdfJsText(pdf)],
    ]) {
      const read = extracted!.split('\n');
      for (const phrase of exact)
        expect(
          read.some((line) => line.includes(phrase)),
          `${reader}: "${phrase}"`,
        ).toBe(true);
      expect(extracted, reader).not.toMatch(ZERO_WIDTH);
    }
  });

  it.skipIf(!HAS_PDFTOTEXT)('gives an order without a tax invoice a receipt', async () => {
    const order = await paidOrder();
    await runJob(order.cartOrderNo);
    const [receipt] = await documentsOf(order.cartOrderNo);
    expect(receipt).toMatchObject({ kind: 'receipt', serial: expect.stringMatching(/^RC00000-/) });
    const text = pdfText((await pdfOf(order.cartOrderNo, receipt!)).pdf);
    expect(text).toContain('ใบเสร็จรับเงิน');
    expect(text).not.toContain('ใบกำกับภาษี');
    expect(text.replace(/\s+/g, '')).toContain('มานีมีนา');
  });

  it.skipIf(!HAS_PDFTOTEXT)(
    'answers a cancellation after the tax invoice with a credit note, never an edit',
    async () => {
      const order = await paidOrder(withTaxInvoice());
      await runJob(order.cartOrderNo);
      const [invoice] = await documentsOf(order.cartOrderNo);
      const before = (await pdfOf(order.cartOrderNo, invoice!)).pdf;

      const cancelled = await kit.post(
        orderPaths.updateStatus,
        { cartOrderNo: order.cartOrderNo, status: 'cancelled', reason: 'ลูกค้าขอยกเลิกงาน' },
        { as: kit.operator },
      );
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      const jobs = await jobRows(kit.db, issueDocumentsJob.name);
      expect(jobs.map((job) => job.id)).toContain(documentJobId(order.cartOrderNo, 'cancelled'));

      expect(
        await issueDueDocuments(kit.db, order.cartOrderNo, kit.app.config.seller, ORDER_NOW),
      ).toMatchObject({ issued: [expect.stringMatching(/^CN00000-/)] });
      await runJob(order.cartOrderNo);
      const documents = await documentsOf(order.cartOrderNo);
      expect(documents.map((document) => document.kind)).toEqual(['tax_invoice', 'credit_note']);
      const credit = documents[1]!;
      expect(credit).toMatchObject({
        credits: invoice!.id,
        total_satang: invoice!.total_satang,
        vat_satang: invoice!.vat_satang,
      });
      expect((await pdfOf(order.cartOrderNo, invoice!)).pdf.equals(before)).toBe(true);
      const flat = pdfText((await pdfOf(order.cartOrderNo, credit)).pdf).replace(/\s+/g, '');
      expect(flat).toContain('ใบลดหนี้');
      expect(flat).toContain(`อ้างถึงใบกำกับภาษีเลขที่${invoice!.serial}`);
      expect(flat).toContain('เหตุผล:ลูกค้าขอยกเลิกงาน');
      expect(flat).toContain(`ภาษีมูลค่าเพิ่มของผลต่าง7%${formatSatang(invoice!.vat_satang)}`);
    },
  );

  it('a worker runs the job the payment enqueued', async () => {
    const order = await paidOrder(withTaxInvoice());
    const worker = await buildTestApp(
      {},
      { now: () => ORDER_NOW, jobs: { work: true, pollSeconds: 0.5 } },
    );
    await worker.ready();
    try {
      await vi.waitFor(async () => expect(await documentsOf(order.cartOrderNo)).toHaveLength(1), {
        timeout: 20_000,
        interval: 250,
      });
    } finally {
      await worker.close();
    }
    const jobs = await jobRows(kit.db, issueDocumentsJob.name);
    expect(jobs.find((job) => job.id === documentJobId(order.cartOrderNo, 'paid'))?.state).toBe(
      'completed',
    );
  });

  it('issues nothing for an unpaid order', async () => {
    const order = await placeOrder();
    expect(
      await issueDueDocuments(kit.db, order.cartOrderNo, kit.app.config.seller, ORDER_NOW),
    ).toEqual({ issued: [] });
  });
});

describe(`who downloads an order’s documents (${testDriver()})`, () => {
  let order: CartOrder;
  let document: TaxDocument;
  beforeAll(async () => {
    order = await paidOrder(withTaxInvoice());
    await runJob(order.cartOrderNo);
    document = (await documentsOf(order.cartOrderNo))[0]!;
  });

  it('the order’s store, its channel manager and operators (under /ops/v1)', async () => {
    expect(await documentsOf(order.cartOrderNo, kit.manager)).toHaveLength(1);
    const ops = await kit.get(`/ops/v1/orders/${order.cartOrderNo}/documents`, kit.operator);
    expect(ops.statusCode, ops.body).toBe(200);
    const [listed] = orderDocumentsResponseSchema.parse(ops.json()).data.documents;
    expect(listed!.pdf_url).toBe(
      `/ops/v1/orders/${order.cartOrderNo}/documents/${document.id}.pdf`,
    );
    const pdf = await kit.get(listed!.pdf_url, kit.operator);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('not another channel’s store, the external brand, a technician, or the wrong prefix', async () => {
    expect(failure(await kit.get(orderDocumentsPath(order.cartOrderNo), kit.salesOther)).code).toBe(
      'ORDER_NOT_FOUND',
    );
    const pdfUrl = orderDocumentPdfPath(order.cartOrderNo, document.id);
    expect((await kit.get(pdfUrl, kit.salesOther)).statusCode).toBe(404);
    expect((await kit.get(pdfUrl, kit.brand)).statusCode).toBe(403);
    expect((await kit.get(pdfUrl, kit.technician)).statusCode).toBe(403);
    expect((await kit.get(pdfUrl, kit.operator)).statusCode).toBe(403);
    const ops = `/ops/v1/orders/${order.cartOrderNo}/documents`;
    expect((await kit.get(ops, kit.sales)).statusCode).toBe(403);
  });

  it('a document of another order, or none, is not found', async () => {
    const other = await paidOrder();
    await runJob(other.cartOrderNo);
    const [receipt] = await documentsOf(other.cartOrderNo);
    const crossed = await kit.get(orderDocumentPdfPath(order.cartOrderNo, receipt!.id));
    expect(crossed.statusCode).toBe(404);
    expect(failure(crossed).code).toBe('DOCUMENT_NOT_FOUND');
    const bad = await kit.get(orderDocumentPdfPath(order.cartOrderNo, 'not-a-uuid'));
    expect(bad.statusCode).toBe(400);
  });
});
