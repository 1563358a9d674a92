import { describe, expect, it } from 'vitest';
import { heatLevel } from './heat-level';

const slotUse = (capacity: number, used: number) => ({ capacity, used, free: capacity - used });
const day = (morning: [number, number], afternoon: [number, number], off = false) => ({
  date: '2031-06-10',
  off,
  slots: { '1': slotUse(...morning), '2': slotUse(...afternoon) },
});

describe('the heat map’s level of a team’s day', () => {
  it('says closed and off before anything the slots hold', () => {
    expect(heatLevel({ active: false }, day([3, 3], [2, 2], true))).toBe('closed');
    expect(heatLevel({ active: true }, day([3, 0], [2, 0], true))).toBe('off');
  });

  it('is full only when every slot with capacity is, busy from half of one, else free', () => {
    expect(heatLevel({ active: true }, day([3, 3], [2, 2]))).toBe('full');
    expect(heatLevel({ active: true }, day([3, 3], [0, 0]))).toBe('full');
    expect(heatLevel({ active: true }, day([3, 3], [2, 0]))).toBe('busy');
    expect(heatLevel({ active: true }, day([4, 2], [2, 0]))).toBe('busy');
    expect(heatLevel({ active: true }, day([4, 1], [2, 0]))).toBe('free');
    expect(heatLevel({ active: true }, day([0, 0], [0, 0]))).toBe('none');
  });
});
