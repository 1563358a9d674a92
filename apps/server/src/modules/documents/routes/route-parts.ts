import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { documentPaths } from '@changdee/contract/documents';
import { SHOP_ROLES, type Role } from '@changdee/domain/roles';
import { errorBodySchema } from '@changdee/contract/envelope';
import { OPERATORS_ONLY, REFUSALS } from '../../../lib/route-answers';

// What the documents' routes share (docs/decisions/043 and 058): the two readers, each with its
// paths, and the refusals. Who reads which order is the order policy's 'read' (order-access.ts);
// the external brand, who sees the customer's data masked, and technicians get no documents (they
// carry the buyer's name, address and tax id).

/** The app as a route file sees it (the plugin's instance). */
export type DocumentsApp = Parameters<FastifyPluginAsyncZod>[0];

/** A reader of documents: who may call, where, and how the routes describe them. */
export interface DocumentReader {
  config: { readonly access: { readonly roles: readonly Role[] } };
  listPath: string;
  pdfPath: string;
  who: string;
}

/** The shop under the order's cart path; Changdee's operators under /ops/v1. */
export const DOCUMENT_READERS: readonly DocumentReader[] = [
  {
    config: { access: { roles: SHOP_ROLES } },
    listPath: documentPaths.list,
    pdfPath: documentPaths.pdf,
    who: 'the order’s store and its channel manager',
  },
  {
    config: OPERATORS_ONLY,
    listPath: documentPaths.opsList,
    pdfPath: documentPaths.opsPdf,
    who: 'Changdee’s operators, any order',
  },
];

/** The refusals, and 404 for an order or document the caller may not read. */
export const errors = { ...REFUSALS, 404: errorBodySchema };
