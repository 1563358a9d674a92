import { formatLongDate } from '@changdee/domain/date-format';
import { formatBusinessTime } from '@changdee/domain/dates';
import { thaiBahtText } from '@changdee/domain/thai-baht-text';
import { formatSatang } from '@changdee/domain/vat';
import { thaiBreakable as t } from '../../documents/service';
import type { QuotationPdfContent, QuotationPdfLine } from './quotation-content';
import { QUOTATION_WORDS, type QuotationWords } from './quotation-words';

// A quotation as a pdfmake definition (decision 081): A4, Sarabun 10 pt like the tax documents
// (the documents module renders it with their fonts and readable text layer), every word in the
// reader's language, Thai text marked where it may wrap (thai-breaks.ts).

const GREY = '#555555';
const money = (satang: number) => ({ text: formatSatang(satang), alignment: 'right' });
const dateOf = (content: QuotationPdfContent, date: Parameters<typeof formatLongDate>[0]) =>
  formatLongDate(date, content.language);

function sellerBlock(content: QuotationPdfContent, words: QuotationWords) {
  const { seller } = content;
  const branch = seller.branch === '00000' ? words.headOffice : words.branch(seller.branch);
  return [
    { text: t(seller.name), bold: true, fontSize: 13 },
    { text: t(seller.address) },
    { text: `${words.taxId} ${seller.taxId}  ${branch}` },
  ];
}

function titleBlock(content: QuotationPdfContent, words: QuotationWords) {
  return [
    { text: words.title, bold: true, fontSize: 20, alignment: 'right' },
    {
      alignment: 'right',
      margin: [0, 6, 0, 0],
      text: [
        { text: `${words.number} `, bold: true },
        `${content.number}\n`,
        { text: `${words.version} `, bold: true },
        `${content.version}\n`,
        { text: `${words.date} `, bold: true },
        `${dateOf(content, content.issuedOn)}\n`,
        { text: `${words.survey} `, bold: true },
        content.surveyNo,
      ],
    },
  ];
}

function customerBlock(content: QuotationPdfContent, words: QuotationWords) {
  const { customer } = content;
  const rows = [
    { text: words.customer, bold: true },
    { text: t(customer.name), bold: true },
    { text: t(customer.address) },
    { text: `${words.phone} ${customer.phone}` },
  ];
  return {
    margin: [0, 12, 0, 8],
    table: { widths: ['*'], body: [[{ stack: rows, margin: [4, 2, 4, 4] }]] },
  };
}

function itemName(line: QuotationPdfLine, words: QuotationWords) {
  return line.vatApplies ? t(line.name) : t(`${line.name} (${words.noVat})`);
}

function linesTable(lines: readonly QuotationPdfLine[], words: QuotationWords, decided: boolean) {
  const columns = words.columns;
  const heads = [columns.no, columns.item, columns.qty, columns.unit, columns.price];
  heads.push(decided ? columns.choice : columns.discount, columns.amount);
  const header = heads.map((text, index) => ({
    text,
    bold: true,
    alignment: index === 1 ? 'left' : 'center',
    fillColor: '#eeeeee',
  }));
  const body = lines.map((line, index) => [
    { text: String(index + 1), alignment: 'center' },
    { text: itemName(line, words) },
    { text: line.qty, alignment: 'center' },
    { text: t(line.unit), alignment: 'center' },
    money(line.unitPriceSatang),
    decided
      ? { text: line.taken ? words.taken : words.notTaken, alignment: 'center' }
      : money(line.discountSatang),
    money(line.amountSatang),
  ]);
  return {
    table: { headerRows: 1, widths: [28, '*', 34, 44, 62, 52, 68], body: [header, ...body] },
    layout: 'lightHorizontalLines',
  };
}

function optionalBlock(content: QuotationPdfContent, words: QuotationWords) {
  if (content.optional.length === 0) return [];
  const decided = content.approval !== null;
  return [
    { text: words.optionalItems, bold: true, margin: [0, 10, 0, 2] },
    ...(decided ? [] : [{ text: t(words.optionalHint), color: GREY, margin: [0, 0, 0, 4] }]),
    linesTable(content.optional, words, decided),
  ];
}

function totalsTable(content: QuotationPdfContent, words: QuotationWords) {
  const { totals } = content;
  const vatable = totals.payableSatang - totals.vatFreeSatang;
  const rows: Array<[string, number, boolean?]> = [
    [words.totals.subtotal, totals.subtotalSatang],
    [words.totals.discount, totals.promotionDiscountSatang],
  ];
  if (totals.vatFreeSatang > 0) rows.push([words.totals.vatFree, totals.vatFreeSatang]);
  rows.push(
    [words.totals.base, vatable - totals.vatSatang],
    [words.totals.vat, totals.vatSatang],
    [words.totals.total, totals.payableSatang, true],
  );
  if (totals.optionalNotTakenSatang > 0) {
    const label = content.approval ? words.totals.optionalLeft : words.totals.optionalOpen;
    rows.push([label, totals.optionalNotTakenSatang]);
  }
  const inWords =
    content.language === 'th'
      ? [{ text: `(${thaiBahtText(totals.payableSatang)})`, bold: true }]
      : [];
  return {
    margin: [0, 8, 0, 0],
    columns: [
      { width: '*', stack: [...inWords, { text: t(words.vatIncluded), color: GREY }] },
      {
        width: 250,
        table: {
          widths: ['*', 80],
          body: rows.map(([text, satang, bold]) => [
            { text: t(text), bold: Boolean(bold) },
            { ...money(satang), bold: Boolean(bold) },
          ]),
        },
        layout: 'noBorders',
      },
    ],
  };
}

function validityText(content: QuotationPdfContent, words: QuotationWords): string {
  return 'until' in content.validity
    ? words.validUntil(dateOf(content, content.validity.until))
    : words.validFor(content.validity.days);
}

function termsBlock(content: QuotationPdfContent, words: QuotationWords) {
  const state = words.state[content.state];
  return [
    { text: t(validityText(content, words)), bold: true, margin: [0, 10, 0, 0] },
    ...(state ? [{ text: t(state), bold: true, color: '#b00020' }] : []),
    ...(content.note.trim()
      ? [{ text: [{ text: `${words.note}: `, bold: true }, t(content.note)], margin: [0, 6, 0, 0] }]
      : []),
    { text: words.terms, bold: true, margin: [0, 8, 0, 2] },
    // Numbered as text: a list's drawn numbers read back after their item (pdftotext, pdf.js).
    ...words
      .termList(validityText(content, words))
      .map((term, index) => ({ text: t(`${index + 1}. ${term}`), margin: [8, 0, 0, 0] })),
  ];
}

function signatureBlock(content: QuotationPdfContent, words: QuotationWords) {
  const quoted = { text: t(words.quotedBy(content.quotedBy)), alignment: 'center' };
  const { approval } = content;
  if (!approval) return { margin: [0, 24, 0, 0], columns: [quoted, { text: '', width: '*' }] };
  const taken = content.optional.filter((line) => line.taken).map((line) => line.name);
  return {
    margin: [0, 16, 0, 0],
    unbreakable: true,
    columns: [
      {
        stack: [
          { text: words.optionalTaken, bold: true },
          ...(taken.length > 0 ? [{ ul: taken.map((name) => t(name)) }] : [t(words.noneTaken)]),
          { ...quoted, alignment: 'left', margin: [0, 12, 0, 0] },
        ],
      },
      {
        alignment: 'center',
        stack: [
          {
            image: `data:image/png;base64,${approval.signaturePng.toString('base64')}`,
            fit: [180, 70],
          },
          { text: t(words.approvedBy(approval.name)), bold: true },
          {
            text: words.approvedAt(
              dateOf(content, approval.at),
              formatBusinessTime(approval.at, content.language),
            ),
          },
        ],
      },
    ],
  };
}

/** The quotation's pdfmake definition: A4, Sarabun 10 pt. */
export function quotationDefinition(content: QuotationPdfContent): object {
  const words = QUOTATION_WORDS[content.language];
  return {
    pageSize: 'A4',
    pageMargins: [36, 36, 36, 48],
    info: { title: `${words.title} ${content.number}` },
    defaultStyle: { font: 'Sarabun', fontSize: 10, lineHeight: 1.15 },
    footer: (page: number, pages: number) => ({
      text: words.page(content.number, content.version, page, pages),
      alignment: 'center',
      fontSize: 8,
      color: '#777777',
    }),
    content: [
      {
        columns: [
          { width: '*', stack: sellerBlock(content, words) },
          { width: 200, stack: titleBlock(content, words) },
        ],
      },
      customerBlock(content, words),
      { text: words.items, bold: true, margin: [0, 0, 0, 2] },
      linesTable(content.lines, words, false),
      ...optionalBlock(content, words),
      totalsTable(content, words),
      ...termsBlock(content, words),
      signatureBlock(content, words),
    ],
  };
}
