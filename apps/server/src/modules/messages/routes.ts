import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@changdee/contract/envelope';
import {
  messageParamsSchema,
  messagePaths,
  orderMessageResponseSchema,
  orderMessagesResponseSchema,
  smsReportResponseSchema,
  smsReportSchema,
} from '@changdee/contract/messages';
import { cartOrderParamsSchema } from '@changdee/contract/orders';
import { AppError } from '../../errors';
import { getOrder } from '../orders/service';
import { listMessages, messageAnswer, recordDelivery, resendMessage } from './service';

// The customer's messages of an order (issue 22, docs/decisions/045): Changdee's operators list
// them on the order's page and send one again; the SMS gateway reports deliveries.

const operator = { access: { roles: ['Operator'] } } as const;
const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
};

const sameToken = (given: string | undefined, expected: string): boolean => {
  const a = Buffer.from(given ?? '');
  const b = Buffer.from(`Bearer ${expected}`);
  return a.length === b.length && timingSafeEqual(a, b);
};

export const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    messagePaths.opsList,
    {
      config: operator,
      schema: {
        tags: ['messages'],
        summary: 'An order’s customer messages: channel, template, state, tries, last error',
        description:
          'For Changdee’s operators, any order. Every message each event of the order queued ' +
          '(placed, paid, date changed, technician assigned, on the way, completed, cancelled, ' +
          'refund recorded), oldest first. Unknown order: 404 ORDER_NOT_FOUND.',
        params: cartOrderParamsSchema,
        response: { 200: orderMessagesResponseSchema, ...errors },
      },
    },
    async (request) => {
      const order = await getOrder(app.db, request.auth!, request.params.cartOrderNo);
      const rows = await listMessages(app.db, order.cartOrderNo);
      return {
        message: 'success' as const,
        data: { cartOrderNo: order.cartOrderNo, messages: rows.map(messageAnswer) },
      };
    },
  );

  app.post(
    messagePaths.opsResend,
    {
      config: operator,
      schema: {
        tags: ['messages'],
        summary: 'Sends a customer message again',
        description:
          'For Changdee’s operators. A sent or dead message goes back to the queue with a new ' +
          'idempotency key (LINE would otherwise take it for a repeat) and a job of its own. One ' +
          'queued, being sent or waiting for its retry: 409 MESSAGE_NOT_RESENDABLE; another ' +
          'order’s or none: 404 MESSAGE_NOT_FOUND.',
        params: messageParamsSchema,
        response: { 200: orderMessageResponseSchema, ...errors, 409: errorBodySchema },
      },
    },
    async (request) => {
      const order = await getOrder(app.db, request.auth!, request.params.cartOrderNo);
      const row = await resendMessage(app.db, order.cartOrderNo, request.params.messageId);
      request.log.info(
        { orderNo: order.cartOrderNo, messageId: row.id, by: request.auth!.userId },
        'customer message sent again',
      );
      return { message: 'success' as const, data: messageAnswer(row) };
    },
  );

  app.post(
    messagePaths.smsReports,
    {
      config: { access: 'public' },
      schema: {
        tags: ['messages'],
        summary: 'The SMS gateway’s delivery report',
        description:
          'Authorization: Bearer <SMS_REPORT_TOKEN>; anything else (or SMS not set up): 401 ' +
          'UNAUTHENTICATED. Body: { messageId (the gateway’s), status }. An id of no message ' +
          'of ours answers known: false.',
        security: [{ smsReportToken: [] }],
        body: smsReportSchema,
        response: { 200: smsReportResponseSchema, ...errors },
      },
    },
    async (request) => {
      const sms = app.config.messages.sms;
      if (!sms || !sameToken(request.headers.authorization, sms.reportToken))
        throw new AppError('UNAUTHENTICATED');
      const known = await recordDelivery(app.db, request.body.messageId, request.body.status);
      return { message: 'success' as const, data: { known } };
    },
  );
};
