import type { QuotationVersion } from '@changdee/contract/quotations';
import type { DbExecutor } from '../../db/client';
import { QUOTATION_PDF_ANSWER } from './pdf/quotation-answer';
import { customerQuotationPdf, type PdfContext, type QuotationPdf } from './quotation-pdf';
import { quotationOptions } from './read-quotation';
import * as repository from './repository';
import { saveQuotation } from './save-quotation';
import { sendQuotation } from './send-quotation';
import { readVersion } from './view';

export { customerQuotationPdf, QUOTATION_PDF_ANSWER };
export type { PdfContext, QuotationPdf };

// What others use of a quotation (the rule: a module is reached through its service.ts): a
// version as it was saved and the history of its states, for the back office's reads
// (modules/quotations-admin, docs/decisions/082); saving and sending, for the demo seed; the
// customer's PDF through their tracking link and how its routes document it (decision 081).

/** One version with its lines and totals (404 QUOTATION_VERSION_NOT_FOUND when it has none). */
export const quotationVersion = (
  db: DbExecutor,
  quotationId: string,
  version: number,
): Promise<QuotationVersion> => readVersion(db, quotationId, version);

/** Every change of the quotation's state, the oldest first. */
export const quotationHistory = (db: DbExecutor, quotationId: string) =>
  repository.historyOf(db, quotationId);

/** A survey's quotation saved as a new version (the technician's or an operator's save). */
export const saveSurveyQuotation = saveQuotation;

/** The latest version of a survey's draft quotation sent to the customer. */
export const sendSurveyQuotation = sendQuotation;

/** What a survey's quotation may offer: its installations, add-ons and photos. */
export const surveyQuotationOptions = quotationOptions;
