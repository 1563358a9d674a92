import { HEAD_OFFICE_BRANCH, isValidBranchCode, isValidThaiTaxId } from './form-rules';
import { bahtToSatang, splitVatIncluded, type VatSplit } from './vat';

// The documents a paid order gets (issue 22, docs/decisions/043): a full tax invoice that is also
// the receipt when the customer asked for a tax invoice, a receipt otherwise, and a credit note
// when an order whose tax invoice was issued is cancelled (an issued invoice is never edited).

export const TAX_DOCUMENT_KINDS = ['tax_invoice', 'receipt', 'credit_note'] as const;
export type TaxDocumentKind = (typeof TAX_DOCUMENT_KINDS)[number];

/** The title printed large at the top: the words the Revenue Code asks for. */
export const TAX_DOCUMENT_TITLES: Readonly<Record<TaxDocumentKind, { th: string; en: string }>> = {
  tax_invoice: { th: 'ใบกำกับภาษี/ใบเสร็จรับเงิน', en: 'Tax invoice / Receipt' },
  receipt: { th: 'ใบเสร็จรับเงิน', en: 'Receipt' },
  credit_note: { th: 'ใบลดหนี้', en: 'Credit note' },
};

/** Each kind is numbered on its own, per seller branch, with this prefix. */
export const SERIAL_PREFIXES: Readonly<Record<TaxDocumentKind, string>> = {
  tax_invoice: 'TI',
  receipt: 'RC',
  credit_note: 'CN',
};

/** The kind a paid order gets: a tax invoice when it asked for one, a receipt otherwise. */
export const paidOrderDocumentKind = (requestTaxInvoice: boolean): TaxDocumentKind =>
  requestTaxInvoice ? 'tax_invoice' : 'receipt';

/** `TI00000-000042`: the kind's prefix, the seller's branch and the number, six digits or more. */
export const formatSerial = (kind: TaxDocumentKind, branch: string, sequence: number): string => {
  if (!Number.isSafeInteger(sequence) || sequence < 1)
    throw new RangeError(`Not a serial number: ${sequence}`);
  return `${SERIAL_PREFIXES[kind]}${branch}-${String(sequence).padStart(6, '0')}`;
};

/** How a branch is named on a tax document: สำนักงานใหญ่ for 00000, สาขาที่ 00001 otherwise. */
export const branchLabel = (branch: string): string =>
  branch === HEAD_OFFICE_BRANCH ? 'สำนักงานใหญ่' : `สาขาที่ ${branch}`;

/** The seller printed on every document (the server's settings). */
export interface Seller {
  name: string;
  address: string;
  taxId: string;
  /** Five digits; 00000 is the head office. */
  branch: string;
}

/** What is wrong with one of the seller's settings. */
export interface SellerProblem {
  field: keyof Seller;
  problem: string;
}

/** What is wrong with the seller's settings (none when they can be printed on a tax invoice). */
export function sellerProblems(seller: Seller): SellerProblem[] {
  const problems: SellerProblem[] = [];
  if (!seller.name.trim()) problems.push({ field: 'name', problem: 'must not be empty' });
  if (!seller.address.trim()) problems.push({ field: 'address', problem: 'must not be empty' });
  if (!/^\d{13}$/.test(seller.taxId) || !isValidThaiTaxId(seller.taxId))
    problems.push({
      field: 'taxId',
      problem: `must be a 13-digit Thai tax id with a valid check digit (got '${seller.taxId}')`,
    });
  if (!/^\d{5}$/.test(seller.branch) || !isValidBranchCode(seller.branch))
    problems.push({
      field: 'branch',
      problem: `must be a 5-digit branch number, 00000 for the head office (got '${seller.branch}')`,
    });
  return problems;
}

/** A line of an order as a document lists it; amounts in whole baht, as the order keeps them. */
export interface OrderLineAmounts {
  qty: number;
  unitPrice: number;
  /** The line's promotion and coupon discounts together. */
  discount: number;
  /** What the line costs after its discounts (VAT included). */
  value: number;
}

export interface DocumentLine {
  qty: number;
  unitPrice: number;
  discount: number;
  value: number;
}

export interface DocumentAmounts {
  /** Each line in satang. */
  lines: DocumentLine[];
  /** Before discounts (satang). */
  gross: number;
  discount: number;
  /** The value before VAT, the VAT and what was paid. */
  vat: VatSplit;
}

/**
 * The figures of a document for an order's lines, in satang: every line's quantity, unit price,
 * discount and value (VAT included), their sums, and the VAT split of what was paid. The lines'
 * values must add up to what was paid: a document never shows figures that disagree.
 */
export function documentAmounts(lines: readonly OrderLineAmounts[], paid: number): DocumentAmounts {
  const inSatang = lines.map((line) => ({
    qty: line.qty,
    unitPrice: bahtToSatang(line.unitPrice),
    discount: bahtToSatang(line.discount),
    value: bahtToSatang(line.value),
  }));
  const total = inSatang.reduce((sum, line) => sum + line.value, 0);
  if (total !== bahtToSatang(paid))
    throw new RangeError(`The lines add up to ${total} satang, not the ${paid} baht paid`);
  return {
    lines: inSatang,
    gross: inSatang.reduce((sum, line) => sum + line.value + line.discount, 0),
    discount: inSatang.reduce((sum, line) => sum + line.discount, 0),
    vat: splitVatIncluded(total),
  };
}
