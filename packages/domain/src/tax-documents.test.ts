import { describe, expect, it } from 'vitest';
import {
  branchLabel,
  creditAmounts,
  creditSplit,
  CREDITED_DOCUMENT_NAMES,
  documentAmounts,
  documentRole,
  extrasAmounts,
  formatSerial,
  isPaymentDocument,
  PAYMENT_DOCUMENT_KINDS,
  paymentDocumentKind,
  refundCredits,
  reversalKind,
  SERIAL_PREFIXES,
  sellerProblems,
  TAX_DOCUMENT_KINDS,
  TAX_DOCUMENT_TITLES,
} from './tax-documents';
import { splitVatIncluded } from './vat';

const seller = {
  name: 'บริษัท ช่างดี จำกัด',
  address: '1 ถนนบางนา-ตราด แขวงบางนาเหนือ เขตบางนา กรุงเทพมหานคร 10260',
  taxId: '0105561000011',
  branch: '00000',
};

describe('tax documents (decision 043)', () => {
  it('gives a payment a full tax invoice when asked for, an abbreviated one otherwise (058)', () => {
    expect(paymentDocumentKind(true)).toBe('tax_invoice');
    expect(paymentDocumentKind(false)).toBe('abbreviated_tax_invoice');
    expect(TAX_DOCUMENT_TITLES.tax_invoice.th).toBe('ใบกำกับภาษี/ใบเสร็จรับเงิน');
    expect(TAX_DOCUMENT_TITLES.abbreviated_tax_invoice.th).toBe('ใบกำกับภาษีอย่างย่อ/ใบเสร็จรับเงิน');
    expect(TAX_DOCUMENT_TITLES.credit_note.th).toBe('ใบลดหนี้');
    expect(TAX_DOCUMENT_TITLES.debit_note.th).toBe('ใบเพิ่มหนี้');
    expect(documentRole('debit_note')).toEqual({ role: 'increase', kind: 'debit_note' });
    expect(formatSerial('debit_note', '00000', 3)).toBe('DN00000-000003');
  });

  it('lists a debit note’s extras in satang and splits the VAT once on what was paid (080)', () => {
    expect(
      extrasAmounts([
        { qty: 2.5, unitPriceSatang: 35_000, amountSatang: 87_500 },
        { qty: 1, unitPriceSatang: 85_000, amountSatang: 85_000 },
      ]),
    ).toEqual({
      lines: [
        { qty: 2.5, unitPrice: 35_000, discount: 0, value: 87_500 },
        { qty: 1, unitPrice: 85_000, discount: 0, value: 85_000 },
      ],
      gross: 172_500,
      discount: 0,
      vat: { base: 161_215, vat: 11_285, total: 172_500 },
    });
  });

  it.each(TAX_DOCUMENT_KINDS)('%s has a title in Thai and English, a prefix and a role', (kind) => {
    const title = TAX_DOCUMENT_TITLES[kind];
    expect(title.th).toMatch(/^ใบ/);
    expect(title.en).toMatch(/^[A-Z][A-Za-z /]+$/);
    expect(SERIAL_PREFIXES[kind]).toMatch(/^[A-Z]{2}$/);
    const role = documentRole(kind);
    expect(role.kind).toBe(kind);
    expect(isPaymentDocument(kind)).toBe(role.role === 'payment');
  });

  it('numbers every kind on a prefix of its own', () => {
    const prefixes = TAX_DOCUMENT_KINDS.map((kind) => SERIAL_PREFIXES[kind]);
    expect(new Set(prefixes).size).toBe(TAX_DOCUMENT_KINDS.length);
    expect(SERIAL_PREFIXES.abbreviated_tax_invoice).toBe('AB');
  });

  it.each(PAYMENT_DOCUMENT_KINDS)(
    'a refund of a %s is answered by a credit note naming it',
    (kind) => {
      expect(reversalKind(kind)).toBe('credit_note');
      expect(TAX_DOCUMENT_TITLES[kind].th.startsWith(CREDITED_DOCUMENT_NAMES[kind])).toBe(true);
    },
  );

  it('refuses a value outside the vocabulary', () => {
    expect(() => documentRole('delivery_note' as never)).toThrow(TypeError);
    expect(() => reversalKind('credit_note' as never)).toThrow(TypeError);
  });

  it('numbers each kind per branch', () => {
    expect(formatSerial('tax_invoice', '00000', 42)).toBe('TI00000-000042');
    expect(formatSerial('credit_note', '00001', 1_234_567)).toBe('CN00001-1234567');
    expect(formatSerial('abbreviated_tax_invoice', '00000', 7)).toBe('AB00000-000007');
    expect(() => formatSerial('receipt', '00000', 0)).toThrow(RangeError);
    expect(() => formatSerial('receipt', '00000', 1.5)).toThrow(RangeError);
  });

  it('names the head office and the branches as the Revenue Department asks', () => {
    expect(branchLabel('00000')).toBe('สำนักงานใหญ่');
    expect(branchLabel('00001')).toBe('สาขาที่ 00001');
  });

  it('checks the seller: names, a tax id with its check digit, a five-digit branch', () => {
    expect(sellerProblems(seller)).toEqual([]);
    expect(
      sellerProblems({ name: ' ', address: '', taxId: '0105561000012', branch: '1' }).map(
        (problem) => problem.field,
      ),
    ).toEqual(['name', 'address', 'taxId', 'branch']);
    // Separators pass the form's check but are not printed: the setting must be plain digits.
    expect(sellerProblems({ ...seller, taxId: '0-1055-61000-01-1', branch: ' 00000' })).toEqual([
      {
        field: 'taxId',
        problem:
          "must be a 13-digit Thai tax id with a valid check digit (got '0-1055-61000-01-1')",
      },
      {
        field: 'branch',
        problem: "must be a 5-digit branch number, 00000 for the head office (got ' 00000')",
      },
    ]);
  });

  it('lists the lines in satang and splits the VAT of what was paid', () => {
    const amounts = documentAmounts(
      [
        { qty: 2, unitPrice: 1500, discount: 300, value: 2700 },
        { qty: 1, unitPrice: 590, discount: 0, value: 590 },
      ],
      3290,
    );
    expect(amounts).toEqual({
      lines: [
        { qty: 2, unitPrice: 150000, discount: 30000, value: 270000 },
        { qty: 1, unitPrice: 59000, discount: 0, value: 59000 },
      ],
      gross: 359000,
      discount: 30000,
      vat: { base: 307477, vat: 21523, total: 329000 },
    });
  });

  it('takes an order’s add-ons in satang after its services, with their rounding (079)', () => {
    const amounts = documentAmounts([{ qty: 1, unitPrice: 590, discount: 0, value: 590 }], 941, [
      { qty: 1, unitPrice: 35_050, discount: 0, value: 35_050 },
      { qty: 1, unitPrice: 50, discount: 0, value: 50 },
    ]);
    expect(amounts.lines.map((line) => line.value)).toEqual([59_000, 35_050, 50]);
    expect(amounts.vat.total).toBe(94_100);
  });

  it('refuses lines that do not add up to what was paid', () => {
    expect(() =>
      documentAmounts([{ qty: 1, unitPrice: 100, discount: 0, value: 100 }], 90),
    ).toThrow(RangeError);
  });

  describe('what each refund credits (decision 058)', () => {
    const received = (satang: number) => ({ kind: 'received' as const, satang });
    const refunded = (satang: number) => ({ kind: 'refunded' as const, satang });

    it('a paid order cancelled and refunded whole: one credit of all of it', () => {
      expect(refundCredits(150000, [received(150000), refunded(150000)])).toEqual([150000]);
    });

    it('refunded in parts: each part credits what it gave back', () => {
      expect(
        refundCredits(150000, [
          received(150000),
          refunded(50000),
          refunded(70000),
          refunded(30000),
        ]),
      ).toEqual([50000, 70000, 30000]);
    });

    it('a second payment refunded credits nothing: it was never documented', () => {
      expect(refundCredits(150000, [received(150000), received(150000), refunded(150000)])).toEqual(
        [0],
      );
      // …and a cancelled order paid twice: the surplus goes back first, then the documented money.
      expect(
        refundCredits(150000, [
          received(150000),
          received(150000),
          refunded(200000),
          refunded(100000),
        ]),
      ).toEqual([50000, 100000]);
    });

    it('a refund before a later second payment credits the document', () => {
      expect(
        refundCredits(150000, [
          received(150000),
          refunded(150000),
          received(150000),
          refunded(150000),
        ]),
      ).toEqual([150000, 0]);
    });

    it('money never documented (paid after the order was cancelled) credits nothing', () => {
      expect(refundCredits(0, [received(150000), refunded(150000)])).toEqual([0]);
    });

    it('refuses amounts that are not satang', () => {
      expect(() => refundCredits(-1, [])).toThrow(RangeError);
      expect(() => refundCredits(100, [received(1.5)])).toThrow(RangeError);
    });
  });

  describe('the VAT of a credit (decision 058)', () => {
    const original = splitVatIncluded(100000); // 1,000.00: VAT 65.42

    it('a whole credit is the document’s own split', () => {
      expect(creditSplit(original, splitVatIncluded(0), 100000)).toEqual(original);
    });

    it('parts add up to the document to the satang: the last takes what is left', () => {
      const first = creditSplit(original, splitVatIncluded(0), 33333);
      expect(first).toEqual(splitVatIncluded(33333));
      const second = creditSplit(original, first, 33333);
      const before = {
        base: first.base + second.base,
        vat: first.vat + second.vat,
        total: first.total + second.total,
      };
      const last = creditSplit(original, before, 33334);
      expect(before.base + last.base).toBe(original.base);
      expect(before.vat + last.vat).toBe(original.vat);
      expect(last.base + last.vat).toBe(33334);
    });

    it('refuses nothing, a fraction, or more than is left', () => {
      expect(() => creditSplit(original, splitVatIncluded(0), 0)).toThrow(RangeError);
      expect(() => creditSplit(original, splitVatIncluded(0), 0.5)).toThrow(RangeError);
      expect(() => creditSplit(original, splitVatIncluded(60000), 40001)).toThrow(RangeError);
    });

    it('lists a part as one line of its amount', () => {
      const split = splitVatIncluded(50000);
      expect(creditAmounts(split)).toEqual({
        lines: [{ qty: 1, unitPrice: 50000, discount: 0, value: 50000 }],
        gross: 50000,
        discount: 0,
        vat: split,
      });
    });
  });
});
