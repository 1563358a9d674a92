import { productSummarySchema, type ProductSummary } from '@changdee/contract/catalog';

// The catalogue page answer is the busiest read of the shop. Serialising it through its response
// schema (zod parse of the envelope and twelve cards, then JSON.stringify) costs several times a
// whole constant-route request (bench/catalogue.ts prints both); so each card is parsed with the
// contract and serialised once, when its page is cached, and a request only splices in the store's
// favourite flags. The cards are kept as UTF-8 bytes: encoding the Thai text of a whole page again
// for every answer was a third of the route's time (decision 065). page-json.test.ts proves the
// result is, byte for byte, what the response schema would have produced.

/** Cards of a cached page, each serialised up to its last field's value: `{…,"isFavorite":`. */
export interface SerialisedCards {
  ids: string[];
  prefixes: Buffer[];
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
    return Buffer.from(json.slice(0, -'false}'.length));
  });
  return { ids: cards.map((card) => card._id), prefixes };
}

const ANSWER_HEAD = Buffer.from('{"message":"success","data":{"items":[');
const SAVED = Buffer.from('true}');
const NOT_SAVED = Buffer.from('false}');
const COMMA = Buffer.from(',');

/**
 * The whole answer `{ message: 'success', data: { items, total, page, page_size } }` as JSON bytes,
 * with isFavorite true for the cards the store saved.
 */
export function pageAnswerJson(
  cards: SerialisedCards,
  saved: ReadonlySet<string>,
  meta: { total: number; page: number; page_size: number },
): Buffer {
  const parts: Buffer[] = [ANSWER_HEAD];
  cards.prefixes.forEach((prefix, i) => {
    if (i > 0) parts.push(COMMA);
    parts.push(prefix, saved.has(cards.ids[i]!) ? SAVED : NOT_SAVED);
  });
  const { total, page, page_size } = meta;
  parts.push(Buffer.from(`],"total":${total},"page":${page},"page_size":${page_size}}}`));
  return Buffer.concat(parts);
}
