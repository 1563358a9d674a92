import { describe, expect, it } from 'vitest';
import { keepThaiWordsWhole, splitKeepingWords, UNBREAKABLE_THAI_WORDS } from './thai-words';

describe('Thai words kept whole at line ends', () => {
  it('cuts the text into parts around the words, in order, losing nothing', () => {
    const text = 'สายไฟจากเบรกเกอร์ไม่เกิน 10 เมตร และอินเวอร์เตอร์';
    const parts = splitKeepingWords(text);
    expect(parts).toEqual([
      { text: 'สายไฟจาก', keep: false },
      { text: 'เบรกเกอร์', keep: true },
      { text: 'ไม่เกิน 10 เมตร และ', keep: false },
      { text: 'อินเวอร์เตอร์', keep: true },
    ]);
    expect(parts.map((part) => part.text).join('')).toBe(text);
  });

  it('leaves text without such words as one part', () => {
    expect(splitKeepingWords('ติดตั้งแอร์ติดผนัง')).toEqual([{ text: 'ติดตั้งแอร์ติดผนัง', keep: false }]);
    expect(splitKeepingWords('')).toEqual([]);
  });

  it('prefers the longer word where two start at the same place', () => {
    expect(splitKeepingWords('ติดตั้งเช็กวาล์ว').filter((p) => p.keep)).toEqual([
      { text: 'เช็ก', keep: true },
      { text: 'วาล์ว', keep: true },
    ]);
  });

  it('every listed word is one Thai word without spaces', () => {
    for (const word of UNBREAKABLE_THAI_WORDS) expect(word).toMatch(/^[\u0E00-\u0E7F]+$/);
  });

  it('wraps the words in HTML text nodes and keeps the markup', () => {
    const root = document.createElement('div');
    root.innerHTML = '<ul><li>สายไฟจาก<b>เบรกเกอร์</b></li><li>ปูพื้นลามิเนต</li></ul>';
    keepThaiWordsWhole(root);
    expect(root.innerHTML).toBe(
      '<ul><li>สายไฟจาก<b><span class="text-nowrap">เบรกเกอร์</span></b></li>' +
        '<li>ปูพื้น<span class="text-nowrap">ลามิเนต</span></li></ul>',
    );
    expect(root.textContent).toBe('สายไฟจากเบรกเกอร์ปูพื้นลามิเนต');
  });
});
