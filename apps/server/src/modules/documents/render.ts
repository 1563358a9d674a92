import { readFileSync } from 'node:fs';
import type PdfMakeModule from 'pdfmake';
import type * as PdfMakeDocumentModule from 'pdfmake/js/PDFDocument.js';
import { branchLabel, TAX_DOCUMENT_TITLES } from '@changdee/domain/tax-documents';
import { thaiBahtText } from '@changdee/domain/thai-baht-text';
import { formatSatang, VAT_RATE_PERCENT } from '@changdee/domain/vat';
import { documentDate, type DocumentContent } from './content';
import { makeTextReadable } from './text-layer';
import { thaiBreakable as t } from './thai-breaks';

// A tax document as a PDF (A4) with pdfmake on the server (docs/decisions/043): Sarabun, shipped
// in apps/server/assets/fonts/sarabun (OFL), shapes Thai with its marks; thai-breaks.ts marks
// where Thai may wrap; text-layer.ts makes the text a reader extracts equal what is drawn
// (decision 057). pdfmake reads nothing from the network or the disk: the fonts are handed to it
// in memory once, when the first document is rendered.

type PdfMake = typeof PdfMakeModule;
let loading: Promise<PdfMake> | null = null;

/** pdfmake with the fonts, loaded at the first document rather than at start-up (decision 038). */
function pdfMake(): Promise<PdfMake> {
  loading ??= Promise.all([import('pdfmake'), import('pdfmake/js/PDFDocument.js')]).then(
    ([{ default: pdfmake }, documentModule]) => {
      readableFonts(documentModule);
      const fontsDir = new URL('../../../assets/fonts/sarabun/', import.meta.url);
      pdfmake.virtualfs.writeFileSync(
        'Sarabun-Regular.ttf',
        readFileSync(new URL('Sarabun-Regular.ttf', fontsDir)),
      );
      pdfmake.virtualfs.writeFileSync(
        'Sarabun-Bold.ttf',
        readFileSync(new URL('Sarabun-Bold.ttf', fontsDir)),
      );
      pdfmake.setFonts({
        Sarabun: {
          normal: 'Sarabun-Regular.ttf',
          bold: 'Sarabun-Bold.ttf',
          italics: 'Sarabun-Regular.ttf',
          bolditalics: 'Sarabun-Bold.ttf',
        },
      });
      pdfmake.setUrlAccessPolicy(() => false);
      pdfmake.setLocalAccessPolicy(() => false);
      return pdfmake;
    },
  );
  return loading;
}

/**
 * Every font pdfmake's document hands out (its `provideFont`: pdfmake measures and draws all text
 * with these pdfkit fonts) wrapped by text-layer.ts, at run time: pdfmake itself is not edited.
 */
function readableFonts(documentModule: typeof PdfMakeDocumentModule): void {
  // A CommonJS module compiled from ES modules: Node hands over `module.exports`, whose `default`
  // is the class; a bundler may hand over the class itself.
  const exported = documentModule.default;
  const { prototype } = 'prototype' in exported ? exported : exported.default;
  const provideFont = prototype.provideFont;
  prototype.provideFont = function (this: unknown, ...args) {
    return makeTextReadable(provideFont.apply(this, args));
  };
}

const money = (satang: number) => ({ text: formatSatang(satang), alignment: 'right' });
const label = (th: string, en: string) => ({
  text: [
    { text: t(th), bold: true },
    { text: `  ${en}`, color: '#555555', fontSize: 8 },
  ],
});

function sellerBlock(content: DocumentContent) {
  const { seller } = content;
  return [
    { text: t(seller.name), bold: true, fontSize: 13 },
    { text: t(seller.address) },
    { text: `เลขประจำตัวผู้เสียภาษี ${seller.taxId}  ${branchLabel(seller.branch)}` },
  ];
}

function titleBlock(content: DocumentContent) {
  const title = TAX_DOCUMENT_TITLES[content.kind];
  return [
    { text: title.th, bold: true, fontSize: 20, alignment: 'right' },
    { text: title.en, alignment: 'right', color: '#555555' },
    {
      alignment: 'right',
      margin: [0, 6, 0, 0],
      text: [
        { text: 'เลขที่ ', bold: true },
        `${content.serial}\n`,
        { text: 'วันที่ ', bold: true },
        `${documentDate(content.issuedOn)}\n`,
        { text: 'คำสั่งซื้อ ', bold: true },
        content.orderNo,
      ],
    },
  ];
}

function buyerBlock(content: DocumentContent) {
  const { buyer } = content;
  const rows: object[] = [
    label('ลูกค้า', 'Customer'),
    { text: t(buyer.name), bold: true },
    { text: t(buyer.address) },
  ];
  if (buyer.taxId) {
    const branch = buyer.branch ? `  ${branchLabel(buyer.branch)}` : '';
    rows.push({ text: `เลขประจำตัวผู้เสียภาษี ${buyer.taxId}${branch}` });
  }
  return {
    margin: [0, 12, 0, 8],
    table: { widths: ['*'], body: [[{ stack: rows, margin: [4, 2, 4, 4] }]] },
  };
}

function linesTable(content: DocumentContent) {
  const header = ['ลำดับ', 'รายการ', 'จำนวน', 'ราคาต่อหน่วย', 'ส่วนลด', 'จำนวนเงิน'].map((text) => ({
    text,
    bold: true,
    alignment: text === 'รายการ' ? 'left' : 'center',
    fillColor: '#eeeeee',
  }));
  const body = content.amounts.lines.map((line, index) => [
    { text: String(index + 1), alignment: 'center' },
    { text: t(content.names[index]!) },
    { text: String(line.qty), alignment: 'center' },
    money(line.unitPrice),
    money(line.discount),
    money(line.value),
  ]);
  return {
    table: { headerRows: 1, widths: [28, '*', 36, 72, 62, 76], body: [header, ...body] },
    layout: 'lightHorizontalLines',
  };
}

/** The total's words: what was paid, credited back, or added (a debit note, decision 080). */
const totalWords = (content: DocumentContent): string => {
  if (content.credit) return 'จำนวนเงินที่ลดหนี้ทั้งสิ้น';
  return content.debit ? 'จำนวนเงินที่เพิ่มหนี้ทั้งสิ้น' : 'จำนวนเงินรวมทั้งสิ้น';
};

function totalsTable(content: DocumentContent) {
  const { amounts } = content;
  const rows: Array<[string, number, boolean?]> = [
    ['รวมเป็นเงิน', amounts.gross],
    ['ส่วนลด', amounts.discount],
    ['มูลค่าสินค้า/บริการก่อนภาษีมูลค่าเพิ่ม', amounts.vat.base],
    [`ภาษีมูลค่าเพิ่ม ${VAT_RATE_PERCENT}%`, amounts.vat.vat],
    [totalWords(content), amounts.vat.total, true],
  ];
  return {
    margin: [0, 8, 0, 0],
    columns: [
      {
        width: '*',
        stack: [
          { text: `(${thaiBahtText(amounts.vat.total)})`, bold: true },
          { text: t('ราคาสินค้าและบริการรวมภาษีมูลค่าเพิ่มแล้ว'), color: '#555555' },
          {
            text: `${content.credit ? 'ชำระเดิมโดย' : 'ชำระโดย'} ${content.payment}`,
            color: '#555555',
          },
        ],
      },
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

/** A credit or debit note's original document, its values, the difference and the reason. */
function creditBlock(content: DocumentContent) {
  const credit = content.credit ?? content.debit;
  if (!credit) return [];
  const { amounts } = content;
  return [
    {
      margin: [0, 10, 0, 0],
      table: {
        widths: ['*', 80],
        body: [
          [
            `อ้างถึง${credit.document}เลขที่ ${credit.serial} ลงวันที่ ${documentDate(credit.issuedOn)}`,
            '',
          ],
          [`มูลค่าสินค้า/บริการตาม${credit.document}เดิม (ก่อนภาษี)`, money(credit.originalBase)],
          ['มูลค่าที่ถูกต้อง', money(credit.correctBase)],
          ['ผลต่าง', money(amounts.vat.base)],
          [`ภาษีมูลค่าเพิ่มของผลต่าง ${VAT_RATE_PERCENT}%`, money(amounts.vat.vat)],
          [{ text: t(`เหตุผล: ${credit.reason}`), colSpan: 2 }, ''],
        ],
      },
      layout: 'lightHorizontalLines',
    },
  ];
}

/** The document's pdfmake definition: A4, Sarabun 10 pt. */
export function documentDefinition(content: DocumentContent): object {
  return {
    pageSize: 'A4',
    pageMargins: [36, 36, 36, 48],
    info: { title: `${TAX_DOCUMENT_TITLES[content.kind].th} ${content.serial}` },
    defaultStyle: { font: 'Sarabun', fontSize: 10, lineHeight: 1.15 },
    footer: (page: number, pages: number) => ({
      text: `${content.serial}  หน้า ${page}/${pages}`,
      alignment: 'center',
      fontSize: 8,
      color: '#777777',
    }),
    content: [
      {
        columns: [
          { width: '*', stack: sellerBlock(content) },
          { width: 220, stack: titleBlock(content) },
        ],
      },
      buyerBlock(content),
      linesTable(content),
      totalsTable(content),
      ...creditBlock(content),
      {
        margin: [0, 36, 0, 0],
        columns: [
          {
            // A credit note pays nothing: only the seller's signature.
            text: `......................................\n${content.credit ? 'ผู้มีอำนาจลงนาม' : 'ผู้รับเงิน / ผู้มีอำนาจลงนาม'}`,
            alignment: 'center',
          },
          {
            text: `......................................\nวันที่ ${documentDate(content.issuedOn)}`,
            alignment: 'center',
          },
        ],
      },
    ],
  };
}

/** Any pdfmake definition as PDF bytes, with the documents' fonts (the benchmark's baseline). */
export async function renderPdf(definition: object): Promise<Buffer> {
  return (await pdfMake()).createPdf(definition).getBuffer();
}

/** The document as PDF bytes. */
export function renderDocument(content: DocumentContent): Promise<Buffer> {
  return renderPdf(documentDefinition(content));
}
