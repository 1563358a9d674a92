import type { Quotation, QuotationSaveInput } from '@changdee/contract/quotations';
import { QUOTATION_VALIDITY_DEFAULT_DAYS } from '@changdee/domain/quotation-states';

// What the technician is building (docs/decisions/072): the lines with their quantities as typed,
// the photos, the note and the validity — never a price. The saved quotation seeds it; the body
// of a save is made from it.

export interface DraftLine {
  kind: 'service' | 'add_on';
  /** The service's product id or the add-on's id. */
  id: string;
  /** As typed (6, 0.5); the server judges it. */
  qty: string;
  optional: boolean;
}

export interface QuotationDraft {
  lines: DraftLine[];
  photoIds: string[];
  note: string;
  validDays: string;
}

export const draftOf = (quotation: Quotation | null): QuotationDraft =>
  quotation
    ? {
        lines: quotation.current.lines.map((line) => ({
          kind: line.kind,
          id: (line.kind === 'service' ? line.product_id : line.add_on_id)!,
          qty: String(line.qty),
          optional: line.optional,
        })),
        photoIds: quotation.current.photo_ids,
        note: quotation.current.note,
        validDays: String(quotation.current.valid_days),
      }
    : { lines: [], photoIds: [], note: '', validDays: String(QUOTATION_VALIDITY_DEFAULT_DAYS) };

/** A typed number as sent: a comma read as the decimal point, blank as NaN (refused in words). */
const numberOf = (text: string) =>
  text.trim() === '' ? Number.NaN : Number(text.replace(',', '.'));

export function saveBodyOf(draft: QuotationDraft, basedOn: number | null): QuotationSaveInput {
  return {
    lines: draft.lines.map((line) =>
      line.kind === 'service'
        ? { kind: 'service', product_id: line.id, qty: numberOf(line.qty), optional: line.optional }
        : { kind: 'add_on', add_on_id: line.id, qty: numberOf(line.qty), optional: line.optional },
    ),
    note: draft.note,
    valid_days: numberOf(draft.validDays),
    photo_ids: draft.photoIds,
    ...(basedOn === null ? {} : { based_on_version: basedOn }),
  };
}
