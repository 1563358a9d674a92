import { productSummarySchema, type ProductSummary } from '@changdee/contract/catalog';

// The catalogue page answer is the busiest read of the shop. Serialising it through its response
// schema (zod parse of the envelope and twelve cards, then JSON.stringify) costs several times a
// whole constant-route request (bench/catalogue.ts prints both); so each card is parsed with the
// contract and serialised once, when its page is cached, and a request only splices in the store's
// favourite flags. page-json.test.ts proves the result is, byte for byte, what the response schema
// would have produced.

/** Cards of a cached page, each serialised up to its last field's value: `{…,"isFavorite":`. */
export interface SerialisedCards {
  ids: string[];
  prefixes: string[];
}

const FAVOURITE_TAIL = '"isFavorite":false}';

/** Parses each card with the contract (what is cached is exactly what it allows) and serialises it. */
export function serialiseCards(
  cards: ReadonlyArray<Omit<ProductSummary, 'isFavorite'>>,
): SerialisedCards {
  const prefixes = cards.map((card) => {
    const json = JSON.stringify(productSummarySchema.parse({ ...card, isFavorite: false }));
    // isFavorite is the schema's last field, so it is the part a request replaces.
    if (!json.endsWith(FAVOURITE_TAIL))
      throw new Error('catalogue card: isFavorite must be its last field');
    return json.slice(0, -'false}'.length);
  });
  return { ids: cards.map((card) => card._id), prefixes };
}

/**
 * The whole answer `{ message: 'success', data: { items, total, page, page_size } }` as JSON, with
 * isFavorite true for the cards the store saved.
 */
export function pageAnswerJson(
  cards: SerialisedCards,
  saved: ReadonlySet<string>,
  meta: { total: number; page: number; page_size: number },
): string {
  const items = cards.prefixes.map(
    (prefix, i) => `${prefix}${saved.has(cards.ids[i]!) ? 'true}' : 'false}'}`,
  );
  const { total, page, page_size } = meta;
  return `{"message":"success","data":{"items":[${items.join(',')}],"total":${total},"page":${page},"page_size":${page_size}}}`;
}
