import type {
  ChosenTotals,
  CustomerQuotation,
  QuotationPriceRequest,
} from '@changdee/contract/quotation-decisions';
import { unknownChoice } from '@changdee/domain/quotation-decisions';
import { quotationTotals } from '@changdee/domain/quotation-pricing';
import type { DbExecutor } from '../../db/client';
import { AppError } from '../../errors';
import * as decisions from './decisions-repository';
import * as repository from './repository';
import { versionView } from './view';

// A survey's quotation as its customer reads it (issue 31 item 3, decision 079): the version they
// were sent — never a draft made since — with its totals re-counted by the server for the optional
// lines they tick, the answers given, and the installation an approval booked. The store's order
// pages read the same.

/**
 * The quotation of a survey — or, for the store's pages, of the installation it booked — and the
 * version it was sent as; 404 QUOTATION_NOT_FOUND before it was sent.
 */
export async function sentQuotation(
  db: DbExecutor,
  orderNo: string,
  options: { lock?: boolean; orBooked?: boolean } = {},
) {
  const quotation =
    (await repository.quotationOf(db, orderNo, options.lock)) ??
    (options.orBooked ? await decisions.quotationBooking(db, orderNo) : null);
  if (!quotation?.sentVersion || !quotation.validUntil) throw new AppError('QUOTATION_NOT_FOUND');
  const sent = (await repository.versionOf(db, quotation.id, quotation.sentVersion))!;
  return { quotation, sent, validUntil: quotation.validUntil };
}

/** The totals of the lines taken, with `chosen` the optional lines' positions. */
export function chosenTotals(lines: readonly repository.LineRow[], chosen: readonly number[]) {
  const ticked = new Set(chosen);
  const indexes = new Set(
    lines.flatMap((line, index) => (line.optional && ticked.has(line.position) ? [index] : [])),
  );
  const totals = quotationTotals(lines, indexes);
  return {
    subtotal_satang: totals.subtotalSatang,
    promotion_discount_satang: totals.promotionDiscountSatang,
    payable_satang: totals.payableSatang,
    vat_satang: totals.vatSatang,
    vat_free_satang: totals.vatFreeSatang,
    optional_not_taken_satang: totals.optionalNotTakenSatang,
  } satisfies ChosenTotals;
}

/** 400 QUOTATION_CHOICE_NOT_OPTIONAL when a position chosen is not an optional line. */
export function checkChoice(lines: readonly repository.LineRow[], chosen: readonly number[]) {
  const wrong = unknownChoice(lines, chosen);
  if (wrong !== null)
    throw new AppError('QUOTATION_CHOICE_NOT_OPTIONAL', {
      field: `chosen.${chosen.indexOf(wrong)}`,
    });
}

export async function customerQuotation(
  db: DbExecutor,
  orderNo: string,
  options: { orBooked?: boolean } = {},
): Promise<CustomerQuotation> {
  const { quotation, sent, validUntil } = await sentQuotation(db, orderNo, options);
  const answers = await decisions.decisionsOf(db, quotation.id);
  const installation = quotation.installationOrderNo
    ? await decisions.installationOf(db, quotation.installationOrderNo)
    : null;
  return {
    number: quotation.number,
    order_no: quotation.orderNo,
    state: quotation.state,
    version: sent.version.version,
    valid_until: validUntil,
    note: sent.version.note,
    lines: versionView(sent.version, sent.lines).lines,
    totals: chosenTotals(sent.lines, []),
    decisions: answers.map((answer) => ({
      kind: answer.kind,
      channel: answer.channel,
      version: answer.version,
      chosen: answer.chosenPositions,
      signer_name: answer.signerName,
      text: answer.text,
      at: answer.at.toISOString(),
    })),
    installation: installation && {
      order_no: installation.orderNo,
      service_date: installation.serviceDate,
      time_slot: installation.timeSlot,
      tracking_token: null,
    },
  };
}

/** The totals with the customer's ticks, counted by the server (the page shows these). */
export async function priceChoice(
  db: DbExecutor,
  orderNo: string,
  request: Required<QuotationPriceRequest>,
) {
  const { sent } = await sentQuotation(db, orderNo);
  if (request.version !== sent.version.version) throw new AppError('QUOTATION_VERSION_NOT_SENT');
  checkChoice(sent.lines, request.chosen);
  return {
    version: request.version,
    chosen: request.chosen,
    totals: chosenTotals(sent.lines, request.chosen),
  };
}
