import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PdfMakeDocumentModule from 'pdfmake/js/PDFDocument.js';
import { describe, expect, it } from 'vitest';
import { documentAmounts } from '@changdee/domain/tax-documents';
import {
  HAS_PDFTOTEXT,
  pdfJsText,
  pdfText,
  sayWhenPdfTextIsMissing,
  ZERO_WIDTH,
  type PdftotextMode,
} from '../../../test/pdf-text';
import type { DocumentContent } from './content';
import { renderDocument } from './render';
import { drawnGlyphs, makeTextReadable, pdfkitGlyphs } from './text-layer';
import { thaiBreakable } from './thai-breaks';

// The text a reader extracts from a tax document is the text drawn (decision 057): read back by
// pdftotext (each of its modes) and pdf.js, compared as they give it, nothing normalised.

sayWhenPdfTextIsMissing();

const SELLER = {
  name: 'บริษัท ช่างดี เซอร์วิส จำกัด',
  address: '1 ถนนบางนา-ตราด แขวงบางนาเหนือ เขตบางนา กรุงเทพมหานคร 10260',
  taxId: '0105561000011',
  branch: '00000',
};
const BUYER_ADDRESS = '88/8 หมู่บ้านริมน้ำ ถนนช้างคลาน ตำบลช้างคลาน อำเภอเมืองเชียงใหม่ เชียงใหม่ 50100';
// SARA AM under a tone mark (น้ำ, ค่ำ) and after a letter (ทำ); the name wraps in its column.
const SERVICE = 'ติดตั้งเครื่องทำน้ำอุ่น (งานรอบค่ำ)';
const SERVICE_MORE =
  'ติดตั้งเครื่องปรับอากาศติดผนังพร้อมท่อน้ำยาทองแดงรางครอบท่อและเบรกเกอร์กันไฟดูดสำหรับบ้านพักอาศัย';

const content: DocumentContent = {
  kind: 'tax_invoice',
  serial: 'TI00000-000001',
  issuedOn: '2031-06-10',
  orderNo: 'CO310610000001',
  seller: SELLER,
  buyer: {
    name: 'บริษัท น้ำใสการช่าง จำกัด',
    address: BUYER_ADDRESS,
    taxId: '0105561000022',
    branch: '00001',
  },
  names: [`${SERVICE} ${SERVICE_MORE}`],
  amounts: documentAmounts([{ qty: 1, unitPrice: 3500, discount: 0, value: 3500 }], 3500),
  payment: 'ชำระที่ร้าน',
};

/** Phrases a reader must find whole, each within one line. */
const PHRASES = [
  SELLER.name,
  SELLER.address,
  `เลขประจำตัวผู้เสียภาษี ${SELLER.taxId}`,
  'สำนักงานใหญ่',
  'ใบกำกับภาษี',
  'บริษัท น้ำใสการช่าง จำกัด',
  BUYER_ADDRESS,
  'เลขประจำตัวผู้เสียภาษี 0105561000022',
  SERVICE,
  // A tone mark GPOS moves (เพิ่ม): pdfkit drew it on a baseline of its own.
  'ราคาสินค้าและบริการรวมภาษีมูลค่าเพิ่มแล้ว',
  'ภาษีมูลค่าเพิ่ม 7%',
  'จำนวนเงินรวมทั้งสิ้น',
];

function expectReadsBack(text: string, reader: string) {
  const lines = text.split('\n');
  for (const phrase of PHRASES)
    expect(
      lines.some((line) => line.includes(phrase)),
      `${reader}: "${phrase}" whole on a line of\n${text}`,
    ).toBe(true);
  expect(text, `${reader}: no zero-width character`).not.toMatch(ZERO_WIDTH);
  expect(text, `${reader}: SARA AM reads as itself`).not.toContain('ำา');
  // The seller's block reads in order: name, address, tax id.
  const at = (phrase: string) => text.indexOf(phrase);
  expect(at(SELLER.name), reader).toBeLessThan(at(SELLER.address));
  expect(at(SELLER.address), reader).toBeLessThan(at(`เลขประจำตัวผู้เสียภาษี ${SELLER.taxId}`));
}

describe('the text layer of a tax document', () => {
  const pdf = renderDocument(content);

  it.skipIf(!HAS_PDFTOTEXT).each<PdftotextMode>(['raw', 'layout', 'plain'])(
    'reads back exactly with pdftotext (%s)',
    async (mode) => expectReadsBack(pdfText(await pdf, mode), `pdftotext ${mode}`),
  );

  it('reads back exactly with pdf.js', async () => {
    expectReadsBack(await pdfJsText(await pdf), 'pdf.js');
  });
});

type Encoder = {
  encode(text: string): [string[], Array<{ xOffset: number; yOffset: number }>];
};

describe('the glyphs drawn', () => {
  const fontsDir = new URL('../../../assets/fonts/sarabun/', import.meta.url);
  type PdfMakeDocument = new (...args: unknown[]) => {
    provideFont(family: string, bold: boolean, italics: boolean): unknown;
    _font: unknown;
    fontSize(size: number): void;
    text(text: string, x: number, y: number, options: object): void;
    on(event: string, listener: (chunk: Buffer) => void): void;
    end(): void;
  };
  // The class, or Node's `module.exports` whose `default` it is (as in render.ts).
  const exported = PdfMakeDocumentModule as unknown as
    PdfMakeDocument | { default: PdfMakeDocument };
  const PdfMakeDocumentClass = 'prototype' in exported ? exported : exported.default;
  const newDocument = () =>
    new PdfMakeDocumentClass(
      { Sarabun: { normal: 'Sarabun-Regular.ttf', bold: 'Sarabun-Bold.ttf' } },
      {},
      {},
      {},
      {},
      {
        existsSync: () => true,
        readFileSync: (name: string) => readFileSync(new URL(name, fontsDir)),
      },
    );
  const fontOf = (bold: boolean) => newDocument().provideFont('Sarabun', bold, false);
  const TEXTS = [...PHRASES, 'ผู้มีอำนาจลงนาม', 'ปั้นน้ำ ที่ ปู่ ฤๅษี', 'Air 1,290.00 บาท'];

  /** `TEXTS` drawn by pdfkit with its own `encode` or, `readable`, the one text-layer.ts gives. */
  async function page(readable: boolean): Promise<Buffer> {
    const document = newDocument();
    const chunks: Buffer[] = [];
    document.on('data', (chunk) => chunks.push(chunk));
    const ended = new Promise((resolve) => document.on('end', resolve));
    let y = 36;
    for (const bold of [false, true]) {
      const font = document.provideFont('Sarabun', bold, false) as { encode?: unknown };
      if (readable) makeTextReadable(font);
      else delete font.encode; // render.ts may have wrapped it: pdfkit's own, from its prototype
      document._font = font;
      document.fontSize(bold ? 13 : 10);
      for (const text of TEXTS) {
        document.text(thaiBreakable(text), 36, y, { lineBreak: false });
        y += 20;
      }
    }
    document.end();
    await ended;
    return Buffer.concat(chunks);
  }

  /** The page as 8-bit grey pixels at `dpi`, by pdftoppm (poppler's own rasteriser). */
  function pixels(pdf: Buffer, dpi: number): Buffer {
    const dir = mkdtempSync(join(tmpdir(), 'changdee-pdf-'));
    try {
      writeFileSync(join(dir, 'page.pdf'), pdf);
      const run = spawnSync('pdftoppm', ['-r', String(dpi), '-gray', join(dir, 'page.pdf')], {
        maxBuffer: 1 << 28,
      });
      if (run.status !== 0) throw new Error(`pdftoppm failed: ${String(run.stderr)}`);
      // PGM: "P5\n<width> <height>\n255\n", then the pixels.
      let newlines = 0;
      let start = 0;
      while (newlines < 3) if (run.stdout[start++] === 0x0a) newlines += 1;
      return run.stdout.subarray(start);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  it.skipIf(!HAS_PDFTOTEXT)('look the same as pdfkit draws them (poppler, 600 dpi)', async () => {
    const [before, after] = [pixels(await page(false), 600), pixels(await page(true), 600)];
    expect(after.length).toBe(before.length);
    let ink = 0;
    let moved = 0;
    for (let index = 0; index < before.length; index++) {
      if (before[index]! < 128) ink += 1;
      if (Math.abs(before[index]! - after[index]!) > 96) moved += 1;
    }
    // Anti-aliasing differs where a composite's component lands on another sub-pixel than the
    // glyph drawn on its own (about 0.2% of the ink here); a component moved by 10 font units
    // (0.1 pt at 10 pt) differs over 1.6%, one left out far more.
    expect(moved / ink).toBeLessThan(0.005);
  });

  it('are the glyphs pdfkit draws, at the same places', () => {
    for (const bold of [false, true]) {
      const original = fontOf(bold);
      const readable = makeTextReadable(fontOf(bold));
      for (const text of TEXTS.map(thaiBreakable)) {
        expect(drawnGlyphs(readable, text), text).toEqual(pdfkitGlyphs(original, text));
        // …all on the line's baseline: pdfkit jumps (`Tm`) to a glyph with an offset.
        const [, positions] = (readable as Encoder).encode(text);
        expect(
          positions.filter((at) => at.xOffset !== 0 || at.yOffset !== 0),
          text,
        ).toEqual([]);
      }
      // น้ำ: NO NU, and MAI THO + NIKHAHIT and SARA AA as one glyph that reads back as ้ำ.
      expect(drawnGlyphs(readable, 'น้ำ')).toHaveLength(3);
      expect((readable as Encoder).encode('น้ำ')[0]).toHaveLength(2);
    }
  });
});
