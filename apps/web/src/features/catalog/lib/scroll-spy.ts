import { TAB_HIGHLIGHT_OFFSET_PX } from './constants';

/**
 * Spec §2: the active tab is the one whose section top is within 225 px of the viewport top, i.e.
 * the last section that has reached that line; before the first one does, the first tab.
 * `tops` are the sections' getBoundingClientRect().top in page order.
 */
export function activeSectionIndex(
  tops: readonly number[],
  offset = TAB_HIGHLIGHT_OFFSET_PX,
): number {
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
