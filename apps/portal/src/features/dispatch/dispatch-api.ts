import type { z } from 'zod';
import {
  assignDataSchema,
  assignOptionsResponseSchema,
  dismissRescheduleResponseSchema,
  dispatchBoardSchema,
  dispatchPaths,
} from '@changdee/contract/dispatch';
import {
  addressDistrictsResponseSchema,
  addressProvincesResponseSchema,
  locationPaths,
} from '@changdee/contract/locations';
import type { BusinessDate } from '@changdee/domain/dates';
import type { TimeSlot } from '@changdee/domain/time-slots';
import { apiRequest } from '../../lib/api';
import { boardQuery, type BoardState } from './board-state';

// The dispatch board's calls (docs/decisions/044): the board, the picker's teams, assigning a job
// and dismissing a customer's request for another date; the filters' provinces and districts
// from the public address lists.

export const dispatchKeys = {
  all: ['dispatch'] as const,
  board: (state: BoardState) => ['dispatch', 'board', state] as const,
  options: (no: string, date: BusinessDate, time: TimeSlot) =>
    ['dispatch', 'options', no, date, time] as const,
  provinces: ['dispatch', 'provinces'] as const,
  districts: (province: string) => ['dispatch', 'districts', province] as const,
};

const ofOrder = (template: string, no: string) =>
  template.replace(':cartOrderNo', encodeURIComponent(no));

export const fetchBoard = (state: BoardState, signal?: AbortSignal) =>
  apiRequest({
    path: dispatchPaths.board,
    query: boardQuery(state),
    schema: dispatchBoardSchema,
    signal,
  });

export const fetchAssignOptions = (
  no: string,
  date: BusinessDate,
  time: TimeSlot,
  signal?: AbortSignal,
) =>
  apiRequest({
    path: ofOrder(dispatchPaths.assignOptions, no),
    query: { date, time },
    schema: assignOptionsResponseSchema.shape.data,
    signal,
  });

export interface AssignTarget {
  contractor_id: string;
  date: BusinessDate;
  time: TimeSlot;
}

export const assignJob = (no: string, target: AssignTarget) =>
  apiRequest({
    method: 'POST',
    path: ofOrder(dispatchPaths.assign, no),
    body: target,
    schema: assignDataSchema,
  });

export const dismissReschedule = (no: string) =>
  apiRequest({
    method: 'POST',
    path: ofOrder(dispatchPaths.dismissReschedule, no),
    body: {},
    schema: dismissRescheduleResponseSchema.shape.data,
  });

export const fetchProvinces = (signal?: AbortSignal) =>
  apiRequest({
    path: locationPaths.provinces,
    schema: addressProvincesResponseSchema.shape.data,
    signal,
    skipAuth: true,
  });

export const fetchDistricts = (province: string, signal?: AbortSignal) =>
  apiRequest({
    path: locationPaths.provinceDistricts.replace(':code', province),
    schema: addressDistrictsResponseSchema.shape.data,
    signal,
    skipAuth: true,
  });

export type Board = z.output<typeof dispatchBoardSchema>;
export type BoardTeam = Board['teams'][number];
