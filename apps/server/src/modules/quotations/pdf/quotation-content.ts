import { formatAddress } from '@changdee/domain/address-format';
import { formatQuantity } from '@changdee/domain/add-ons';
import type { CartOrder } from '@changdee/contract/orders';
import { addDays, businessToday, type BusinessDate } from '@changdee/domain/dates';
import type { Locale } from '@changdee/domain/locale';
import { quotationTotals, type QuotationTotals } from '@changdee/domain/quotation-pricing';
import type { QuotationState } from '@changdee/domain/quotation-states';
import type { Seller } from '@changdee/domain/tax-documents';
import type { ApprovalRow, LineRow, QuotationRow, VersionRow } from '../repository';
import { QUOTATION_WORDS } from './quotation-words';

// What a quotation's PDF prints (decision 081), gathered from its rows in the reader's language:
// the seller (as on the tax documents), the survey's customer, the version's lines split into
// the ones quoted and the optional ones, the totals of the lines taken (the domain's
// quotationTotals: the customer's ticks once approved, none before), the validity and the
// approval. quotation-layout.ts only lays this out.

export interface QuotationPdfLine {
  name: string;
  qty: string;
  unit: string;
  unitPriceSatang: number;
  discountSatang: number;
  amountSatang: number;
  vatApplies: boolean;
  /** An optional line the approval took (null: not decided yet, or not optional). */
  taken: boolean | null;
}

export interface QuotationPdfContent {
  language: Locale;
  seller: Seller;
  number: string;
  version: number;
  state: QuotationState;
  /** The day it was sent; a draft's is the day it is printed. */
  issuedOn: BusinessDate;
  surveyNo: string;
  customer: { name: string; address: string; phone: string };
  lines: QuotationPdfLine[];
  optional: QuotationPdfLine[];
  totals: QuotationTotals;
  /** Its last valid day once sent; its days while a draft. */
  validity: { until: BusinessDate } | { days: number };
  note: string;
  quotedBy: string;
  approval: { name: string; at: Date; signaturePng: Buffer } | null;
}

/** The customer as the survey order names them, the address in the reader's language. */
function customerOf(order: CartOrder, language: Locale): QuotationPdfContent['customer'] {
  const { customer } = order;
  return {
    name: `${customer.firstname} ${customer.lastname}`.trim(),
    address: formatAddress(
      {
        typed: [customer.address.no],
        subDistrict: customer.address.sub_district.name[language],
        district: customer.address.district.name[language],
        province: customer.address.province.name[language],
        postcode: customer.address.postcode,
      },
      language,
    ),
    phone: customer.mobile,
  };
}

function pdfLine(line: LineRow, language: Locale, taken: boolean | null): QuotationPdfLine {
  const unit =
    line.addOnUnit !== null
      ? QUOTATION_WORDS[language].units[line.addOnUnit]
      : ((language === 'th' ? line.unitTh : line.unitEn) ?? '');
  return {
    name: language === 'th' ? line.nameTh : line.nameEn,
    qty: formatQuantity(line.qty),
    unit,
    unitPriceSatang: line.unitPriceSatang,
    discountSatang: line.promotionDiscountSatang,
    amountSatang: line.amountSatang,
    vatApplies: line.vatApplies,
    taken,
  };
}

export interface QuotationPdfSource {
  quotation: QuotationRow;
  version: VersionRow;
  lines: LineRow[];
  approval: ApprovalRow | null;
  order: CartOrder;
  seller: Seller;
  language: Locale;
  now: Date;
}

/** The PDF's content of one version of the quotation. */
export function quotationPdfContent(source: QuotationPdfSource): QuotationPdfContent {
  const { quotation, version, lines, approval, language } = source;
  // The approval's ticks are positions of the version: the same as the lines' indexes.
  const chosen = new Set(approval?.chosenPositions ?? []);
  const sent = quotation.state !== 'draft' && quotation.validUntil !== null;
  return {
    language,
    seller: source.seller,
    number: quotation.number,
    version: version.version,
    state: quotation.state,
    issuedOn: sent ? addDays(quotation.validUntil!, -version.validDays) : businessToday(source.now),
    surveyNo: quotation.orderNo,
    customer: customerOf(source.order, language),
    lines: lines.filter((line) => !line.optional).map((line) => pdfLine(line, language, null)),
    optional: lines
      .filter((line) => line.optional)
      .map((line) => pdfLine(line, language, approval ? chosen.has(line.position) : null)),
    totals: quotationTotals(lines, chosen),
    validity: sent ? { until: quotation.validUntil! } : { days: version.validDays },
    note: version.note,
    quotedBy: version.createdByName,
    approval:
      approval && approval.signature && approval.signerName && approval.signedAt
        ? { name: approval.signerName, at: approval.signedAt, signaturePng: approval.signature }
        : null,
  };
}
