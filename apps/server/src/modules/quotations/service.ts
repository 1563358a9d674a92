import type { QuotationVersion } from '@changdee/contract/quotations';
import type { DbExecutor } from '../../db/client';
import { answerQuotation } from './decide-quotation';
import { approveQuotation, type Approver } from './approve-quotation';
import { customerQuotation, priceChoice } from './customer-quotation';
import { QUOTATION_PDF_ANSWER } from './pdf/quotation-answer';
import { customerQuotationPdf, type PdfContext, type QuotationPdf } from './quotation-pdf';
import { quotationOptions } from './read-quotation';
import * as repository from './repository';
import { saveQuotation } from './save-quotation';
import { sendQuotation } from './send-quotation';
import { readVersion } from './view';

// What others use of a quotation (the rule: a module is reached through its service.ts,
// docs/decisions/072): the customer's tracking page reads the sent quotation, re-totals it with
// their ticks and answers it (079), and downloads its PDF (081); the back office reads a version
// as it was saved and the history of its states (082); the demo seed saves and sends quotations
// as the technician's phone does.

export { answerQuotation, approveQuotation, customerQuotation, priceChoice };
export { customerQuotationPdf, QUOTATION_PDF_ANSWER };
export type { Approver, PdfContext, QuotationPdf };

/** The last day the survey's quotation may be answered, while it waits for an answer; else null. */
export async function answerAwaitedUntil(db: DbExecutor, orderNo: string): Promise<string | null> {
  const quotation = await repository.quotationOf(db, orderNo);
  return quotation?.state === 'sent' ? quotation.validUntil : null;
}

/** Whether the survey has a quotation its customer was sent (any state since). */
export async function hasSentQuotation(db: DbExecutor, orderNo: string): Promise<boolean> {
  return (await repository.quotationOf(db, orderNo))?.sentVersion != null;
}

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
