import type { TeamDetail, TeamFields } from '@changdee/contract/teams-admin';
import type { FormErrors } from '../../people/contract-form';

// A team's form values (docs/decisions/051): capacities kept as typed (the contract's schema turns
// them into numbers), a new team's starting values and a saved one's.

export type TeamFormValues = Omit<
  TeamFields,
  'morning_capacity' | 'afternoon_capacity' | 'daily_capacity'
> & {
  morning_capacity: string;
  afternoon_capacity: string;
  daily_capacity: string;
};

/** What each part of the form is given: the values, their setter and the refusals by field. */
export interface TeamFormState {
  values: TeamFormValues;
  set<K extends keyof TeamFormValues>(key: K, value: TeamFormValues[K]): void;
  errors: FormErrors;
}

const EMPTY: TeamFormValues = {
  code: '',
  name_th: '',
  name_en: '',
  phone: '',
  active: true,
  morning_capacity: '2',
  afternoon_capacity: '2',
  daily_capacity: '4',
  work_types: [],
  provinces: [],
  districts: [],
  sub_districts: [],
  member_ids: [],
};

export const teamValuesOf = (team: TeamDetail | null): TeamFormValues =>
  team
    ? {
        code: team.code,
        name_th: team.name_th,
        name_en: team.name_en,
        phone: team.phone,
        active: team.active,
        morning_capacity: String(team.morning_capacity),
        afternoon_capacity: String(team.afternoon_capacity),
        daily_capacity: String(team.daily_capacity),
        work_types: team.work_types,
        provinces: team.provinces,
        districts: team.districts,
        sub_districts: team.sub_districts,
        member_ids: team.members.map((m) => m.id),
      }
    : EMPTY;

/** The list with the item in it (on) or out of it. */
export const toggle = (list: string[], item: string, on: boolean) =>
  on ? [...new Set([...list, item])] : list.filter((x) => x !== item);
