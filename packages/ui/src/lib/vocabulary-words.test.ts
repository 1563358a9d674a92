import { describe, expect, it } from 'vitest';
import { LOOKS_LIKE_A_KEY, missingWords } from './vocabulary-words';

describe('words for a vocabulary', () => {
  it('finds values with no words, blank words, or words that are a key', () => {
    const translations = {
      status: { paid: 'Paid', on_the_way: 'orders.status.on_the_way', done: ' ' },
    };
    expect(missingWords(translations, 'status', ['paid', 'on_the_way', 'done', 'lost'])).toEqual([
      'status.on_the_way → "orders.status.on_the_way"',
      'status.done → " "',
      'status.lost → undefined',
    ]);
  });

  it('tells words from keys and codes', () => {
    for (const key of ['orders.status.on_the_way', 'coupon.name.th', 'on_the_way'])
      expect(LOOKS_LIKE_A_KEY.test(key)).toBe(true);
    for (const words of ['On the way', 'ช่างกำลังเดินทาง', 'Paid', 'e.g. 081-234-5678'])
      expect(LOOKS_LIKE_A_KEY.test(words)).toBe(false);
  });
});
