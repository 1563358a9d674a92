import type { RawAnswer } from '../../../plugins/route-documentation';

/** How the quotation's PDF routes document their answer (the staff's and the tracking link's). */
export const QUOTATION_PDF_ANSWER: RawAnswer = {
  mediaTypes: ['application/pdf'],
  description: 'The quotation as a PDF, rendered from its saved version',
  attachment: true,
};
