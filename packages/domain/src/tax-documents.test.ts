import { describe, expect, it } from 'vitest';
import {
  branchLabel,
  documentAmounts,
  formatSerial,
  paidOrderDocumentKind,
  sellerProblems,
  TAX_DOCUMENT_TITLES,
} from './tax-documents';

const seller = {
  name: 'บริษัท ช่างดี จำกัด',
  address: '1 ถนนบางนา-ตราด แขวงบางนาเหนือ เขตบางนา กรุงเทพมหานคร 10260',
  taxId: '0105561000011',
  branch: '00000',
};

describe('tax documents (decision 043)', () => {
  it('gives a paid order a tax invoice when it asked for one, a receipt otherwise', () => {
    expect(paidOrderDocumentKind(true)).toBe('tax_invoice');
    expect(paidOrderDocumentKind(false)).toBe('receipt');
    expect(TAX_DOCUMENT_TITLES.tax_invoice.th).toBe('ใบกำกับภาษี/ใบเสร็จรับเงิน');
    expect(TAX_DOCUMENT_TITLES.credit_note.th).toBe('ใบลดหนี้');
  });

  it('numbers each kind per branch', () => {
    expect(formatSerial('tax_invoice', '00000', 42)).toBe('TI00000-000042');
    expect(formatSerial('credit_note', '00001', 1_234_567)).toBe('CN00001-1234567');
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

  it('refuses lines that do not add up to what was paid', () => {
    expect(() =>
      documentAmounts([{ qty: 1, unitPrice: 100, discount: 0, value: 100 }], 90),
    ).toThrow(RangeError);
  });
});
