import { describe, expect, it } from 'vitest';
import { mosaicLayout } from './gallery-layout';

describe('mosaicLayout', () => {
  it('changes at 1, 2, 3, 4 and 5+ images, with +N beyond five', () => {
    expect(mosaicLayout(0)).toEqual({ variant: 'none', tiles: 0, more: 0 });
    expect(mosaicLayout(1)).toEqual({ variant: 'one', tiles: 1, more: 0 });
    expect(mosaicLayout(2)).toEqual({ variant: 'two', tiles: 2, more: 0 });
    expect(mosaicLayout(3)).toEqual({ variant: 'three', tiles: 3, more: 0 });
    expect(mosaicLayout(4)).toEqual({ variant: 'four', tiles: 4, more: 0 });
    expect(mosaicLayout(5)).toEqual({ variant: 'five', tiles: 5, more: 0 });
    expect(mosaicLayout(9)).toEqual({ variant: 'five', tiles: 5, more: 4 });
  });
});
