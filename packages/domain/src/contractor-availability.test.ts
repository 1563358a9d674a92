import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { availabilityWindow } from './availability-window';
import {
  cartAvailability,
  clampWindow,
  windowDates,
  type ContractorBlocks,
  type EligibleContractor,
} from './contractor-availability';
import { addDays } from './dates';
import { TIME_SLOTS, type TimeSlot } from './time-slots';

const window = (start: string, end: string) => ({ start_date: start, end_date: end, empty: false });
const noBlocks: ContractorBlocks = { daysOff: [], fullSlots: [], fullDays: [] };
const both = (id: string, morning = 2, afternoon = 2, daily = 3): EligibleContractor => ({
  id,
  slotCapacity: { '1': morning, '2': afternoon },
  dailyCapacity: daily,
});

describe('clampWindow (the server decides the window)', () => {
  const allowed = availabilityWindow('2026-03-10', 2); // 2026-03-13 … 2026-09-10

  it('cuts a request for yesterday or two years ahead to the allowed window', () => {
    expect(clampWindow({ start_date: '2026-03-09', end_date: '2028-03-10' }, allowed)).toEqual(
      allowed,
    );
    expect(clampWindow({}, allowed)).toEqual(allowed);
    expect(clampWindow({ start_date: null, end_date: null }, allowed)).toEqual(allowed);
  });

  it('keeps a narrower request inside the window', () => {
    expect(clampWindow({ start_date: '2026-04-01', end_date: '2026-04-30' }, allowed)).toEqual(
      window('2026-04-01', '2026-04-30'),
    );
  });

  it('is empty when the request lies wholly outside the window, or the window is', () => {
    expect(clampWindow({ start_date: '2028-01-01', end_date: '2028-02-01' }, allowed).empty).toBe(
      true,
    );
    expect(clampWindow({ end_date: '2026-03-11' }, allowed).empty).toBe(true);
    expect(clampWindow({}, availabilityWindow('2026-03-10', 400)).empty).toBe(true);
  });

  it('property: the result never leaves the allowed window', () => {
    const day = fc.integer({ min: -800, max: 800 }).map((n) => addDays('2026-03-10', n));
    fc.assert(
      fc.property(fc.option(day), fc.option(day), fc.integer({ min: 0, max: 10 }), (s, e, lock) => {
        const allowedWindow = availabilityWindow('2026-03-10', lock);
        const w = clampWindow({ start_date: s, end_date: e }, allowedWindow);
        return (
          w.empty ||
          (w.start_date >= allowedWindow.start_date &&
            w.end_date <= allowedWindow.end_date &&
            w.start_date <= w.end_date)
        );
      }),
    );
  });
});

describe('windowDates', () => {
  it('lists every date, both ends included, none for an empty window', () => {
    expect(windowDates(window('2026-02-27', '2026-03-02'))).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    expect(windowDates({ ...window('2026-03-02', '2026-03-01'), empty: true })).toEqual([]);
  });
});

describe('cartAvailability (spec §4)', () => {
  const w = window('2026-03-11', '2026-03-14');

  it('is all free with a free contractor, and all unavailable with none', () => {
    expect(cartAvailability(w, [both('A')], noBlocks)).toEqual({
      unavailableDates: [],
      fullSlots: {},
      availableTime: { date: '2026-03-11', slots: ['1', '2'], contractor_id: 'A' },
    });
    expect(cartAvailability(w, [], noBlocks)).toEqual({
      unavailableDates: ['2026-03-11', '2026-03-12', '2026-03-13', '2026-03-14'],
      fullSlots: {},
      availableTime: null,
    });
  });

  it('makes a day with every slot booked unavailable, and a half-booked day show its full slot', () => {
    const result = cartAvailability(w, [both('A')], {
      ...noBlocks,
      fullSlots: [
        { contractorId: 'A', date: '2026-03-11', slot: '1' },
        { contractorId: 'A', date: '2026-03-11', slot: '2' },
        { contractorId: 'A', date: '2026-03-12', slot: '1' },
      ],
    });
    expect(result.unavailableDates).toEqual(['2026-03-11']);
    expect(result.fullSlots).toEqual({ '2026-03-12': ['1'] });
    expect(result.availableTime).toEqual({
      date: '2026-03-12',
      slots: ['2'],
      contractor_id: 'A',
    });
  });

  it('honours days off, full days, slots a contractor does not work and a zero daily capacity', () => {
    const result = cartAvailability(
      w,
      [
        { id: 'A', slotCapacity: { '1': 1 }, dailyCapacity: 1 },
        { id: 'B', slotCapacity: { '1': 0, '2': 3 }, dailyCapacity: 3 },
        { id: 'Z', slotCapacity: { '1': 5, '2': 5 }, dailyCapacity: 0 },
      ],
      {
        daysOff: [{ contractorId: 'B', date: '2026-03-11' }],
        fullSlots: [],
        fullDays: [
          { contractorId: 'A', date: '2026-03-11' },
          { contractorId: 'A', date: '2026-03-13' },
          { contractorId: 'B', date: '2026-03-13' },
        ],
      },
    );
    expect(result.unavailableDates).toEqual(['2026-03-11', '2026-03-13']);
    expect(result.fullSlots).toEqual({});
    expect(result.availableTime).toEqual({
      date: '2026-03-12',
      slots: ['1', '2'],
      contractor_id: 'A',
    });
  });

  it('never splits a day between contractors: the contractor is one free in the most slots', () => {
    const result = cartAvailability(w, [both('A', 1, 0), both('B')], noBlocks);
    expect(result.availableTime).toEqual({
      date: '2026-03-11',
      slots: ['1', '2'],
      contractor_id: 'B',
    });
  });

  it('names the preferred contractor when it is free that day, and ignores it otherwise', () => {
    const contractors = [both('A'), both('B', 0, 1)];
    expect(cartAvailability(w, contractors, noBlocks, 'B').availableTime?.contractor_id).toBe('B');
    const busyB: ContractorBlocks = {
      ...noBlocks,
      daysOff: [{ contractorId: 'B', date: '2026-03-11' }],
    };
    expect(cartAvailability(w, contractors, busyB, 'B').availableTime?.contractor_id).toBe('A');
    expect(cartAvailability(w, contractors, noBlocks, 'C').availableTime?.contractor_id).toBe('A');
  });

  it('answers nothing for an empty window', () => {
    expect(
      cartAvailability(
        { ...window('2026-03-15', '2026-03-14'), empty: true },
        [both('A')],
        noBlocks,
      ),
    ).toEqual({ unavailableDates: [], fullSlots: {}, availableTime: null });
  });

  // The rule restated the slow way (every date, slot and contractor), to compare against.
  const isFree = (c: EligibleContractor, date: string, slot: TimeSlot, blocks: ContractorBlocks) =>
    c.dailyCapacity > 0 &&
    (c.slotCapacity[slot] ?? 0) > 0 &&
    !blocks.daysOff.some((b) => b.contractorId === c.id && b.date === date) &&
    !blocks.fullDays.some((b) => b.contractorId === c.id && b.date === date) &&
    !blocks.fullSlots.some((b) => b.contractorId === c.id && b.date === date && b.slot === slot);

  const ids = ['A', 'B', 'C', 'D'];
  const dates = windowDates(window('2026-03-11', '2026-03-20'));
  const contractorArb = fc.record({
    id: fc.constantFrom(...ids),
    slotCapacity: fc.record({ '1': fc.nat(2), '2': fc.nat(2) }),
    dailyCapacity: fc.nat(3),
  });
  const blocksArb = fc.record({
    daysOff: fc.array(
      fc.record({ contractorId: fc.constantFrom(...ids), date: fc.constantFrom(...dates) }),
    ),
    fullDays: fc.array(
      fc.record({ contractorId: fc.constantFrom(...ids), date: fc.constantFrom(...dates) }),
    ),
    fullSlots: fc.array(
      fc.record({
        contractorId: fc.constantFrom(...ids),
        date: fc.constantFrom(...dates),
        slot: fc.constantFrom(...TIME_SLOTS),
      }),
    ),
  });

  it('property: agrees with the rule checked date by date, slot by slot', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(contractorArb, { selector: (c) => c.id }),
        blocksArb,
        fc.option(fc.constantFrom(...ids)),
        (contractors, blocks, preferred) => {
          const w10 = window(dates[0]!, dates[dates.length - 1]!);
          const result = cartAvailability(w10, contractors, blocks, preferred);
          const freeSlots = (date: string) =>
            TIME_SLOTS.filter((slot) => contractors.some((c) => isFree(c, date, slot, blocks)));
          const expectedUnavailable = dates.filter((d) => freeSlots(d).length === 0);
          expect(result.unavailableDates).toEqual(expectedUnavailable);
          for (const date of dates) {
            const free = freeSlots(date);
            const full = TIME_SLOTS.filter((s) => !free.includes(s));
            expect(result.fullSlots[date]).toEqual(
              free.length > 0 && full.length > 0 ? full : undefined,
            );
          }
          const first = dates.find((d) => freeSlots(d).length > 0);
          if (!first) {
            expect(result.availableTime).toBeNull();
            return;
          }
          expect(result.availableTime?.date).toBe(first);
          expect(result.availableTime?.slots).toEqual(freeSlots(first));
          // The contractor named can come that day, in at least one of the slots.
          const named = contractors.find((c) => c.id === result.availableTime?.contractor_id)!;
          expect(freeSlots(first).some((slot) => isFree(named, first, slot, blocks))).toBe(true);
        },
      ),
    );
  });

  it('property: one more booking never makes a date available', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(contractorArb, { selector: (c) => c.id }),
        blocksArb,
        fc.constantFrom(...ids),
        fc.constantFrom(...dates),
        fc.constantFrom(...TIME_SLOTS),
        (contractors, blocks, contractorId, date, slot) => {
          const w10 = window(dates[0]!, dates[dates.length - 1]!);
          const before = cartAvailability(w10, contractors, blocks).unavailableDates;
          const after = cartAvailability(w10, contractors, {
            ...blocks,
            fullSlots: [...blocks.fullSlots, { contractorId, date, slot }],
          }).unavailableDates;
          return before.every((d) => after.includes(d));
        },
      ),
    );
  });
});
