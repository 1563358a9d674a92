import type { Transaction } from '../client';
import { customers, familyMembers } from '../schema/customers';

// The demo customer records and loyalty-family members (spec §7 check-scg-family). The README
// lists the family member with mobile 0812345678: a clerk typing it at checkout gets the member
// (SCG Family number and tier) and the customer who registered with that mobile, picked among
// two records by the password set on the newer one.

export const DEMO_FAMILY_MOBILE = '0812345678';

const members = [
  {
    familyId: 'SCGF-00012345',
    scgId: 'SCG-7000123',
    mobile: DEMO_FAMILY_MOBILE,
    firstname: 'สมหญิง',
    lastname: 'ใจงาม',
    tier: 'Gold',
  },
  {
    familyId: 'SCGF-00067890',
    scgId: 'SCG-7000456',
    mobile: '0861112222',
    firstname: 'ประยุทธ',
    lastname: 'มั่นคง',
    tier: 'Silver',
  },
];

const records = [
  // Two records with the family member's mobile: an old walk-in record and her own account.
  {
    mobile: DEMO_FAMILY_MOBILE,
    firstname: 'สมหญิง',
    lastname: 'ใจงาม',
    email: '',
    passwordSetAt: null,
  },
  {
    mobile: DEMO_FAMILY_MOBILE,
    firstname: 'สมหญิง',
    lastname: 'ใจงาม',
    email: 'somying.j@example.com',
    passwordSetAt: new Date('2025-11-02T03:00:00Z'),
  },
  // A registered customer who is not in the family.
  {
    mobile: '0898765432',
    firstname: 'วิชัย',
    lastname: 'รักบ้าน',
    email: 'wichai.r@example.com',
    passwordSetAt: new Date('2025-08-15T09:30:00Z'),
  },
];

export async function seedCustomers(tx: Transaction): Promise<void> {
  await tx.insert(familyMembers).values(members);
  await tx.insert(customers).values(records);
}
