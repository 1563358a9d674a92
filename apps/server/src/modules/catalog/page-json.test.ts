import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { productSearchResponseSchema, type ProductSummary } from '@changdee/contract/catalog';
import { pageAnswerJson, serialiseCards } from './page-json';

// The hand-built catalogue answer must be exactly what the route's response schema would send:
// Fastify's zod serializer is JSON.stringify of the schema's parse.
const throughSchema = (payload: unknown) =>
  JSON.stringify(productSearchResponseSchema.parse(payload));

const text = fc.string({ unit: 'binary', maxLength: 30 });
const localized = fc.record({ th: text, en: text });
const baht = fc.integer({ min: 0, max: 1_000_000 });
const card: fc.Arbitrary<Omit<ProductSummary, 'isFavorite'>> = fc.record({
  _id: fc.uuid(),
  product_type: fc.constantFrom('S' as const, 'I' as const),
  name: localized,
  image: fc.option(fc.record({ url: text, thumbnail: text, alt: localized }), { nil: null }),
  price: fc.option(baht, { nil: null }),
  normal_price: fc.option(baht, { nil: null }),
  calculator: fc.option(fc.record({ unit_price: baht, unit: localized }), { nil: null }),
  channel: text,
  is_survey_discount: fc.boolean(),
  min_qty: fc.integer({ min: 1, max: 50 }),
  limit_qty: fc.option(fc.integer({ min: 1, max: 50 }), { nil: null }),
  lock_days: fc.integer({ min: 0, max: 30 }),
  sku_code: text,
  sku_mapping: text,
  type_of_work: text,
});

describe('catalogue page answer', () => {
  it(
    'is, byte for byte, what the response schema serialises, for any cards and favourites',
    { timeout: 60_000 },
    () => {
      fc.assert(
        fc.property(
          fc.array(card, { maxLength: 12 }),
          fc.array(fc.boolean(), { minLength: 12, maxLength: 12 }),
          fc.record({
            total: fc.nat(),
            page: fc.integer({ min: 1, max: 1000 }),
            page_size: fc.integer({ min: 1, max: 48 }),
          }),
          (cards, flags, meta) => {
            const saved = new Set(cards.filter((_, i) => flags[i]).map((c) => c._id));
            const items = cards.map((c) => ({ ...c, isFavorite: saved.has(c._id) }));
            const expected = throughSchema({ message: 'success', data: { items, ...meta } });
            return pageAnswerJson(serialiseCards(cards), saved, meta).toString('utf8') === expected;
          },
        ),
        { numRuns: 500 },
      );
    },
  );

  it('refuses to cache a card the contract does not allow', () => {
    expect(() =>
      serialiseCards([{ _id: 'not-a-uuid' } as unknown as Omit<ProductSummary, 'isFavorite'>]),
    ).toThrow();
  });
});
