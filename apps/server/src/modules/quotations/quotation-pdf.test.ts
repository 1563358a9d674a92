import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@changdee/contract/envelope';
import {
  quotationPath,
  quotationPaths,
  trackingQuotationPdfPath,
  type Quotation,
} from '@changdee/contract/quotations';
import { formatSatang } from '@changdee/domain/vat';
import { quotationDecisions, quotations } from '../../db/schema/quotations';
import { testDriver } from '../../../test/context';
import { HAS_PDFTOTEXT, pdfJsText, pdfText, sayWhenPdfTextIsMissing } from '../../../test/pdf-text';
import { quotationKit, type QuotationKit } from '../../../test/quotation-kit';
import type { SignedIn } from '../../../test/sign-in';
import { DRAWN_SIGNATURE } from '../../../test/signatures';

// The quotation's PDF (issue 31 item 7, decision 081) through its two routes: the technician's and
// Operators' (the latest version, in their language) and the customer's tracking link (the version
// they were sent, in the language they chose). Its text is read back with pdftotext and pdf.js and
// compared line by line, exactly as the tools give it: a customer and a technician whose names
// carry SARA AM under a tone mark (น้ำ, ค้ำ, ฉ่ำ) must read back as typed.

sayWhenPdfTextIsMissing();
let q: QuotationKit;
beforeAll(async () => {
  q = await quotationKit('2031-08-01');
});
afterAll(() => q?.close());

const CUSTOMER = { firstname: 'น้ำฝน', lastname: 'ค้ำจุนสุข' };
const errorOf = (response: { json(): unknown }) => errorBodySchema.parse(response.json());
/** pdftotext's lines; a form feed starts each page after the first (a separator too). */
const linesOf = (pdf: Buffer) => pdfText(pdf).split(/\n|\f/);
const money = formatSatang;

const staffPdf = (no: string, as: SignedIn, language = 'th') =>
  q.kit.app.inject({
    method: 'GET',
    url: quotationPath(no, quotationPaths.pdf),
    headers: { ...as.headers, 'accept-language': language },
  });
const customerPdf = (token: string, query = '') =>
  q.kit.app.inject({
    method: 'GET',
    url: `${trackingQuotationPdfPath(token)}${query}`,
    headers: { 'accept-language': 'th' },
  });

/** The images the PDF draws (poppler's pdfimages), each as `type width height`. */
function imagesOf(pdf: Buffer): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'changdee-quotation-'));
  try {
    writeFileSync(join(dir, 'q.pdf'), pdf);
    const run = spawnSync('pdfimages', ['-list', join(dir, 'q.pdf')], { encoding: 'utf8' });
    return run.stdout
      .split('\n')
      .slice(2)
      .filter((line) => line.trim())
      .map((line) => line.trim().split(/\s+/).slice(2, 5).join(' '));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The totals' lines as the Thai PDF prints them, from the server's figures. */
const thaiTotals = (totals: Quotation['current']['totals'], payable = totals.payable_satang) => [
  `รวมเป็นเงิน ${money(totals.subtotal_satang)}`,
  'ส่วนลดโปรโมชัน 0.00',
  `มูลค่าก่อนภาษีมูลค่าเพิ่ม ${money(payable - totals.vat_satang)}`,
  `ภาษีมูลค่าเพิ่ม 7% ${money(totals.vat_satang)}`,
  `จำนวนเงินรวมทั้งสิ้น ${money(payable)}`,
];

describe(`the quotation as a PDF (${testDriver()})`, () => {
  it.skipIf(!HAS_PDFTOTEXT)('gives the technician the Thai draft, read back exactly', async () => {
    const no = await q.survey(CUSTOMER);
    const quotation = await q.quote(no);
    const response = await staffPdf(no, q.kit.technician);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${quotation.number}-v1.pdf"; filename*=UTF-8''` +
        `${encodeURIComponent('ใบเสนอราคา')}-${quotation.number}-v1.pdf`,
    );
    const { totals } = quotation.current;
    expect(totals.optional_satang).toBe(120_000);
    expect(linesOf(response.rawPayload)).toEqual(
      expect.arrayContaining([
        'บริษัท ช่างดี เซอร์วิส จำกัด',
        'เลขประจำตัวผู้เสียภาษี 0105561000011 สำนักงานใหญ่',
        'ใบเสนอราคา',
        `เลขที่ ${quotation.number}`,
        'ฉบับที่ 1',
        'วันที่ 10 มิถุนายน 2574',
        `งานสำรวจ ${no}`,
        'ลูกค้า',
        'น้ำฝน ค้ำจุนสุข',
        '7/1 พระบรมมหาราชวัง พระนคร กรุงเทพมหานคร 10200',
        'โทร 0891234567',
        'ลำดับ รายการ จำนวน หน่วย ราคาต่อหน่วย ส่วนลด จำนวนเงิน',
        '3 ท่อน้ำยาแอร์ส่วนเกิน 2.5 เมตร 350.50 0.00 876.25',
        'รายการเลือกเพิ่ม',
        'ลูกค้าเลือกได้ตอนอนุมัติ ราคานี้ยังไม่รวมในยอดด้านล่าง',
        '1 ขาแขวนคอยล์ร้อน 1 ชิ้น 1,200.00 0.00 1,200.00',
        '(หกพันแปดร้อยเจ็ดสิบหกบาทยี่สิบห้าสตางค์)',
        'ราคาสินค้าและบริการรวมภาษีมูลค่าเพิ่มแล้ว',
        ...thaiTotals(totals),
        'รายการเลือกเพิ่ม (ยังไม่รวม) 1,200.00',
        'ใช้ได้ 14 วันนับจากวันที่ส่งให้ลูกค้า',
        'ร่าง ยังไม่ได้ส่งให้ลูกค้า',
        'หมายเหตุ: ผนังด้านนอกเป็นปูน ต้องเจาะรูใหม่หนึ่งจุด',
        'เงื่อนไข',
        '1. ราคารวมภาษีมูลค่าเพิ่ม 7% แล้ว ยกเว้นรายการที่ระบุว่าไม่มีภาษีมูลค่าเพิ่ม',
        '3. รายการเลือกเพิ่มจะรวมในยอดเมื่อลูกค้าเลือกตอนอนุมัติ',
        'ผู้เสนอราคา สมศักดิ์ เย็นฉ่ำ',
        `${quotation.number} ฉบับที่ 1 หน้า 1/1`,
      ]),
    );
    expect(totals.payable_satang).toBe(687_625);
    // pdf.js (browsers' reader) reads the same words.
    const jsLines = (await pdfJsText(response.rawPayload)).split('\n');
    expect(jsLines).toEqual(
      expect.arrayContaining([
        'น้ำฝน ค้ำจุนสุข',
        '3 ท่อน้ำยาแอร์ส่วนเกิน 2.5 เมตร 350.50 0.00 876.25',
        'ผู้เสนอราคา สมศักดิ์ เย็นฉ่ำ',
      ]),
    );
    // An Operator reads it too; English when that is their language.
    const english = await staffPdf(no, q.kit.operator, 'en');
    expect(english.statusCode).toBe(200);
    expect(linesOf(english.rawPayload)).toEqual(
      expect.arrayContaining(['Quotation', 'Date 10 June 2031', 'Draft, not sent to the customer']),
    );
  });

  it.skipIf(!HAS_PDFTOTEXT)(
    'gives the customer the version they were sent, in their language or the one asked',
    async () => {
      const no = await q.survey({ ...CUSTOMER, language: 'en' });
      const quotation = await q.send(no, (await q.quote(no)).version);
      const token = await q.tokenOf(no);
      const response = await customerPdf(token);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="${quotation.number}-v1.pdf"; filename*=UTF-8''Quotation-${quotation.number}-v1.pdf`,
      );
      const lines = linesOf(response.rawPayload);
      expect(lines).toEqual(
        expect.arrayContaining([
          'Tax ID 0105561000011 Head office',
          'Quotation',
          `No. ${quotation.number}`,
          'Version 1',
          'Date 10 June 2031',
          `Survey ${no}`,
          'น้ำฝน ค้ำจุนสุข',
          '7/1, Phra Borom Maha Ratchawang, Phra Nakhon, Bangkok 10200',
          'No. Item Qty Unit Unit price Discount Amount',
          '3 Extra refrigerant pipe 2.5 metre 350.50 0.00 876.25',
          'Optional items',
          '1 Wall bracket 1 piece 1,200.00 0.00 1,200.00',
          `Total ${money(quotation.current.totals.payable_satang)}`,
          'Optional items (not included) 1,200.00',
          'Valid until 24 June 2031',
          '2. Valid until 24 June 2031. The customer approves by signing on the tracking page or at the store.',
          'Quoted by สมศักดิ์ เย็นฉ่ำ',
          `${quotation.number} version 1 page 1/1`,
        ]),
      );
      expect(lines).not.toContain('Draft, not sent to the customer');
      const thai = linesOf((await customerPdf(token, '?lang=th')).rawPayload);
      expect(thai).toEqual(
        expect.arrayContaining(['วันที่ 10 มิถุนายน 2574', 'ใช้ได้ถึงวันที่ 24 มิถุนายน 2574']),
      );

      // Revised (a draft again): the customer has nothing to read until it is sent again; the
      // technician reads the new version.
      await q.quote(no, { based_on_version: 1 });
      const revised = await customerPdf(token);
      expect([revised.statusCode, errorOf(revised).code, errorOf(revised).message]).toEqual([
        404,
        'QUOTATION_NOT_FOUND',
        'งานนี้ยังไม่มีใบเสนอราคา',
      ]);
      const staff = await staffPdf(no, q.kit.technician);
      expect(linesOf(staff.rawPayload)).toContain('ฉบับที่ 2');
    },
  );

  it.skipIf(!HAS_PDFTOTEXT)(
    'once approved, shows the signature, the signer, the time and the optional items taken',
    async () => {
      const no = await q.survey(CUSTOMER);
      const quotation = await q.send(no, (await q.quote(no)).version);
      // The approval as the customer's page records it (issue 31 item 3): the bracket ticked.
      const [row] = await q.kit.db.select().from(quotations).where(eq(quotations.orderNo, no));
      await q.kit.db.insert(quotationDecisions).values({
        quotationId: row!.id,
        version: 1,
        kind: 'approved',
        channel: 'customer_page',
        chosenPositions: [3],
        signerName: 'น้ำฝน ค้ำจุนสุข',
        signature: Buffer.from(DRAWN_SIGNATURE.split(',')[1]!, 'base64'),
        signedAt: new Date('2031-06-11T07:05:00Z'),
        device: 'test',
      });
      await q.kit.db
        .update(quotations)
        .set({ state: 'approved' })
        .where(eq(quotations.id, row!.id));

      const token = await q.tokenOf(no);
      const response = await customerPdf(token);
      expect(response.statusCode, response.body).toBe(200);
      const withBracket = quotation.current.totals.payable_satang + 120_000;
      const lines = linesOf(response.rawPayload);
      expect(lines).toEqual(
        expect.arrayContaining([
          'ลำดับ รายการ จำนวน หน่วย ราคาต่อหน่วย การเลือก จำนวนเงิน',
          '1 ขาแขวนคอยล์ร้อน 1 ชิ้น 1,200.00 เลือกแล้ว 1,200.00',
          `จำนวนเงินรวมทั้งสิ้น ${money(withBracket)}`,
          'รายการเลือกเพิ่มที่ลูกค้าเลือก',
          'ขาแขวนคอยล์ร้อน',
          'อนุมัติโดย น้ำฝน ค้ำจุนสุข',
          'เมื่อ 11 มิถุนายน 2574 เวลา 14.05 น.',
        ]),
      );
      expect(lines.some((line) => line.includes('ยังไม่รวม'))).toBe(false);
      // The PNG as drawn: its colours and its transparency (a soft mask).
      expect(imagesOf(response.rawPayload)).toEqual(['image 60 24', 'smask 60 24']);
      const english = linesOf((await customerPdf(token, '?lang=en')).rawPayload);
      expect(english).toEqual(
        expect.arrayContaining([
          'No. Item Qty Unit Unit price Choice Amount',
          '1 Wall bracket 1 piece 1,200.00 Taken 1,200.00',
          `${quotation.number} version 1 page 1/2`, // the approval kept whole on the next page
          'Optional items taken',
          'Approved by น้ำฝน ค้ำจุนสุข',
          'on 11 June 2031 at 14:05',
        ]),
      );
    },
  );
});

describe(`who may download the quotation's PDF (${testDriver()})`, () => {
  it('the survey’s team and Operators; the customer through their link once sent', async () => {
    const no = await q.survey(CUSTOMER);
    const none = await staffPdf(no, q.kit.operator);
    expect([none.statusCode, errorOf(none).code]).toEqual([404, 'QUOTATION_NOT_FOUND']);
    await q.quote(no);
    for (const as of [q.kit.technician, q.kit.operator])
      expect((await staffPdf(no, as)).statusCode).toBe(200);
    for (const as of [q.kit.sales, q.kit.manager, q.kit.brand])
      expect((await staffPdf(no, as)).statusCode).toBe(403);
    const foreign = await staffPdf(no, q.kit.technicianOther);
    expect([foreign.statusCode, errorOf(foreign).code]).toEqual([403, 'JOB_NOT_YOURS']);
    const anonymous = await q.kit.app.inject({
      method: 'GET',
      url: quotationPath(no, quotationPaths.pdf),
    });
    expect(anonymous.statusCode).toBe(401);

    const token = await q.tokenOf(no);
    const draft = await customerPdf(token);
    expect([draft.statusCode, errorOf(draft).code]).toEqual([404, 'QUOTATION_NOT_FOUND']);
    const unknown = await customerPdf('A'.repeat(43));
    expect([unknown.statusCode, errorOf(unknown).code]).toEqual([404, 'TRACKING_LINK_NOT_FOUND']);
    const language = await customerPdf(token, '?lang=fr');
    expect(language.statusCode).toBe(400);
  });
});
