/**
 * The id of the order search on the terms page, the external brand's landing page (spec §6): the
 * header's 'track an order' link (auth) opens that page at it, the terms feature gives it the block.
 */
export const ORDER_SEARCH_ANCHOR = 'track-order';
