import type { AddOn, AddOnFields, AddOnList, AddOnUpdate } from '@changdee/contract/add-ons-admin';
import type { Database, DbExecutor } from '../../db/client';
import { AppError } from '../../errors';
import { auditedCreate, auditedEdit, type AuditActor, type AuditedRecord } from '../audit/service';
import { knownWorkTypes } from '../teams-admin/service';
import * as repository from './repository';

// Add-ons from the portal (issue 31 item 1, docs/decisions/072): the Operator lists, creates and
// edits the priced extras of each work type. Every write is versioned and audited like the other
// admin pages (audit/service.ts auditedCreate/auditedEdit); the bounds' rules are the domain's
// (checked by the contract's schema). An add-on is never deleted: quotations keep pointing at it;
// it is made inactive instead.

/** The active add-ons of some work types: what a quotation may offer (modules/quotations). */
export const activeAddOnsOf = repository.activeAddOnsOf;
/** Add-ons by id, whatever their state: a quotation's pricing judges inactive ones. */
export const addOnsByIds = repository.addOnsByIds;

const addOnRecord: AuditedRecord<AddOn> = {
  entity: 'add_on',
  lock: async (tx, id) => {
    const row = await repository.findAddOn(tx, id, true);
    return row ? { version: row.version, view: row } : null;
  },
  notFound: () => new AppError('ADD_ON_NOT_FOUND'),
  read: async (tx, id) => (await repository.findAddOn(tx, id))!,
};

export async function listAddOns(db: DbExecutor): Promise<AddOnList> {
  const [addOns, workTypes] = await Promise.all([repository.listAddOns(db), knownWorkTypes(db)]);
  return { add_ons: addOns, work_types: workTypes };
}

export async function addOnDetail(db: DbExecutor, id: string): Promise<AddOn> {
  const row = await repository.findAddOn(db, id);
  if (!row) throw new AppError('ADD_ON_NOT_FOUND');
  return row;
}

export const createAddOn = (db: Database, actor: AuditActor, fields: AddOnFields): Promise<AddOn> =>
  auditedCreate(db, addOnRecord, actor, (tx) => repository.insertAddOn(tx, fields));

export function updateAddOn(
  db: Database,
  actor: AuditActor,
  id: string,
  update: AddOnUpdate,
): Promise<AddOn> {
  const { expected_version: expectedVersion, ...fields } = update;
  return auditedEdit(db, addOnRecord, {
    actor,
    id,
    expectedVersion,
    write: (tx, _before, version) => repository.updateAddOn(tx, id, fields, version),
  });
}
