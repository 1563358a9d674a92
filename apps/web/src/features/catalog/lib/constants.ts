// The catalogue's UI constants of spec §2/§9 (the business rules themselves live in @changdee/domain).

/** Detail tabs: the tab whose section top is within this many px of the viewport top is active. */
export const TAB_HIGHLIGHT_OFFSET_PX = 225;
/** Tab jumps leave this much room above the section (header and tab bar). */
export const TAB_JUMP_OFFSET_PX = { desktop: 202, mobile: 100 } as const;
/** The gallery is 400 px high on desktop. */
export const GALLERY_HEIGHT_PX = 400;
/** Slides move in 300 ms. */
export const SLIDE_SPEED_MS = 300;
/** Mosaic tiles shown at most; beyond them the last tile says '+N images'. */
export const MOSAIC_MAX_TILES = 5;
/** Toast durations (spec §9): 'saved' stays on desktop, 2 s on mobile; 'removed' 2 s; download failure 3 s. */
export const TOAST_MS = {
  savedMobile: 2000,
  removed: 2000,
  downloadFailed: 3000,
  downloadDone: 3000,
} as const;
/** The information sheet's maximum height on the detail page (the comment sheet is the cart's). */
export const SHEET_MAX_HEIGHT_PX = { information: 465 } as const;
/** Information HTML font sizes (spec §9). */
export const INFORMATION_FONT_SIZE_PX = { desktop: 16, mobile: 14 } as const;
/** Typing pauses this long before suggestions are asked for. */
export const SUGGESTION_DEBOUNCE_MS = 250;
/** Swiper fills {{index}} and {{slidesLength}} itself: hand the placeholders through i18next untouched. */
export const SWIPER_SLIDE_LABEL = { index: '{{index}}', slidesLength: '{{slidesLength}}' } as const;
