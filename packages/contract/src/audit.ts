import { z } from 'zod';
import { ROLES } from '@changdee/domain/roles';
import { successEnvelope } from './envelope';
import { businessDateSchema } from './shared-fields';

// The audit log of the operations portal (issue 21, docs/decisions/049): every change an operator
// (or a channel manager) makes to the catalogue, coupons, promotions, teams, stores and people,
// with who, when, and the record before and after. Searchable at /ops/v1/audit (Operators) and
// shown on the record's own page (the same list filtered by entity and entity_id).
//
// Optimistic concurrency: every record an admin page edits carries a `version`; every PATCH sends
// the version it was read at as `expected_version`. An edit on an older copy is refused with
// 409 STALE_EDIT, whose details carry the record as it is now (staleEditDetailsSchema), so the
// form can show what changed without losing what was typed.

export const auditPaths = { list: '/ops/v1/audit' } as const;

export const AUDIT_PAGE_MAX = 100;

/** The version an edit was made on (the record's `version` when the form read it). */
export const expectedVersionSchema = z.number().int().min(1);
/** The field every admin PATCH body carries. */
export const expectedVersionField = { expected_version: expectedVersionSchema } as const;

/** 409 STALE_EDIT's details: the record as it is now, with its version. */
export const staleEditDetailsSchema = z.object({
  version: z.number().int().min(1),
  current: z.unknown(),
});
export type StaleEditDetails = z.infer<typeof staleEditDetailsSchema>;

/** A page of the log, newest first; every filter narrows. */
export const auditListQuerySchema = z
  .object({
    /** 'service', 'coupon', 'promotion', 'team', 'store', 'channel', 'employee', 'user', … */
    entity: z.string().trim().min(1).max(64).optional(),
    entity_id: z.string().trim().min(1).max(128).optional(),
    /** The user who made the changes (their id). */
    actor: z.uuid().optional(),
    /** Business dates (Asia/Bangkok), both included. */
    from: businessDateSchema.optional(),
    to: businessDateSchema.optional(),
    /** The answer's `next`: the last entry of the page before. */
    after: z
      .string()
      .regex(/^[1-9][0-9]{0,15}$/)
      .optional(),
    limit: z.coerce.number().int().min(1).max(AUDIT_PAGE_MAX).default(50),
  })
  .superRefine((query, ctx) => {
    if (query.from !== undefined && query.to !== undefined && query.from > query.to)
      ctx.addIssue({ code: 'custom', path: ['to'], input: query.to });
  });
export type AuditListQuery = z.infer<typeof auditListQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.iso.datetime({ offset: true }),
  actor: z
    .object({
      user_id: z.uuid().nullable(),
      name: z.string().nullable(),
      role: z.enum(ROLES).nullable(),
    })
    .nullable(),
  entity: z.string(),
  entity_id: z.string(),
  action: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  request_id: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditListResponseSchema = successEnvelope(
  z.object({
    entries: z.array(auditEntrySchema),
    /** `after` for the next page; null on the last. */
    next: z.string().nullable(),
  }),
);
export type AuditList = z.infer<typeof auditListResponseSchema>['data'];
