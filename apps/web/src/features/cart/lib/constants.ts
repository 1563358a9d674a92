// The cart's UI constants of spec §2/§9 (the business rules themselves live in @changdee/domain).

/** Bottom sheets' maximum heights: the product page's comment sheet, the cart's note sheet. */
export const SHEET_MAX_HEIGHT_PX = { comment: 600, cartNote: 465 } as const;
/** The 'added to cart' toast shows this long (spec §9). */
export const ADDED_TOAST_MS = 1000;
