import type { CartOrder } from '@changdee/contract/orders';
import type { Locale } from '@changdee/domain/locale';
import type { Seller } from '@changdee/domain/tax-documents';
import type { DbExecutor } from '../../db/client';
import { AppError } from '../../errors';
import { renderPdf } from '../documents/service';
import { orderAnswer } from '../orders/service';
import type * as orders from '../orders/service';
import { quotationPdfContent } from './pdf/quotation-content';
import { quotationDefinition } from './pdf/quotation-layout';
import { QUOTATION_WORDS } from './pdf/quotation-words';
import * as repository from './repository';
import { surveyToRead } from './survey-access';

// A survey's quotation as a PDF (issue 31 item 7, decision 081), rendered when asked: its rows
// never change once written (a change is a new version) and the approval is final, so the same
// request gives the same document. The technician of the survey's team and Operators read the
// latest version, draft or not; the customer, through their tracking link, reads the version they
// were sent, and nothing while none was (or it is being revised: a draft again).

export interface QuotationPdf {
  pdf: Buffer;
  /** `attachment` with an ASCII name and the name in the reader's language (RFC 5987). */
  disposition: string;
}

/** Who prints it (the seller's details), in which language, and when (a draft's date). */
export interface PdfContext {
  seller: Seller;
  language: Locale;
  now: Date;
}

function disposition(number: string, version: number, language: Locale): string {
  const ascii = `${number}-v${version}.pdf`;
  const named = `${QUOTATION_WORDS[language].fileTitle}-${ascii}`;
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(named)}`;
}

async function render(
  db: DbExecutor,
  quotation: repository.QuotationRow,
  versionNo: number,
  context: PdfContext & { order: CartOrder },
): Promise<QuotationPdf> {
  // One after another: inside a transaction its connection runs one statement at a time.
  const version = (await repository.versionOf(db, quotation.id, versionNo))!;
  const approval =
    quotation.state === 'approved' ? await repository.approvalOf(db, quotation.id) : null;
  const content = quotationPdfContent({ quotation, ...version, approval, ...context });
  return {
    pdf: await renderPdf(quotationDefinition(content)),
    disposition: disposition(quotation.number, versionNo, context.language),
  };
}

/** GET /ops/v1/jobs/{no}/quotation.pdf: the latest version; none yet: 404 QUOTATION_NOT_FOUND. */
export async function staffQuotationPdf(
  db: DbExecutor,
  caller: orders.Caller,
  orderNo: string,
  context: PdfContext,
): Promise<QuotationPdf> {
  const order = await surveyToRead(db, caller, orderNo);
  const quotation = await repository.quotationOf(db, order.orderNo);
  if (!quotation) throw new AppError('QUOTATION_NOT_FOUND');
  const answer = await orderAnswer(db, order.orderNo);
  return render(db, quotation, quotation.version, { ...context, order: answer });
}

/**
 * The quotation of the order a tracking link opened (the tracking module has checked the token),
 * as the customer was sent it; never sent, or a draft again: 404 QUOTATION_NOT_FOUND.
 */
export async function customerQuotationPdf(
  db: DbExecutor,
  order: CartOrder,
  context: PdfContext,
): Promise<QuotationPdf> {
  const quotation = await repository.quotationOf(db, order.cartOrderNo);
  if (!quotation || quotation.state === 'draft' || quotation.sentVersion === null)
    throw new AppError('QUOTATION_NOT_FOUND');
  return render(db, quotation, quotation.sentVersion, { ...context, order });
}
