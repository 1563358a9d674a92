import {
  opsMessageResendPath,
  opsOrderMessagesPath,
  orderMessageSchema,
  orderMessagesSchema,
} from '@changdee/contract/messages';
import { apiRequest } from '../../../lib/api';

// The order's customer messages for operators (docs/decisions/045): the list and "send again".

export const messagesKeys = {
  order: (no: string) => ['ops-orders', 'messages', no] as const,
};

export const fetchMessages = (no: string, signal?: AbortSignal) =>
  apiRequest({ path: opsOrderMessagesPath(no), schema: orderMessagesSchema, signal });

export const resendMessage = (no: string, id: string) =>
  apiRequest({
    method: 'POST',
    path: opsMessageResendPath(no, id),
    body: {},
    schema: orderMessageSchema,
  });
