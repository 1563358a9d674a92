import { z } from 'zod';
import { TAX_DOCUMENT_KINDS } from '@changdee/domain/tax-documents';
import { successEnvelope } from './envelope';
import { cartOrderParamsSchema } from './orders';

// An order's tax documents (issue 22, docs/decisions/043 and 058): the full or abbreviated tax
// invoice / receipt issued once when the order was paid (a receipt for orders paid before 058),
// and a credit note for each refund of that money. Each is a PDF issued once. The shop reads them
// under the order's cart path, operators under /ops/v1.

export const documentPaths = {
  list: '/b2b/v2/carts/:cartOrderNo/documents',
  pdf: '/b2b/v2/carts/:cartOrderNo/documents/:documentId.pdf',
  opsList: '/ops/v1/orders/:cartOrderNo/documents',
  opsPdf: '/ops/v1/orders/:cartOrderNo/documents/:documentId.pdf',
} as const;

const fill = (path: string, cartOrderNo: string, documentId = '') =>
  path
    .replace(':cartOrderNo', encodeURIComponent(cartOrderNo))
    .replace(':documentId', encodeURIComponent(documentId));

/** `/b2b/v2/carts/CO…/documents`. */
export const orderDocumentsPath = (cartOrderNo: string): string =>
  fill(documentPaths.list, cartOrderNo);
/** `/b2b/v2/carts/CO…/documents/<id>.pdf`. */
export const orderDocumentPdfPath = (cartOrderNo: string, documentId: string): string =>
  fill(documentPaths.pdf, cartOrderNo, documentId);

export const documentParamsSchema = cartOrderParamsSchema.extend({ documentId: z.uuid() });

/** Amounts of a document in satang (1 baht = 100 satang): VAT included, before it, the VAT. */
export const taxDocumentSchema = z.object({
  id: z.uuid(),
  kind: z
    .enum(TAX_DOCUMENT_KINDS)
    .describe(
      'tax_invoice: full tax invoice / receipt (asked for); abbreviated_tax_invoice: abbreviated ' +
        'tax invoice / receipt (§86/6, any other payment); receipt: a receipt issued before ' +
        'decision 058, no longer issued; credit_note: a credit note for a refund (§86/10); ' +
        'debit_note: a debit note for the paid difference of on-site extras (§86/9, decision 080).',
    ),
  /**
   * As printed: TI00000-000042 (tax invoice), AB… (abbreviated tax invoice), RC… (receipt),
   * CN… (credit note), DN… (debit note).
   */
  serial: z.string(),
  issued_at: z.iso.datetime({ offset: true }),
  total_satang: z.number().int(),
  base_satang: z.number().int(),
  vat_satang: z.number().int(),
  /** The document a credit note credits (its payment's document); null otherwise. */
  credits: z.uuid().nullable(),
  /** Where its PDF is downloaded (the same prefix as the list). */
  pdf_url: z.string(),
});
export type TaxDocument = z.infer<typeof taxDocumentSchema>;

export const orderDocumentsSchema = z.object({
  cartOrderNo: z.string(),
  documents: z.array(taxDocumentSchema),
});
export type OrderDocuments = z.infer<typeof orderDocumentsSchema>;
export const orderDocumentsResponseSchema = successEnvelope(orderDocumentsSchema);
