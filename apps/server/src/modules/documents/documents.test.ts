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
import { paymentPaths, refundResponseSchema } from '@changdee/contract/payments';
import { thaiBahtText } from '@changdee/domain/thai-baht-text';
import { formatSatang, splitVatIncluded } from '@changdee/domain/vat';
import { taxDocuments } from '../../db/schema/documents';
import { buildTestApp, testDriver } from '../../../test/context';
import { jobRows } from '../../../test/jobs-fixtures';
import { webhookHeaders } from '../../../test/webhook-headers';
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

// The tax documents of orders' money end to end (issue 22, docs/decisions/043 and 058): paying
// enqueues the job in the payment's transaction, the job issues the full or abbreviated tax invoice
// once, each refund adds a credit note for the documented money it gave back, and the shop and
// operators download the PDF, read back with pdftotext.

sayWhenPdfTextIsMissing();
let kit: OrderKit;
let day = 0;

const SECRET = 'documents-webhook-secret-of-32-characters';

beforeAll(async () => {
  kit = await roomyTeamKit('CT-DOCS', { PAYMENT_WEBHOOK_SECRET: SECRET });
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

const cancel = async (cartOrderNo: string, reason = 'ลูกค้าขอยกเลิกงาน') => {
  const cancelled = await kit.post(
    orderPaths.updateStatus,
    { cartOrderNo, status: 'cancelled', reason },
    { as: kit.operator },
  );
  expect(cancelled.statusCode, cancelled.body).toBe(200);
};

/** An operator records a refund of `amount` baht, with its reason (the credit note's). */
async function refund(cartOrderNo: string, amount: number, reason = 'คืนเงินค่าบริการที่ยกเลิก') {
  const response = await kit.post(
    paymentPaths.refund.replace(':cartOrderNo', cartOrderNo),
    { amount, reason, reference: 'TRF-DOCS' },
    { as: kit.operator },
  );
  expect(response.statusCode, response.body).toBe(200);
  return refundResponseSchema.parse(response.json()).data.refund;
}

let events = 0;
/** The payment provider's signed notice of the order's total (a second payment, say). */
async function providerPays(order: CartOrder) {
  const eventId = `evt-docs-${testDriver()}-${++events}`;
  const raw = JSON.stringify({
    event_id: eventId,
    type: 'payment.succeeded',
    data: { cartOrderNo: order.cartOrderNo, amount: order.total_payable, reference: eventId },
  });
  const response = await kit.app.inject({
    method: 'POST',
    url: orderPaths.paymentWebhook,
    headers: { 'content-type': 'application/json', ...webhookHeaders(kit.app, SECRET, raw) },
    payload: raw,
  });
  expect(response.statusCode, response.body).toBe(200);
}

const issueNow = (orderNo: string) =>
  issueDueDocuments(kit.db, orderNo, kit.app.config.seller, ORDER_NOW);

/** The document's PDF as text without spaces (pdftotext). */
const flatText = async (orderNo: string, document: TaxDocument) =>
  pdfText((await pdfOf(orderNo, document)).pdf).replace(/\s+/g, '');

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

  it.skipIf(!HAS_PDFTOTEXT)(
    'gives an order without a tax invoice request an abbreviated tax invoice (§86/6)',
    async () => {
      const order = await paidOrder();
      await runJob(order.cartOrderNo);
      await runJob(order.cartOrderNo);
      const documents = await documentsOf(order.cartOrderNo);
      expect(documents).toHaveLength(1);
      const [abbreviated] = documents;
      const split = splitVatIncluded(order.total_payable * 100);
      expect(abbreviated).toMatchObject({
        kind: 'abbreviated_tax_invoice',
        serial: expect.stringMatching(/^AB00000-\d{6}$/),
        total_satang: split.total,
        base_satang: split.base,
        vat_satang: split.vat,
        credits: null,
      });
      const { response, pdf } = await pdfOf(order.cartOrderNo, abbreviated!);
      expect(response.headers['content-disposition']).toContain(
        encodeURIComponent(`ใบกำกับภาษีอย่างย่อ-ใบเสร็จรับเงิน-${abbreviated!.serial}.pdf`),
      );
      const flat = pdfText(pdf).replace(/\s+/g, '');
      const has = (fragment: string) => expect(flat).toContain(fragment.replace(/\s+/g, ''));
      // §86/6 para 2, in fragments without SARA AM (ำ), which extraction may yet split.
      const seller = kit.app.config.seller;
      has(seller.name);
      has(`ตัวผู้เสียภาษี ${seller.taxId}`); // เลขประจำตัวผู้เสียภาษี
      has('นักงานใหญ่'); // สำนักงานใหญ่: the seller's head office
      has('ภาษีอย่างย่อ/ใบเสร็จรับเงิน');
      has('Abbreviated tax invoice / Receipt');
      has(`เลขที่ ${abbreviated!.serial}`);
      has('วันที่ 10 มิถุนายน 2574');
      for (const item of order.items) has(formatSatang(item.total_price * 100));
      has(`รวมทั้งสิ้น ${formatSatang(abbreviated!.total_satang)}`);
      has('รวมภาษีมูลค่าเพิ่มแล้ว');
      // The customer identifies the job; the seller's is the only tax id printed.
      has('มานีมีนา');
      expect(flat.split('ตัวผู้เสียภาษี')).toHaveLength(2);
    },
  );

  it('keeps an order’s receipt from before decision 058 and issues it no second document', async () => {
    const order = await paidOrder();
    // As a job before 058 issued it: an RC receipt, its PDF as it was.
    const pdf = Buffer.from('%PDF-1.7 the receipt as issued');
    const split = splitVatIncluded(order.total_payable * 100);
    const sequence = 900_000 + day;
    await kit.db.insert(taxDocuments).values({
      kind: 'receipt',
      branch: '00000',
      sequence,
      serial: `RC00000-${sequence}`,
      orderNo: order.cartOrderNo,
      issuedAt: ORDER_NOW,
      totalSatang: split.total,
      baseSatang: split.base,
      vatSatang: split.vat,
      pdf,
    });
    await runJob(order.cartOrderNo);
    const [receipt, ...none] = await documentsOf(order.cartOrderNo);
    expect(none).toEqual([]);
    expect(receipt).toMatchObject({ kind: 'receipt', serial: `RC00000-${sequence}` });
    expect((await pdfOf(order.cartOrderNo, receipt!)).pdf.equals(pdf)).toBe(true);

    // Refunded after a cancellation: credited like the others, naming the receipt.
    await cancel(order.cartOrderNo);
    await refund(order.cartOrderNo, order.total_payable);
    await runJob(order.cartOrderNo);
    const [, credit] = await documentsOf(order.cartOrderNo);
    expect(credit).toMatchObject({
      kind: 'credit_note',
      credits: receipt!.id,
      total_satang: split.total,
      vat_satang: split.vat,
    });
    if (HAS_PDFTOTEXT)
      expect(await flatText(order.cartOrderNo, credit!)).toContain(
        `อ้างถึงใบเสร็จรับเงินเลขที่${receipt!.serial}`,
      );
  });

  it.skipIf(!HAS_PDFTOTEXT)(
    'answers the refund of a cancelled tax invoice with a credit note, never an edit',
    async () => {
      const order = await paidOrder(withTaxInvoice());
      await runJob(order.cartOrderNo);
      const [invoice] = await documentsOf(order.cartOrderNo);
      const before = (await pdfOf(order.cartOrderNo, invoice!)).pdf;

      // The cancellation leaves the money due back; the credit note follows the money (058).
      await cancel(order.cartOrderNo);
      expect(await issueNow(order.cartOrderNo)).toEqual({ issued: [] });
      const entry = await refund(order.cartOrderNo, order.total_payable, 'ลูกค้าขอยกเลิกงาน');
      expect(entry.amount).toBe(order.total_payable);
      const jobs = await jobRows(kit.db, issueDocumentsJob.name);
      expect(jobs.filter((job) => job.data.orderNo === order.cartOrderNo)).toHaveLength(2);

      expect(await issueNow(order.cartOrderNo)).toMatchObject({
        issued: [expect.stringMatching(/^CN00000-/)],
      });
      await runJob(order.cartOrderNo);
      const documents = await documentsOf(order.cartOrderNo);
      expect(documents.map((document) => document.kind)).toEqual(['tax_invoice', 'credit_note']);
      const credit = documents[1]!;
      expect(credit).toMatchObject({
        credits: invoice!.id,
        total_satang: invoice!.total_satang,
        base_satang: invoice!.base_satang,
        vat_satang: invoice!.vat_satang,
      });
      expect((await pdfOf(order.cartOrderNo, invoice!)).pdf.equals(before)).toBe(true);
      const flat = await flatText(order.cartOrderNo, credit);
      expect(flat).toContain('ใบลดหนี้');
      expect(flat).toContain(`อ้างถึงใบกำกับภาษีเลขที่${invoice!.serial}`);
      expect(flat).toContain('เหตุผล:ลูกค้าขอยกเลิกงาน');
      expect(flat).toContain('มูลค่าที่ถูกต้อง0.00');
      expect(flat).toContain(`ภาษีมูลค่าเพิ่มของผลต่าง7%${formatSatang(invoice!.vat_satang)}`);
      expect(flat).toContain(`${COMPANY.tax_id}สาขาที่00001`); // the tax invoice's buyer
    },
  );

  it('credits an abbreviated tax invoice refunded in parts, each part to the satang', async () => {
    const order = await paidOrder();
    await runJob(order.cartOrderNo);
    const [abbreviated] = await documentsOf(order.cartOrderNo);
    await cancel(order.cartOrderNo, 'ลูกค้าย้ายบ้าน');
    const first = Math.floor(order.total_payable / 3);
    await refund(order.cartOrderNo, first, 'คืนเงินงวดแรก');
    await runJob(order.cartOrderNo);
    await refund(order.cartOrderNo, order.total_payable - first, 'คืนเงินส่วนที่เหลือ');
    await runJob(order.cartOrderNo);
    await runJob(order.cartOrderNo);

    const [, ...credits] = await documentsOf(order.cartOrderNo);
    const firstSplit = splitVatIncluded(first * 100);
    expect(credits).toMatchObject([
      {
        kind: 'credit_note',
        credits: abbreviated!.id,
        total_satang: firstSplit.total,
        base_satang: firstSplit.base,
        vat_satang: firstSplit.vat,
      },
      {
        kind: 'credit_note',
        credits: abbreviated!.id,
        total_satang: abbreviated!.total_satang - firstSplit.total,
        base_satang: abbreviated!.base_satang - firstSplit.base,
        vat_satang: abbreviated!.vat_satang - firstSplit.vat,
      },
    ]);
    const sequences = credits.map((credit) => Number(credit.serial.slice(-6)));
    expect(sequences[1]).toBe(sequences[0]! + 1);
    if (!HAS_PDFTOTEXT) return;
    const flat = await flatText(order.cartOrderNo, credits[0]!);
    expect(flat).toContain(`อ้างถึงใบกำกับภาษีอย่างย่อเลขที่${abbreviated!.serial}`);
    expect(flat).toContain('เหตุผล:คืนเงินงวดแรก');
    expect(flat).toContain(`ภาษีอย่างย่อเดิม(ก่อนภาษี)${formatSatang(abbreviated!.base_satang)}`);
    expect(flat).toContain(`มูลค่าที่ถูกต้อง${formatSatang(abbreviated!.base_satang - firstSplit.base)}`);
    expect(flat).toContain(`ผลต่าง${formatSatang(firstSplit.base)}`);
    expect(flat).toContain(`ลดหนี้ทั้งสิ้น${formatSatang(firstSplit.total)}`);
    expect(flat.split('ตัวผู้เสียภาษี')).toHaveLength(2); // the seller's tax id, no buyer's
    const last = await flatText(order.cartOrderNo, credits[1]!);
    expect(last).toContain('มูลค่าที่ถูกต้อง0.00');
    expect(last).toContain('เหตุผล:คืนเงินส่วนที่เหลือ');
  });

  it('credits nothing for a second payment given back: it was never documented', async () => {
    const order = await paidOrder();
    await providerPays(order); // the provider's money as well: paid twice
    await refund(order.cartOrderNo, order.total_payable, 'ชำระซ้ำ');
    await runJob(order.cartOrderNo);
    await runJob(order.cartOrderNo);
    expect((await documentsOf(order.cartOrderNo)).map((document) => document.kind)).toEqual([
      'abbreviated_tax_invoice',
    ]);
  });

  it('issues nothing for money that came after the order was cancelled unpaid', async () => {
    const order = await placeOrder();
    await cancel(order.cartOrderNo);
    await providerPays(order);
    await refund(order.cartOrderNo, order.total_payable);
    expect(await issueNow(order.cartOrderNo)).toEqual({ issued: [] });
    expect(await documentsOf(order.cartOrderNo)).toEqual([]);
  });

  it('a credit note issued at a cancellation before 058 is not credited a second time', async () => {
    const order = await paidOrder(withTaxInvoice());
    await runJob(order.cartOrderNo);
    const [invoice] = await documentsOf(order.cartOrderNo);
    await cancel(order.cartOrderNo);
    // As the job issued it at the cancellation before 058: all of it, answering no refund.
    const sequence = 900_000 + day;
    await kit.db.insert(taxDocuments).values({
      kind: 'credit_note',
      branch: '00000',
      sequence,
      serial: `CN00000-${sequence}`,
      orderNo: order.cartOrderNo,
      creditedDocumentId: invoice!.id,
      issuedAt: ORDER_NOW,
      totalSatang: invoice!.total_satang,
      baseSatang: invoice!.base_satang,
      vatSatang: invoice!.vat_satang,
      pdf: Buffer.from('%PDF-1.7 the credit note as issued'),
    });
    await refund(order.cartOrderNo, order.total_payable);
    expect(await issueNow(order.cartOrderNo)).toEqual({ issued: [] });
    expect(await documentsOf(order.cartOrderNo)).toHaveLength(2);
  });

  it('two runs at once issue each document once', async () => {
    const order = await paidOrder();
    const paid = await Promise.all([issueNow(order.cartOrderNo), issueNow(order.cartOrderNo)]);
    expect(paid.flatMap((outcome) => outcome.issued)).toEqual([expect.stringMatching(/^AB00000-/)]);
    await cancel(order.cartOrderNo);
    await refund(order.cartOrderNo, 100);
    await refund(order.cartOrderNo, order.total_payable - 100);
    const refunded = await Promise.all([issueNow(order.cartOrderNo), issueNow(order.cartOrderNo)]);
    expect(refunded.flatMap((outcome) => outcome.issued)).toHaveLength(2);
    await runJob(order.cartOrderNo);
    const documents = await documentsOf(order.cartOrderNo);
    expect(documents.map((document) => [document.kind, document.total_satang])).toEqual([
      ['abbreviated_tax_invoice', order.total_payable * 100],
      ['credit_note', 10_000],
      ['credit_note', (order.total_payable - 100) * 100],
    ]);
  });

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
    const [abbreviated] = await documentsOf(other.cartOrderNo);
    const crossed = await kit.get(orderDocumentPdfPath(order.cartOrderNo, abbreviated!.id));
    expect(crossed.statusCode).toBe(404);
    expect(failure(crossed).code).toBe('DOCUMENT_NOT_FOUND');
    const bad = await kit.get(orderDocumentPdfPath(order.cartOrderNo, 'not-a-uuid'));
    expect(bad.statusCode).toBe(400);
  });
});
