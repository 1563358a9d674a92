import { describe, expect, it } from 'vitest';
import { activeSectionIndex, scrollTargetFor } from './scroll-spy';

describe('activeSectionIndex (225 px)', () => {
  it('is the first tab before any section reaches the line', () => {
    expect(activeSectionIndex([400, 900, 1400])).toBe(0);
  });

  it('is the last section whose top is within 225 px of the viewport top', () => {
    expect(activeSectionIndex([-300, 225, 700])).toBe(1);
    expect(activeSectionIndex([-900, -400, 226])).toBe(1);
    expect(activeSectionIndex([-900, -400, 100])).toBe(2);
  });
});

describe('scrollTargetFor', () => {
  it('leaves the offset above the section (202 desktop / 100 mobile)', () => {
    expect(scrollTargetFor(500, 1000, 202)).toBe(1298);
    expect(scrollTargetFor(500, 1000, 100)).toBe(1400);
    expect(scrollTargetFor(10, 0, 202)).toBe(0);
  });
});
