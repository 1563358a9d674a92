import { MOSAIC_MAX_TILES } from './constants';

export type MosaicVariant = 'none' | 'one' | 'two' | 'three' | 'four' | 'five';

export interface MosaicLayout {
  variant: MosaicVariant;
  /** How many images get a tile. */
  tiles: number;
  /** Images beyond the tiles: the last tile reads '+N images'. */
  more: number;
}

const VARIANTS: MosaicVariant[] = ['none', 'one', 'two', 'three', 'four', 'five'];

/** Spec §2: the desktop mosaic changes layout at 1, 2, 3, 4 and 5+ images. */
export function mosaicLayout(count: number): MosaicLayout {
  const safe = Math.max(0, Math.trunc(count));
  const tiles = Math.min(safe, MOSAIC_MAX_TILES);
  return { variant: VARIANTS[tiles]!, tiles, more: Math.max(0, safe - MOSAIC_MAX_TILES) };
}
