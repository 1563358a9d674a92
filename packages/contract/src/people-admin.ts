import { z } from 'zod';
import { ROLES } from '@changdee/domain/roles';
import { successEnvelope } from './envelope';
import { staffPhoneSchema } from './field-rules';
import { versionSchema } from './teams-admin';

// Channels, stores, employees and users from the portal (issue 21 item 5, docs/decisions/051),
// under /ops/v1: the Operator's. Users are created without a password: the operator is shown a
// one-time link to set it (never the password itself), and may make a new link later (a reset).
// Deactivating a user ends their sessions on every server at once.

export const peopleAdminPaths = {
  channels: '/ops/v1/channels',
  channel: '/ops/v1/channels/:code',
  stores: '/ops/v1/stores',
  store: '/ops/v1/stores/:storeId',
  employees: '/ops/v1/employees',
  employee: '/ops/v1/employees/:employeeId',
  users: '/ops/v1/users',
  user: '/ops/v1/users/:userId',
  passwordLink: '/ops/v1/users/:userId/password-link',
  /** Public: whether a link still works (GET), and setting the password with it (POST). */
  passwordReset: '/v1/auth/password-reset',
} as const;

export const pathWith = (template: string, name: string, value: string): string =>
  template.replace(`:${name}`, encodeURIComponent(value));

/** How long a set-password link works. */
export const PASSWORD_LINK_TTL_HOURS = 24;
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX = 128;

const trimmed = (max: number) => z.string().trim().min(1).max(max);
const codeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,40}$/, { error: 'issue.code' });

// ── channels ───────────────────────────────────────────────────────────────────────────────────
export const channelParamsSchema = z.object({ code: codeSchema });
export const channelFieldsSchema = z.object({
  code: codeSchema,
  name_th: trimmed(120),
  name_en: trimmed(120),
});
export const channelCreateSchema = channelFieldsSchema;
export const channelUpdateSchema = channelFieldsSchema
  .omit({ code: true })
  .extend({ expected_version: versionSchema });
export const channelSchema = channelFieldsSchema.extend({
  store_count: z.number().int(),
  version: z.number().int(),
});
export type AdminChannel = z.infer<typeof channelSchema>;

// ── stores ─────────────────────────────────────────────────────────────────────────────────────
export const storeParamsSchema = z.object({ storeId: z.uuid({ error: 'issue.id' }) });
export const storeFieldsSchema = z.object({
  code: codeSchema,
  name_th: trimmed(120),
  name_en: trimmed(120),
  channel: codeSchema,
  /** Empty for a partner store; the brand's name for an external-brand shop. */
  brand: z.string().trim().max(80),
  bu_store_id: trimmed(40),
});
export const storeCreateSchema = storeFieldsSchema;
export const storeUpdateSchema = storeFieldsSchema.extend({ expected_version: versionSchema });
export const storeSchema = storeFieldsSchema.extend({
  id: z.uuid(),
  branch_uuid: z.uuid(),
  version: z.number().int(),
});
export type AdminStore = z.infer<typeof storeSchema>;

// ── employees ──────────────────────────────────────────────────────────────────────────────────
export const employeeParamsSchema = z.object({ employeeId: z.uuid({ error: 'issue.id' }) });
export const employeeQuerySchema = z.object({ store_id: z.uuid({ error: 'issue.id' }) });
export const employeeFieldsSchema = z.object({
  store_id: z.uuid({ error: 'issue.id' }),
  code: codeSchema,
  name: trimmed(120),
  phone: staffPhoneSchema,
  active: z.boolean(),
});
export const employeeCreateSchema = employeeFieldsSchema;
export const employeeUpdateSchema = employeeFieldsSchema
  .omit({ store_id: true })
  .extend({ expected_version: versionSchema });
export const employeeSchema = employeeFieldsSchema.extend({
  id: z.uuid(),
  /** As stored: the national digits. */
  phone: z.string(),
  version: z.number().int(),
});
export type AdminEmployee = z.infer<typeof employeeSchema>;

// ── users ──────────────────────────────────────────────────────────────────────────────────────
export const userParamsSchema = z.object({ userId: z.uuid({ error: 'issue.id' }) });
export const userFieldsSchema = z.object({
  display_name: trimmed(120),
  role: z.enum(ROLES),
  /** The stores a shop role works for (none for Operators and Technicians). */
  store_ids: z.array(z.uuid({ error: 'issue.id' })).max(200),
  active: z.boolean(),
});
export const userCreateSchema = userFieldsSchema.extend({
  username: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9._-]{3,64}$/, { error: 'issue.username' }),
});
export const userUpdateSchema = userFieldsSchema.extend({ expected_version: versionSchema });
export const userSchema = userFieldsSchema.extend({
  id: z.uuid(),
  username: z.string(),
  /** The team of a Technician. */
  team_id: z.uuid().nullable(),
  version: z.number().int(),
});
export type AdminUser = z.infer<typeof userSchema>;

/** A one-time link to set a password: shown once to the operator, who passes it on. */
export const passwordLinkSchema = z.object({ url: z.string(), expires_at: z.string() });
export type PasswordLink = z.infer<typeof passwordLinkSchema>;
/** A created user, with the link to set their first password. */
export const userCreatedSchema = z.object({ user: userSchema, password_link: passwordLinkSchema });

export const passwordResetTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, {
  error: 'issue.invalid',
});
export const passwordResetQuerySchema = z.object({ token: passwordResetTokenSchema });
export const passwordResetCheckSchema = z.object({ username: z.string(), expires_at: z.string() });
const newPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, { error: 'issue.passwordLength' })
  .max(PASSWORD_MAX, { error: 'issue.passwordLength' });
export const passwordResetRequestSchema = z.object({
  token: passwordResetTokenSchema,
  password: newPassword,
});
/** The page's form: the password twice. */
export const passwordResetFormSchema = z
  .object({ password: newPassword, confirm: z.string() })
  .refine((f) => f.password === f.confirm, { path: ['confirm'], error: 'issue.passwordMismatch' });

export const channelListResponseSchema = successEnvelope(z.array(channelSchema));
export const channelResponseSchema = successEnvelope(channelSchema);
export const storeListResponseSchema = successEnvelope(z.array(storeSchema));
export const storeResponseSchema = successEnvelope(storeSchema);
export const employeeListResponseSchema = successEnvelope(z.array(employeeSchema));
export const employeeResponseSchema = successEnvelope(employeeSchema);
export const userListResponseSchema = successEnvelope(z.array(userSchema));
export const userResponseSchema = successEnvelope(userSchema);
export const userCreatedResponseSchema = successEnvelope(userCreatedSchema);
export const passwordLinkResponseSchema = successEnvelope(passwordLinkSchema);
export const passwordResetCheckResponseSchema = successEnvelope(passwordResetCheckSchema);
export const passwordResetDoneResponseSchema = successEnvelope(z.object({ username: z.string() }));
