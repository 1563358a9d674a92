import { describe, expect, it } from 'vitest';
import { activeSectionIndex, isScrolledToEnd, scrollTargetFor } from './scroll-spy';

describe('activeSectionIndex (225 px)', () => {
  it('is the first tab before any section reaches the line', () => {
    expect(activeSectionIndex([400, 900, 1400])).toBe(0);
  });

  it('is the last section whose top is within 225 px of the viewport top', () => {
    expect(activeSectionIndex([-300, 225, 700])).toBe(1);
    expect(activeSectionIndex([-900, -400, 226])).toBe(1);
    expect(activeSectionIndex([-900, -400, 100])).toBe(2);
  });

  it('is the last tab at the end of the page, though a short last section never reaches the line', () => {
    expect(activeSectionIndex([-900, -100, 500], { atEnd: false })).toBe(1);
    expect(activeSectionIndex([-900, -100, 500], { atEnd: true })).toBe(2);
    expect(activeSectionIndex([], { atEnd: true })).toBe(0);
  });
});

describe('isScrolledToEnd', () => {
  it('is true when the bottom of the viewport reaches the bottom of the page', () => {
    expect(isScrolledToEnd(1200, 800, 2000)).toBe(true);
    expect(isScrolledToEnd(1199.5, 800, 2000)).toBe(true);
    expect(isScrolledToEnd(1100, 800, 2000)).toBe(false);
  });

  it('is false for a page that does not scroll', () => {
    expect(isScrolledToEnd(0, 800, 800)).toBe(false);
  });
});

describe('scrollTargetFor', () => {
  it('leaves the offset above the section (202 desktop / 100 mobile)', () => {
    expect(scrollTargetFor(500, 1000, 202)).toBe(1298);
    expect(scrollTargetFor(500, 1000, 100)).toBe(1400);
    expect(scrollTargetFor(10, 0, 202)).toBe(0);
  });
});
