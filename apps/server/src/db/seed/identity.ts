import type { Role } from '@changdee/domain/roles';
import type { Transaction } from '../client';
import { channels, employees, stores, userStores, users } from '../schema/identity';
import { hashPassword } from '../../modules/auth/passwords';
import { DEMO_CHANNELS, DEMO_PASSWORD, DEMO_STORES, DEMO_USERS } from './demo-keys';

// The demo identity data: two channels, four stores (one of them an external brand's shop), the
// four demo logins of the README (all with DEMO_PASSWORD) and the selling employees of each store.

const demoChannels = [
  { code: DEMO_CHANNELS.retail, nameTh: 'ช่างดี พาร์ทเนอร์รีเทล', nameEn: 'Changdee Partner Retail' },
  { code: DEMO_CHANNELS.builders, nameTh: 'ช่างดี บิลเดอร์', nameEn: 'Changdee Builders' },
];

const demoStores = [
  {
    code: DEMO_STORES.bangna,
    nameTh: 'ช่างดี สาขาบางนา',
    nameEn: 'Changdee Bang Na',
    channelCode: DEMO_CHANNELS.retail,
    brand: null,
    buStoreId: 'BU-1001',
  },
  {
    code: DEMO_STORES.rangsit,
    nameTh: 'ช่างดี สาขารังสิต',
    nameEn: 'Changdee Rangsit',
    channelCode: DEMO_CHANNELS.retail,
    brand: null,
    buStoreId: 'BU-1002',
  },
  {
    code: DEMO_STORES.nonthaburi,
    nameTh: 'ช่างดี บิลเดอร์ รัตนาธิเบศร์',
    nameEn: 'Changdee Builders Rattanathibet',
    channelCode: DEMO_CHANNELS.builders,
    brand: null,
    buStoreId: 'BU-2001',
  },
  {
    code: DEMO_STORES.brandShop,
    nameTh: 'คูลแอร์ แบรนด์ช็อป',
    nameEn: 'CoolAir Brand Shop',
    channelCode: DEMO_CHANNELS.builders,
    brand: 'CoolAir',
    buStoreId: 'BU-2002',
  },
];

/** `store`: the store a shop user works for; Changdee's own people work for none. */
const demoUsers: Array<{ username: string; displayName: string; role: Role; store?: string }> = [
  {
    username: DEMO_USERS.sales,
    displayName: 'สมชาย ใจดี',
    role: 'Sales',
    store: DEMO_STORES.bangna,
  },
  {
    username: DEMO_USERS.manager,
    displayName: 'วิภาวดี ศรีสุข',
    role: 'Channel Manager',
    store: DEMO_STORES.rangsit,
  },
  {
    username: DEMO_USERS.brand,
    displayName: 'ธนพล คูลแอร์',
    role: 'External Brand',
    store: DEMO_STORES.brandShop,
  },
  {
    username: DEMO_USERS.salesOther,
    displayName: 'กมลชนก รุ่งเรือง',
    role: 'Sales',
    store: DEMO_STORES.nonthaburi,
  },
  { username: DEMO_USERS.operator, displayName: 'ปิยะนุช ช่างดีออปส์', role: 'Operator' },
  { username: DEMO_USERS.technician, displayName: 'สมศักดิ์ เย็นฉ่ำ', role: 'Technician' },
  { username: DEMO_USERS.technicianOther, displayName: 'บุญเลิศ น้ำใส', role: 'Technician' },
];

/** Employees by store; `user` links the employee record of a demo Sales login. */
const demoEmployees: Record<
  string,
  Array<{ code: string; name: string; phone: string; user?: string }>
> = {
  [DEMO_STORES.bangna]: [
    { code: 'BN-001', name: 'สมชาย ใจดี', phone: '0812345601', user: DEMO_USERS.sales },
    { code: 'BN-002', name: 'สุนิสา แก้วมณี', phone: '0812345602' },
    { code: 'BN-003', name: 'ประเสริฐ วงศ์ทอง', phone: '0812345603' },
    { code: 'BN-004', name: 'อรุณี พรหมมา', phone: '0812345604' },
    { code: 'BN-005', name: 'ณัฐพล สายสุวรรณ', phone: '0812345605' },
  ],
  [DEMO_STORES.rangsit]: [
    { code: 'RS-001', name: 'พิมพ์ชนก บุญมี', phone: '0823456701' },
    { code: 'RS-002', name: 'วีระพงษ์ ทองดี', phone: '0823456702' },
    { code: 'RS-003', name: 'จันทร์เพ็ญ สุขสวัสดิ์', phone: '0823456703' },
    { code: 'RS-004', name: 'อนุชา มีสุข', phone: '0823456704' },
  ],
  [DEMO_STORES.nonthaburi]: [
    { code: 'NB-001', name: 'กมลชนก รุ่งเรือง', phone: '0834567801', user: DEMO_USERS.salesOther },
    { code: 'NB-002', name: 'ธีรวัฒน์ ศรีวงศ์', phone: '0834567802' },
    { code: 'NB-003', name: 'ปวีณา จันทร์หอม', phone: '0834567803' },
    { code: 'NB-004', name: 'สุรเชษฐ์ นาคประเสริฐ', phone: '0834567804' },
  ],
  [DEMO_STORES.brandShop]: [
    { code: 'CA-001', name: 'ธนพล คูลแอร์', phone: '0845678901' },
    { code: 'CA-002', name: 'ศิริพร เย็นใจ', phone: '0845678902' },
    { code: 'CA-003', name: 'มานพ ลมเย็น', phone: '0845678903' },
    { code: 'CA-004', name: 'รัตนา ชื่นบาน', phone: '0845678904' },
  ],
};

export async function seedIdentity(tx: Transaction): Promise<void> {
  await tx.insert(channels).values(demoChannels);
  const storeRows = await tx.insert(stores).values(demoStores).returning();
  const storeByCode = new Map(storeRows.map((s) => [s.code, s]));

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const userRows = await tx
    .insert(users)
    .values(
      demoUsers.map((u) => ({
        username: u.username,
        displayName: u.displayName,
        role: u.role,
        passwordHash,
      })),
    )
    .returning();
  const userByName = new Map(userRows.map((u) => [u.username, u]));

  await tx
    .insert(userStores)
    .values(
      demoUsers.flatMap((u) =>
        u.store
          ? [{ userId: userByName.get(u.username)!.id, storeId: storeByCode.get(u.store)!.id }]
          : [],
      ),
    );

  await tx.insert(employees).values(
    Object.entries(demoEmployees).flatMap(([storeCode, list]) => {
      const store = storeByCode.get(storeCode)!;
      return list.map((e) => ({
        storeId: store.id,
        code: e.code,
        name: e.name,
        phone: e.phone,
        channelName: store.nameTh,
        channelUuid: store.branchUuid,
        userId: e.user ? userByName.get(e.user)!.id : null,
      }));
    }),
  );
}
