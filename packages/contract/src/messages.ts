import { z } from 'zod';
import { LOCALES } from '@changdee/domain/locale';
import { MESSAGE_CHANNELS, MESSAGE_EVENTS, MESSAGE_STATES } from '@changdee/domain/order-messages';
import { successEnvelope } from './envelope';
import { cartOrderParamsSchema } from './orders';

// The customer's messages of an order (issue 22, docs/decisions/045), for Changdee's operators:
// every message with its channel, template, state, tries and last error, and "send again".

export const messagePaths = {
  opsList: '/ops/v1/orders/:cartOrderNo/messages',
  opsResend: '/ops/v1/orders/:cartOrderNo/messages/:messageId/resend',
  /** The SMS gateway posts its delivery reports here (Authorization: Bearer SMS_REPORT_TOKEN). */
  smsReports: '/hooks/v1/sms-delivery-reports',
} as const;

const fill = (path: string, cartOrderNo: string, messageId = '') =>
  path
    .replace(':cartOrderNo', encodeURIComponent(cartOrderNo))
    .replace(':messageId', encodeURIComponent(messageId));

/** `/ops/v1/orders/CO…/messages`. */
export const opsOrderMessagesPath = (cartOrderNo: string): string =>
  fill(messagePaths.opsList, cartOrderNo);
/** `/ops/v1/orders/CO…/messages/<id>/resend`. */
export const opsMessageResendPath = (cartOrderNo: string, messageId: string): string =>
  fill(messagePaths.opsResend, cartOrderNo, messageId);

export const messageParamsSchema = cartOrderParamsSchema.extend({ messageId: z.uuid() });

export const orderMessageSchema = z.object({
  id: z.uuid(),
  event: z.enum(MESSAGE_EVENTS),
  channel: z.enum(MESSAGE_CHANNELS),
  template: z.string(),
  language: z.enum(LOCALES),
  /** The mobile (sms, log) or the LINE user id (line). */
  recipient: z.string(),
  /** Null until the first try writes it. */
  body: z.string().nullable(),
  state: z.enum(MESSAGE_STATES),
  tries: z.number().int(),
  last_error: z.string().nullable(),
  provider_id: z.string().nullable(),
  delivery_status: z.string().nullable(),
  created_at: z.iso.datetime({ offset: true }),
  sent_at: z.iso.datetime({ offset: true }).nullable(),
  /** Whether "send again" is offered (sent or dead; domain canResend). */
  can_resend: z.boolean(),
});
export type OrderMessage = z.infer<typeof orderMessageSchema>;

export const orderMessagesSchema = z.object({
  cartOrderNo: z.string(),
  messages: z.array(orderMessageSchema),
});
export type OrderMessages = z.infer<typeof orderMessagesSchema>;

export const orderMessagesResponseSchema = successEnvelope(orderMessagesSchema);
export const orderMessageResponseSchema = successEnvelope(orderMessageSchema);

/** A delivery report: the gateway's message id and what became of it (delivered, failed, …). */
export const smsReportSchema = z.object({
  messageId: z.string().min(1).max(200),
  status: z.string().min(1).max(50),
});
export const smsReportResponseSchema = successEnvelope(z.object({ known: z.boolean() }));
