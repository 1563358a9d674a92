import { QUOTATION_PDF_ANSWER } from './pdf/quotation-answer';
import { customerQuotationPdf, type PdfContext, type QuotationPdf } from './quotation-pdf';

// What other modules use of the quotations (docs/decisions/072, 081): the customer's PDF through
// their tracking link, and how its routes document the answer.

export { customerQuotationPdf, QUOTATION_PDF_ANSWER };
export type { PdfContext, QuotationPdf };
