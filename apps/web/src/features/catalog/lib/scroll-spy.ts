import { TAB_HIGHLIGHT_OFFSET_PX } from './constants';

/**
 * Spec §2: the active tab is the one whose section top is within 225 px of the viewport top, i.e.
 * the last section that has reached that line; before the first one does, the first tab. Once the
 * page is scrolled to its end, the last tab: a short last section can never reach the line.
 * `tops` are the sections' getBoundingClientRect().top in page order.
 */
export function activeSectionIndex(
  tops: readonly number[],
  { offset = TAB_HIGHLIGHT_OFFSET_PX, atEnd = false }: { offset?: number; atEnd?: boolean } = {},
): number {
  if (atEnd && tops.length > 0) return tops.length - 1;
  let active = 0;
  tops.forEach((top, index) => {
    if (top <= offset) active = index;
  });
  return active;
}

/** Where the window must scroll so a section's top sits `offset` px below the viewport top. */
export function scrollTargetFor(
  sectionTop: number,
  currentScrollY: number,
  offset: number,
): number {
  return Math.max(0, Math.round(currentScrollY + sectionTop - offset));
}

/**
 * Whether a page that has been scrolled is at its end (within a pixel: zoom gives fractions). A page
 * that does not scroll at all is not "at its end": its first tab stays active.
 */
export function isScrolledToEnd(scrollY: number, viewportHeight: number, pageHeight: number) {
  return scrollY > 0 && scrollY + viewportHeight >= pageHeight - 1;
}
