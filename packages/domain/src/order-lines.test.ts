import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ORDER_LINE_MESSAGE_KEYS, REPEATED_PRODUCT_MESSAGE, repeatedLines } from './order-lines';

const AIRCON = '472eb7fd-d163-4bd3-9818-ff922711cf98';
const SURVEY = 'afd7c6b2-13b1-44d9-9559-1a51da944a4d';

describe('repeatedLines', () => {
  it('finds no repeat in an order of distinct products', () => {
    expect(repeatedLines([])).toEqual([]);
    expect(repeatedLines([SURVEY, AIRCON])).toEqual([]);
  });

  it('names every line after the first of a product, whatever the case of its id', () => {
    expect(repeatedLines([AIRCON, AIRCON, AIRCON])).toEqual([1, 2]);
    expect(repeatedLines([SURVEY, AIRCON, SURVEY.toUpperCase()])).toEqual([2]);
  });

  it('leaves exactly one line of each product', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('a', 'b', 'C', 'c')), (ids) => {
        const repeated = new Set(repeatedLines(ids));
        const kept = ids.filter((_, index) => !repeated.has(index)).map((id) => id.toLowerCase());
        expect(new Set(kept).size).toBe(kept.length);
        expect(new Set(kept)).toEqual(new Set(ids.map((id) => id.toLowerCase())));
      }),
    );
  });

  it('names its message by a key of its own', () => {
    expect(ORDER_LINE_MESSAGE_KEYS).toContain(REPEATED_PRODUCT_MESSAGE.key);
  });
});
