import type { CheckFamilyData } from '@changdee/contract/orders';
import { mobileDigits } from '@changdee/domain/order-search';
import { registeredCustomer } from '@changdee/domain/registered-customer';
import type { Database, DbExecutor } from '../../../db/client';
import {
  admitFamilyLookup,
  mobileHash,
  type FamilyLookupCaller,
  type FamilyLookupLimits,
} from '../family-lookups';
import * as repository from '../repository';

// Spec §7 check-scg-family: the family membership of a mobile, asked at the counter (issue 12),
// within the lookup limits that keep the family list from being read by guessing (decision 032).

/** The active family member of a mobile and its registered customer (password set), if any. */
async function familyRecords(db: DbExecutor, mobile: string) {
  const member = await repository.activeFamilyMember(db, mobile);
  const records = await repository.customersByMobile(db, mobile);
  const customer = registeredCustomer(
    records.map((record) => ({ record, password_set: record.passwordSetAt !== null })),
  )?.record;
  return { member, customer: customer ?? null };
}

/** What guards the family lookup: its limits and the key of the log's mobile hashes. */
export interface FamilyLookupGuard {
  limits: FamilyLookupLimits;
  hashKey: Buffer;
}

/**
 * Spec §7 check-scg-family: the family member and the registered customer of a mobile, once the
 * lookup is admitted by the caller's limits and recorded (family-lookups.ts).
 */
export async function checkFamily(
  db: Database,
  caller: FamilyLookupCaller,
  mobile: string,
  guard: FamilyLookupGuard,
): Promise<CheckFamilyData> {
  const number = mobileDigits(mobile);
  await admitFamilyLookup(db, caller, mobileHash(guard.hashKey, number), guard.limits);
  const { member, customer } = await familyRecords(db, number);
  return {
    is_family: member !== null,
    scgFamily: member
      ? {
          scg_family_id: member.familyId,
          scg_id: member.scgId,
          firstname: member.firstname,
          lastname: member.lastname,
          mobile: member.mobile,
          tier: member.tier,
        }
      : null,
    changdeeCustomer: customer
      ? {
          customer_id: customer.id,
          firstname: customer.firstname,
          lastname: customer.lastname,
          mobile: customer.mobile,
          email: customer.email,
          password_set: true,
        }
      : null,
  };
}
