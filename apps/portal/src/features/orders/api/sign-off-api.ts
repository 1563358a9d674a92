import { z } from 'zod';
import { followUpResponseSchema, signOffPaths } from '@changdee/contract/sign-off';
import { apiRequest } from '../../../lib/api';

// An order's sign-off and rating (decision 078): the signature image, read with the session's
// token, and a low rating's follow-up marked handled (Operators).

export const signatureKey = (url: string) => ['portal', 'signature', url] as const;

export const fetchSignature = (url: string, signal?: AbortSignal) =>
  apiRequest({ path: url, binary: true, schema: z.instanceof(Blob), signal });

export const handleFollowUp = (cartOrderNo: string, note: string) =>
  apiRequest({
    method: 'POST',
    path: signOffPaths.followUp.replace(':cartOrderNo', encodeURIComponent(cartOrderNo)),
    body: { note },
    schema: followUpResponseSchema.shape.data,
  });
