import { addDays, businessToday } from '@changdee/domain/dates';
import { inArray } from 'drizzle-orm';
import type { Transaction } from '../client';
import { loadGeography } from '../geography/load-geography';
import {
  contractorMembers,
  contractorServiceAreas,
  contractorSlotCapacities,
  contractorUnavailableDates,
  contractorWorkTypes,
  contractors,
} from '../schema/contractors';
import { districts } from '../schema/geography';
import { users } from '../schema/identity';
import { DEMO_TEAM_MEMBERS, DEMO_WORK_TYPES, type DemoWorkType } from './demo-keys';

// The demo contractors: teams around Bangkok (every Bangkok district), Nonthaburi, Pathum Thani,
// Samut Prakan, Nakhon Pathom and five districts of Chachoengsao, each with some work types, so that
// every work type is served somewhere but not everywhere (solar only on the outskirts, flooring only
// in Bangkok and Nakhon Pathom, no air-conditioner installs
// or surveys in Chachoengsao, …) and nothing is served in Chiang Mai, Phuket, Khon Kaen or any
// other province: both "in area" and "out of area" answers happen.

const WT = DEMO_WORK_TYPES;

/** Areas: whole provinces by their 2-digit code, single districts by their 4-digit code. */
const PROVINCE = {
  bangkok: '10',
  samutPrakan: '11',
  nonthaburi: '12',
  pathumThani: '13',
  nakhonPathom: '73',
} as const;
const BANGKOK_EAST = ['1003', '1010', '1011', '1032', '1046', '1047'] as const; // Nong Chok, Min Buri, Lat Krabang, Prawet, Khlong Sam Wa, Bang Na
const BANGKOK_NORTH = ['1005', '1036', '1041', '1042'] as const; // Bang Khen, Don Mueang, Lak Si, Sai Mai
const BANGKOK_WEST = ['1019', '1023', '1048'] as const; // Taling Chan, Nong Khaem, Thawi Watthana
const CHACHOENGSAO_WEST = ['2401', '2402', '2403', '2404', '2405'] as const; // Mueang, Bang Khla, Bang Nam Priao, Bang Pakong, Ban Pho

interface DemoContractor {
  code: string;
  nameTh: string;
  nameEn: string;
  phone: string;
  active?: false;
  workTypes: DemoWorkType[];
  areas: readonly string[];
  capacity: { morning: number; afternoon: number; daily: number };
  /** days from the seed's today on which the team does not work */
  daysOff?: Array<{ offset: number; reason: string }>;
}

// Teams answer on landlines (02-026-6…, beside the call centre's 02-026-6999), so a clerk never
// takes a technician's number for one of the store staff's mobiles.
export const DEMO_CONTRACTORS: DemoContractor[] = [
  {
    code: 'CT-BKK-COOL',
    nameTh: 'ช่างดี คูลแอร์ เซอร์วิส',
    nameEn: 'Changdee Cool Air Service',
    phone: '020266001',
    workTypes: [WT.airConditioner, WT.acCleaning],
    areas: [PROVINCE.bangkok],
    // The demo's air-conditioner team, which the walks of the e2e suite book today: room for
    // them all beside the reviewer's own jobs.
    capacity: { morning: 8, afternoon: 8, daily: 14 },
    daysOff: [{ offset: 3, reason: 'อบรมช่างประจำปี' }],
  },
  {
    code: 'CT-BKK-AQUA',
    nameTh: 'น้ำใส เอ็นจิเนียริ่ง',
    nameEn: 'Namsai Engineering',
    phone: '020266002',
    workTypes: [WT.waterHeater, WT.waterPump, WT.waterFilter],
    areas: [PROVINCE.bangkok, PROVINCE.nonthaburi],
    capacity: { morning: 3, afternoon: 3, daily: 5 },
  },
  {
    code: 'CT-BKK-HOME',
    nameTh: 'โฮมแคร์ ช่างบ้าน',
    nameEn: 'HomeCare Handyman',
    phone: '020266003',
    workTypes: [WT.homeSurvey, WT.electrical, WT.cctv, WT.flooring],
    areas: [PROVINCE.bangkok],
    capacity: { morning: 3, afternoon: 2, daily: 5 },
    daysOff: [{ offset: 6, reason: 'หยุดประจำปี' }],
  },
  {
    code: 'CT-ROOF-PRO',
    nameTh: 'หลังคาดี รูฟเฟอร์',
    nameEn: 'Langkhadee Roofers',
    phone: '020266004',
    workTypes: [WT.roofGutter],
    areas: [...BANGKOK_EAST, ...BANGKOK_NORTH, PROVINCE.samutPrakan, PROVINCE.pathumThani],
    capacity: { morning: 1, afternoon: 1, daily: 2 },
  },
  {
    code: 'CT-NBI-PTE',
    nameTh: 'ช่างนนท์-ปทุม',
    nameEn: 'Non-Pathum Technicians',
    phone: '020266005',
    workTypes: [
      WT.airConditioner,
      WT.acCleaning,
      WT.electrical,
      WT.cctv,
      WT.homeSurvey,
      WT.waterHeater,
    ],
    areas: [PROVINCE.nonthaburi, PROVINCE.pathumThani],
    capacity: { morning: 3, afternoon: 3, daily: 6 },
    daysOff: [{ offset: 5, reason: 'ซ่อมบำรุงรถ' }],
  },
  {
    code: 'CT-SPK-AIRWATER',
    nameTh: 'ปากน้ำ แอร์แอนด์วอเตอร์',
    nameEn: 'Paknam Air & Water',
    phone: '020266006',
    workTypes: [
      WT.airConditioner,
      WT.acCleaning,
      WT.waterHeater,
      WT.waterPump,
      WT.homeSurvey,
      WT.electrical,
    ],
    areas: [PROVINCE.samutPrakan, '1011', '1032', '1047'],
    capacity: { morning: 2, afternoon: 2, daily: 4 },
  },
  {
    code: 'CT-SUNPOWER',
    nameTh: 'ซันพาวเวอร์ โซลาร์',
    nameEn: 'SunPower Solar',
    phone: '020266007',
    workTypes: [WT.solarRoof, WT.electrical],
    areas: [
      PROVINCE.pathumThani,
      PROVINCE.nonthaburi,
      PROVINCE.nakhonPathom,
      '1003',
      '1010',
      '1011',
      '1046',
    ],
    capacity: { morning: 1, afternoon: 1, daily: 1 },
  },
  {
    code: 'CT-NPT-HOME',
    nameTh: 'นครปฐม โฮมเซอร์วิส',
    nameEn: 'Nakhon Pathom Home Service',
    phone: '020266008',
    workTypes: [
      WT.airConditioner,
      WT.waterHeater,
      WT.waterPump,
      WT.waterFilter,
      WT.flooring,
      WT.roofGutter,
      WT.homeSurvey,
    ],
    areas: [PROVINCE.nakhonPathom, ...BANGKOK_WEST],
    capacity: { morning: 2, afternoon: 2, daily: 3 },
  },
  {
    code: 'CT-CCO-PAETRIU',
    nameTh: 'แปดริ้ว ช่างดี',
    nameEn: 'Paet Riu Changdee',
    phone: '020266009',
    workTypes: [WT.acCleaning, WT.waterPump, WT.roofGutter],
    areas: CHACHOENGSAO_WEST,
    capacity: { morning: 2, afternoon: 1, daily: 3 },
    daysOff: [
      { offset: 1, reason: 'งานบุญประจำปี' },
      { offset: 2, reason: 'งานบุญประจำปี' },
    ],
  },
  {
    // Closed: still on file with solar all over Bangkok, yet serves nothing (inner Bangkok has no solar).
    code: 'CT-BKK-SOLAR-CLOSED',
    nameTh: 'บางกอกโซลาร์ (ปิดกิจการ)',
    nameEn: 'Bangkok Solar (closed)',
    phone: '020266010',
    active: false,
    workTypes: [WT.solarRoof],
    areas: [PROVINCE.bangkok],
    capacity: { morning: 1, afternoon: 1, daily: 2 },
  },
];

export async function seedContractors(tx: Transaction): Promise<void> {
  // Service areas refer to districts: make sure the geography is there (a no-op on a normal start).
  await loadGeography(tx);
  const today = businessToday(new Date());

  const provinceCodes = [
    ...new Set(DEMO_CONTRACTORS.flatMap((c) => c.areas.filter((a) => a.length === 2))),
  ];
  const districtsByProvince = new Map<string, string[]>();
  for (const d of await tx
    .select({ code: districts.code, provinceCode: districts.provinceCode })
    .from(districts)
    .where(inArray(districts.provinceCode, provinceCodes))) {
    districtsByProvince.set(d.provinceCode, [
      ...(districtsByProvince.get(d.provinceCode) ?? []),
      d.code,
    ]);
  }
  const expand = (area: string) =>
    area.length === 2 ? (districtsByProvince.get(area) ?? []) : [area];

  for (const c of DEMO_CONTRACTORS) {
    const [row] = await tx
      .insert(contractors)
      .values({
        code: c.code,
        nameTh: c.nameTh,
        nameEn: c.nameEn,
        phone: c.phone,
        active: c.active ?? true,
        dailyCapacity: c.capacity.daily,
      })
      .returning({ id: contractors.id });
    const contractorId = row!.id;
    await tx
      .insert(contractorWorkTypes)
      .values(c.workTypes.map((workType) => ({ contractorId, workType })));
    const areaCodes = [...new Set(c.areas.flatMap(expand))];
    await tx
      .insert(contractorServiceAreas)
      .values(areaCodes.map((districtCode) => ({ contractorId, districtCode })));
    await tx.insert(contractorSlotCapacities).values([
      { contractorId, timeSlot: '1', capacity: c.capacity.morning },
      { contractorId, timeSlot: '2', capacity: c.capacity.afternoon },
    ]);
    if (c.daysOff?.length) {
      await tx.insert(contractorUnavailableDates).values(
        c.daysOff.map((d) => ({
          contractorId,
          unavailableDate: addDays(today, d.offset),
          reason: d.reason,
        })),
      );
    }
  }
  await seedTeamMembers(tx);
}

/** The demo technicians' teams (the users are seeded before the contractors). */
async function seedTeamMembers(tx: Transaction): Promise<void> {
  const usernames = Object.keys(DEMO_TEAM_MEMBERS);
  const people = await tx
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.username, usernames));
  const teams = await tx
    .select({ id: contractors.id, code: contractors.code })
    .from(contractors)
    .where(inArray(contractors.code, Object.values(DEMO_TEAM_MEMBERS)));
  const teamByCode = new Map(teams.map((team) => [team.code, team.id]));
  if (people.length > 0)
    await tx.insert(contractorMembers).values(
      people.map((person) => ({
        userId: person.id,
        contractorId: teamByCode.get(DEMO_TEAM_MEMBERS[person.username]!)!,
      })),
    );
}
