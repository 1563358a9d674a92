import { businessToday } from '@changdee/domain/dates';
import {
  creditAmounts,
  creditSplit,
  CREDITED_DOCUMENT_NAMES,
  extrasAmounts,
  formatSerial,
  isPaymentDocument,
  paymentDocumentKind,
  refundCredits,
  reversalKind,
  type PaymentDocumentKind,
  type Seller,
} from '@changdee/domain/tax-documents';
import { bahtToSatang, type VatSplit } from '@changdee/domain/vat';
import type { CartOrder } from '@changdee/contract/orders';
import type { Database, DbExecutor } from '../../db/client';
import { withTransactionRetry } from '../../lib/transaction-retry';
import { addOnLinesOf, extraEntriesOf, extrasOf, orderAnswer } from '../orders/service';
import {
  buyerOf,
  orderFigures,
  paymentText,
  paymentTextOf,
  refundReason,
  type DocumentContent,
  type Sale,
} from './content';
import { renderDocument } from './render';
import * as repository from './repository';
import type { DocumentSummary } from './repository';

// Issuing an order's tax documents (issue 22, docs/decisions/043 and 058), run by the
// documents.issue job: the payment's document once the order is paid, a credit note for each
// refund of documented money.

/** The serials issued by one run (none when the order had all it needed). */
export interface IssueOutcome {
  issued: string[];
}

/** Takes the next serial of the kind, renders the document with it and stores both. */
async function issue(
  tx: DbExecutor,
  content: Omit<DocumentContent, 'serial'>,
  row: {
    issuedAt: Date;
    creditedDocumentId?: string;
    refundEntryId?: number;
    extrasEntryId?: number;
  },
): Promise<{ id: string; serial: string }> {
  const { seller, kind } = content;
  const sequence = await repository.takeSerial(tx, seller.branch, kind);
  const serial = formatSerial(kind, seller.branch, sequence);
  const pdf = await renderDocument({ ...content, serial });
  const id = await repository.insertDocument(tx, {
    kind,
    branch: seller.branch,
    sequence,
    serial,
    orderNo: content.orderNo,
    creditedDocumentId: row.creditedDocumentId ?? null,
    refundEntryId: row.refundEntryId ?? null,
    extrasEntryId: row.extrasEntryId ?? null,
    issuedAt: row.issuedAt,
    totalSatang: content.amounts.vat.total,
    baseSatang: content.amounts.vat.base,
    vatSatang: content.amounts.vat.vat,
    pdf,
  });
  return { id, serial };
}

/**
 * Whether the order's sale was paid: its payment once became `paid` (the history keeps every
 * change). Money that came only after the order was cancelled, or a second time, paid no sale.
 */
const salePaid = (order: CartOrder): boolean =>
  order.history.some((change) => change.kind === 'payment' && change.to === 'paid');

type PaymentDocument = DocumentSummary & { kind: PaymentDocumentKind };

const splitOf = (document: Pick<DocumentSummary, 'baseSatang' | 'vatSatang' | 'totalSatang'>) => ({
  base: document.baseSatang,
  vat: document.vatSatang,
  total: document.totalSatang,
});
const sum = (splits: readonly VatSplit[]): VatSplit =>
  splits.reduce(
    (a, b) => ({ base: a.base + b.base, vat: a.vat + b.vat, total: a.total + b.total }),
    {
      base: 0,
      vat: 0,
      total: 0,
    },
  );

/** What every document of the order says alike: when, by whom, for which order, paid how. */
type Common = Pick<DocumentContent, 'issuedOn' | 'seller' | 'orderNo' | 'payment'>;

/** The paid sale's document: the one it has, or a full or abbreviated tax invoice issued now. */
async function paymentDocument(
  tx: DbExecutor,
  order: Sale,
  common: Common,
  existing: readonly DocumentSummary[],
  now: Date,
): Promise<{ paid: PaymentDocument; issued: string | null }> {
  const found = existing.find((document): document is PaymentDocument =>
    isPaymentDocument(document.kind),
  );
  if (found) return { paid: found, issued: null };
  const kind = paymentDocumentKind(order.request_tax_invoice && !!order.tax_invoice);
  const content = { ...common, ...orderFigures(order), kind, buyer: buyerOf(order, kind) };
  const { id, serial } = await issue(tx, content, { issuedAt: now });
  const paid: PaymentDocument = {
    id,
    kind,
    serial,
    issuedAt: now,
    totalSatang: content.amounts.vat.total,
    baseSatang: content.amounts.vat.base,
    vatSatang: content.amounts.vat.vat,
    creditedDocumentId: null,
    refundEntryId: null,
    extrasEntryId: null,
  };
  return { paid, issued: serial };
}

type RefundEntry = Awaited<ReturnType<typeof repository.ledgerEntries>>[number];

/** A credit note's content: the whole sale's services, or one line of the part given back. */
function creditNoteContent(
  order: Sale,
  common: Common,
  paid: PaymentDocument,
  credit: { refund: RefundEntry; before: VatSplit; split: VatSplit; amount: number },
): Omit<DocumentContent, 'serial'> {
  const original = splitOf(paid);
  const { refund, before, split, amount } = credit;
  const figures = orderFigures(order);
  const whole = before.total === 0 && amount === figures.amounts.vat.total;
  return {
    ...common,
    kind: reversalKind(paid.kind),
    buyer: buyerOf(order, paid.kind),
    ...(whole
      ? figures
      : {
          names: [`ลดหนี้ค่าบริการตามคำสั่งซื้อ ${order.cartOrderNo}`],
          amounts: creditAmounts(split),
        }),
    credit: {
      document: CREDITED_DOCUMENT_NAMES[paid.kind],
      serial: paid.serial,
      issuedOn: businessToday(paid.issuedAt),
      reason: refundReason(order, refund.reason),
      originalBase: original.base,
      correctBase: original.base - before.base - split.base,
    },
  };
}

/**
 * A credit note for each refund of documented money that has none yet (packages/domain
 * refundCredits), one per refund (`refund_entry_id`); the serials issued.
 */
async function creditNotesDue(
  tx: DbExecutor,
  order: Sale,
  common: Common,
  paid: PaymentDocument,
  existing: readonly DocumentSummary[],
  now: Date,
): Promise<string[]> {
  const entries = await repository.ledgerEntries(tx, order.cartOrderNo);
  const refunds = entries.filter((entry) => entry.kind === 'refunded');
  const credits = refundCredits(
    paid.totalSatang,
    entries.map((entry) => ({ kind: entry.kind, satang: bahtToSatang(entry.amount) })),
  );
  const original = splitOf(paid);
  const creditNotes = existing
    .filter((document) => document.creditedDocumentId === paid.id)
    .map((document) => ({ refundEntryId: document.refundEntryId, split: splitOf(document) }));
  const issued: string[] = [];
  for (const [index, refund] of refunds.entries()) {
    if (creditNotes.some((note) => note.refundEntryId === refund.id)) continue;
    const before = sum(creditNotes.map((note) => note.split));
    // Credit notes issued at a cancellation before decision 058 may have credited it already.
    const amount = Math.min(credits[index]!, original.total - before.total);
    if (amount <= 0) continue;
    const split = creditSplit(original, before, amount);
    const content = creditNoteContent(order, common, paid, { refund, before, split, amount });
    const note = await issue(tx, content, {
      issuedAt: now,
      creditedDocumentId: paid.id,
      refundEntryId: refund.id,
    });
    issued.push(note.serial);
    creditNotes.push({ refundEntryId: refund.id, split });
  }
  return issued;
}

type ExtrasEntry = Awaited<ReturnType<typeof extraEntriesOf>>[number];

/**
 * Each payment of the extras' difference with the extras it paid for (decision 080): a payment
 * covers the extras charged since the one before (it is always exactly what was due).
 */
function extrasPayments(entries: readonly ExtrasEntry[]) {
  const payments: Array<{ entry: ExtrasEntry; extraIds: string[] }> = [];
  let charged: string[] = [];
  for (const entry of entries) {
    if (entry.kind === 'charged') charged.push(entry.extraId!);
    else {
      payments.push({ entry, extraIds: charged });
      charged = [];
    }
  }
  return payments;
}

/**
 * A debit note (§86/9) for each payment of the extras' difference that has none yet, naming the
 * sale's document: its extras as lines, the original value (with the debit notes before it) and
 * the correct value (decision 080). The serials issued.
 */
async function debitNotesDue(
  tx: DbExecutor,
  order: CartOrder,
  common: Common,
  paid: PaymentDocument,
  existing: readonly DocumentSummary[],
  now: Date,
): Promise<string[]> {
  const extras = await extrasOf(tx, order.cartOrderNo);
  const debits = existing.filter((document) => document.kind === 'debit_note');
  const issued: string[] = [];
  for (const payment of extrasPayments(await extraEntriesOf(tx, order.cartOrderNo))) {
    if (debits.some((note) => note.extrasEntryId === payment.entry.id)) continue;
    const paidFor = extras.filter((extra) => payment.extraIds.includes(extra.id));
    const amounts = extrasAmounts(paidFor);
    const originalBase = paid.baseSatang + debits.reduce((sum, note) => sum + note.baseSatang, 0);
    const content: Omit<DocumentContent, 'serial'> = {
      ...common,
      kind: 'debit_note',
      payment: paymentTextOf('promptpay'),
      buyer: buyerOf(order, paid.kind),
      names: paidFor.map((extra) => extra.nameTh),
      amounts,
      debit: {
        document: CREDITED_DOCUMENT_NAMES[paid.kind],
        serial: paid.serial,
        issuedOn: businessToday(paid.issuedAt),
        reason: `ลูกค้าอนุมัติงานเพิ่มหน้างาน ลงนามโดย ${[...new Set(paidFor.map((extra) => extra.signerName))].join(', ')}`,
        originalBase,
        correctBase: originalBase + amounts.vat.base,
      },
    };
    const note = await issue(tx, content, {
      issuedAt: now,
      creditedDocumentId: paid.id,
      extrasEntryId: payment.entry.id,
    });
    issued.push(note.serial);
    debits.push({
      ...paid,
      kind: 'debit_note',
      baseSatang: amounts.vat.base,
      extrasEntryId: payment.entry.id,
    });
  }
  return issued;
}

/**
 * Issues what the order's money calls for and it does not have yet, in one transaction with the
 * order's row locked: a paid sale its full tax invoice (when asked for) or abbreviated tax
 * invoice — or nothing more when it has a document from before decision 058 (a receipt); each
 * refund the credit note of the documented money it gave back. A second run, or two at once,
 * issue nothing more. Serials are taken in this transaction: a failure gives them back.
 */
export async function issueDueDocuments(
  db: Database,
  orderNo: string,
  seller: Seller,
  now: Date,
): Promise<IssueOutcome> {
  return withTransactionRetry(() =>
    db.transaction(async (tx) => {
      if (!(await repository.lockOrder(tx, orderNo)))
        throw new Error(`order ${orderNo} does not exist`);
      const order: Sale = {
        ...(await orderAnswer(tx, orderNo)),
        addOns: await addOnLinesOf(tx, orderNo),
      };
      if (!salePaid(order)) return { issued: [] };
      const existing = await repository.orderDocuments(tx, orderNo);
      const common: Common = {
        issuedOn: businessToday(now),
        seller,
        orderNo,
        payment: paymentText(order),
      };
      const { paid, issued } = await paymentDocument(tx, order, common, existing, now);
      const notes = await creditNotesDue(tx, order, common, paid, existing, now);
      const debits = await debitNotesDue(tx, order, common, paid, existing, now);
      return { issued: [...(issued ? [issued] : []), ...notes, ...debits] };
    }),
  );
}
