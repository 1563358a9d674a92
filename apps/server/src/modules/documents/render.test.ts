import { describe, expect, it } from 'vitest';
import { documentAmounts } from '@changdee/domain/tax-documents';
import { HAS_PDFTOTEXT, pdfText, sayWhenPdfTextIsMissing } from '../../../test/pdf-text';
import type { DocumentContent } from './content';
import { renderDocument } from './render';

// The layout of Thai in the PDF (decision 043): a service's name with no spaces, far wider than
// its column, wraps between its words and never inside one (pdfmake alone would not break it).

sayWhenPdfTextIsMissing();

const LONG_NAME = 'ติดตั้งเครื่องปรับอากาศติดผนังพร้อมท่อน้ำยาทองแดงรางครอบท่อและเบรกเกอร์กันไฟดูดสำหรับบ้านพักอาศัย';

const content: DocumentContent = {
  kind: 'receipt',
  serial: 'RC00000-000001',
  issuedOn: '2031-06-10',
  orderNo: 'CO310610000001',
  seller: {
    name: 'บริษัท ช่างดี เซอร์วิส จำกัด',
    address: '1 ถนนบางนา-ตราด แขวงบางนาเหนือ เขตบางนา กรุงเทพมหานคร 10260',
    taxId: '0105561000011',
    branch: '00000',
  },
  buyer: {
    name: 'มานี มีนา',
    address: '7/1 ศรีภูมิ เมืองเชียงใหม่ เชียงใหม่ 50200',
    taxId: null,
    branch: null,
  },
  names: [LONG_NAME],
  amounts: documentAmounts([{ qty: 1, unitPrice: 3500, discount: 0, value: 3500 }], 3500),
  payment: 'ชำระที่ร้าน',
};

describe('Thai in the PDF', () => {
  it.skipIf(!HAS_PDFTOTEXT)('wraps a long Thai name between words, never inside one', async () => {
    const lines = pdfText(await renderDocument(content))
      .split('\n')
      .map((line) => line.replace(/\s+/g, ''));
    const holding = (word: string) => lines.filter((line) => line.includes(word)).length;
    expect(holding(LONG_NAME)).toBe(0); // it wrapped
    const words = [...new Intl.Segmenter('th', { granularity: 'word' }).segment(LONG_NAME)].map(
      (segment) => segment.segment,
    );
    for (const word of words)
      expect(holding(word), `"${word}" is whole on a line`).toBeGreaterThan(0);
  });
});
