import { HEAD_OFFICE_BRANCH, isValidBranchCode, isValidThaiTaxId } from './form-rules';
import type { LedgerEntryKind } from './payment-ledger';
import { bahtToSatang, splitVatIncluded, type VatSplit } from './vat';

// The documents of an order's money (issue 22, docs/decisions/043 and 058): money received for a
// service gets a full tax invoice that is also the receipt when the customer asked for one, an
// abbreviated tax invoice (Revenue Code §86/6) otherwise; every refund of documented money gets a
// credit note (§86/10) for what it gave back, naming the document it credits. An issued document is
// never edited. `receipt` (RC, a receipt that was no tax invoice) is issued no more; the orders
// paid before decision 058 keep theirs, readable and credited like the others.

export const TAX_DOCUMENT_KINDS = [
  'tax_invoice',
  'abbreviated_tax_invoice',
  'receipt',
  'credit_note',
  // The difference approved on-site extras add to a documented sale, when paid (decision 080).
  'debit_note',
] as const;
export type TaxDocumentKind = (typeof TAX_DOCUMENT_KINDS)[number];

/** The kinds that record money received for a service: what a credit note may credit. */
export const PAYMENT_DOCUMENT_KINDS = [
  'tax_invoice',
  'abbreviated_tax_invoice',
  'receipt',
] as const;
export type PaymentDocumentKind = (typeof PAYMENT_DOCUMENT_KINDS)[number];

/** The kinds that give value back. */
export const REVERSAL_DOCUMENT_KINDS = ['credit_note'] as const;
export type ReversalDocumentKind = (typeof REVERSAL_DOCUMENT_KINDS)[number];

/** The kinds that add value to a documented sale (§86/9). */
export const INCREASE_DOCUMENT_KINDS = ['debit_note'] as const;
export type IncreaseDocumentKind = (typeof INCREASE_DOCUMENT_KINDS)[number];

/** What a kind of document does: records a payment, reverses part or all of one, or adds to it. */
export type DocumentRole =
  | { role: 'payment'; kind: PaymentDocumentKind }
  | { role: 'reversal'; kind: ReversalDocumentKind }
  | { role: 'increase'; kind: IncreaseDocumentKind };

/** The role of each kind, exhaustively (a new kind does not compile until it is placed here). */
export function documentRole(kind: TaxDocumentKind): DocumentRole {
  switch (kind) {
    case 'tax_invoice':
    case 'abbreviated_tax_invoice':
    case 'receipt':
      return { role: 'payment', kind };
    case 'credit_note':
      return { role: 'reversal', kind };
    case 'debit_note':
      return { role: 'increase', kind };
    default:
      return unreachable(kind);
  }
}

function unreachable(value: never): never {
  throw new TypeError(`Not a tax document kind: ${String(value)}`);
}

export const isPaymentDocument = (kind: TaxDocumentKind): kind is PaymentDocumentKind =>
  documentRole(kind).role === 'payment';

/** The title printed large at the top: the words the Revenue Code asks for. */
export const TAX_DOCUMENT_TITLES: Readonly<Record<TaxDocumentKind, { th: string; en: string }>> = {
  tax_invoice: { th: 'ใบกำกับภาษี/ใบเสร็จรับเงิน', en: 'Tax invoice / Receipt' },
  abbreviated_tax_invoice: {
    th: 'ใบกำกับภาษีอย่างย่อ/ใบเสร็จรับเงิน',
    en: 'Abbreviated tax invoice / Receipt',
  },
  receipt: { th: 'ใบเสร็จรับเงิน', en: 'Receipt' },
  credit_note: { th: 'ใบลดหนี้', en: 'Credit note' },
  debit_note: { th: 'ใบเพิ่มหนี้', en: 'Debit note' },
};

/** How a credit note names the document it credits: "อ้างถึงใบกำกับภาษีอย่างย่อเลขที่ …". */
export const CREDITED_DOCUMENT_NAMES: Readonly<Record<PaymentDocumentKind, string>> = {
  tax_invoice: 'ใบกำกับภาษี',
  abbreviated_tax_invoice: 'ใบกำกับภาษีอย่างย่อ',
  receipt: 'ใบเสร็จรับเงิน',
};

/** Each kind is numbered on its own, per seller branch, with this prefix. */
export const SERIAL_PREFIXES: Readonly<Record<TaxDocumentKind, string>> = {
  tax_invoice: 'TI',
  abbreviated_tax_invoice: 'AB',
  receipt: 'RC',
  credit_note: 'CN',
  debit_note: 'DN',
};

/**
 * The document for money received for an order's services (decision 058): a full tax invoice
 * when the customer asked for one and gave its details (§86/4), an abbreviated one otherwise
 * (§86/6: the partner stores' customers are consumers, a sale in the manner of retail). Never
 * the RC receipt, which was no tax invoice.
 */
export const paymentDocumentKind = (
  requestsFullTaxInvoice: boolean,
): Exclude<PaymentDocumentKind, 'receipt'> =>
  requestsFullTaxInvoice ? 'tax_invoice' : 'abbreviated_tax_invoice';

/**
 * The document a refund of documented money gets, by the kind it credits (decision 058): a
 * credit note (§86/10) for each, naming the original's serial. A legacy receipt is credited the
 * same way: it is the only document of that sale.
 */
export function reversalKind(credited: PaymentDocumentKind): ReversalDocumentKind {
  switch (credited) {
    case 'tax_invoice':
    case 'abbreviated_tax_invoice':
    case 'receipt':
      return 'credit_note';
    default:
      return unreachable(credited);
  }
}

/** An entry of the order's ledger as refunds are weighed: oldest first, in satang. */
export interface LedgerMoney {
  kind: LedgerEntryKind;
  satang: number;
}

/**
 * How much of each refund credits the payment's document (decision 058), in the ledger's order;
 * one figure per `refunded` entry. The document covers the first `documented` satang received;
 * money received beyond it (a second payment, a payment after the order was cancelled) was never
 * documented. A refund gives back undocumented money first, then documented money not yet
 * credited: so refunding a double payment credits nothing, and refunds of a cancelled order,
 * whole or in parts, credit what they give back until the document is fully credited.
 */
export function refundCredits(documented: number, entries: readonly LedgerMoney[]): number[] {
  if (!Number.isSafeInteger(documented) || documented < 0)
    throw new RangeError(`Not an amount of satang: ${documented}`);
  let covered = 0; // documented money received so far
  let undocumented = 0;
  let credited = 0;
  const credits: number[] = [];
  for (const entry of entries) {
    if (!Number.isSafeInteger(entry.satang) || entry.satang < 0)
      throw new RangeError(`Not an amount of satang: ${entry.satang}`);
    if (entry.kind === 'received') {
      const documentedPart = Math.min(entry.satang, documented - covered);
      covered += documentedPart;
      undocumented += entry.satang - documentedPart;
      continue;
    }
    const fromUndocumented = Math.min(entry.satang, undocumented);
    undocumented -= fromUndocumented;
    const credit = Math.min(entry.satang - fromUndocumented, covered - credited);
    credited += credit;
    credits.push(credit);
  }
  return credits;
}

/**
 * The VAT split of a credit of `amount` satang against a document of `original` already credited
 * `before` (decision 058): the credit that leaves nothing of the document takes exactly what is
 * left of its value and its VAT, so a document credited in parts is credited to the satang;
 * a part otherwise splits its own VAT (decision 043's rule).
 */
export function creditSplit(original: VatSplit, before: VatSplit, amount: number): VatSplit {
  const left = original.total - before.total;
  if (!Number.isSafeInteger(amount) || amount <= 0 || amount > left)
    throw new RangeError(`Cannot credit ${amount} satang of the ${left} left`);
  if (amount === left)
    return { base: original.base - before.base, vat: original.vat - before.vat, total: amount };
  return splitVatIncluded(amount);
}

/**
 * The lines of a debit note (decision 080): each extra paid for, with its quantity (perhaps
 * 2.5 m), unit price and amount in satang; the VAT split once on their total, which is what the
 * customer paid for them.
 */
export function extrasAmounts(
  lines: readonly { qty: number; unitPriceSatang: number; amountSatang: number }[],
): DocumentAmounts {
  const total = lines.reduce((sum, line) => sum + line.amountSatang, 0);
  return {
    lines: lines.map((line) => ({
      qty: line.qty,
      unitPrice: line.unitPriceSatang,
      discount: 0,
      value: line.amountSatang,
    })),
    gross: total,
    discount: 0,
    vat: splitVatIncluded(total),
  };
}

/** A credit note's one line when it credits part of a document: the amount, VAT included. */
export const creditAmounts = (split: VatSplit): DocumentAmounts => ({
  lines: [{ qty: 1, unitPrice: split.total, discount: 0, value: split.total }],
  gross: split.total,
  discount: 0,
  vat: split,
});

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
 * values must add up to what was paid: a document never shows figures that disagree. `satangLines`
 * follow the baht ones: an order's add-ons, priced in satang, and their rounding (decision 079).
 */
export function documentAmounts(
  lines: readonly OrderLineAmounts[],
  paid: number,
  satangLines: readonly DocumentLine[] = [],
): DocumentAmounts {
  const inSatang = [
    ...lines.map((line) => ({
      qty: line.qty,
      unitPrice: bahtToSatang(line.unitPrice),
      discount: bahtToSatang(line.discount),
      value: bahtToSatang(line.value),
    })),
    ...satangLines,
  ];
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
