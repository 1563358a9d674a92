import { createHash } from 'node:crypto';
import {
  UPLOADED_IMAGE_PATH_PREFIX,
  type ServiceAdmin,
  type ServiceInput,
  type ServiceRow,
  type ServiceUpdate,
} from '@changdee/contract/catalog-admin';
import type { Database, DbExecutor } from '../../db/client';
import { AppError } from '../../errors';
import { notifyCacheChange } from '../../lib/cache-invalidation';
import {
  auditedCreate,
  auditedEdit,
  recordAudit,
  type AuditActor,
  type AuditedRecord,
} from '../audit/service';
import { sanitizeProductHtml, searchTextOf } from '../catalog/service';
import * as repository from './repository';

// The services admin (issue 21 item 1, docs/decisions/049). Every write is one transaction
// (audit/service.ts auditedEdit, but for the reorder of many): the service read FOR UPDATE, its version checked (409 STALE_EDIT with the service as it is now),
// written with version + 1, audited (entity 'service', before and after as the admin reads it)
// and every server's catalogue cache emptied at the commit (notifyCacheChange 'catalog').
// Information HTML is cleaned by the shop's allow-list on the way in, as the shop serves it.

const ENTITY = 'service';

function toAdmin(whole: repository.ProductWhole): ServiceAdmin {
  const { product: p } = whole;
  return {
    _id: p.id,
    channel: p.channelCode,
    sku_code: p.skuCode,
    sku_mapping: p.skuMapping,
    type_of_work: p.typeOfWork,
    name: { th: p.nameTh, en: p.nameEn },
    pricing:
      p.productType === 'S'
        ? { type: 'S', price: p.price ?? 0 }
        : {
            type: 'I',
            unit_price: p.unitPrice ?? 0,
            unit: { th: p.unitTh ?? '', en: p.unitEn ?? '' },
            min_qty: p.minQty,
            limit_qty: p.limitQty,
          },
    normal_price: p.normalPrice,
    is_survey_discount: p.isSurveyDiscount,
    lock_days: p.lockDays,
    images: whole.images.map((image) => ({
      url: image.url,
      thumbnail: image.thumbnail,
      alt: { th: image.altTh, en: image.altEn },
    })),
    informations: whole.informations.map((info) => ({
      title: { th: info.titleTh, en: info.titleEn },
      content: { th: info.htmlTh, en: info.htmlEn },
    })),
    selling_points: whole.sellingPoints.map((point) => ({
      text: { th: point.textTh, en: point.textEn },
      icon: point.icon,
    })),
    active: p.active,
    position: p.position,
    version: p.version,
    updated_at: p.updatedAt.toISOString(),
  };
}

const toRow = (product: repository.ProductRow, thumbnail: string | null): ServiceRow => ({
  _id: product.id,
  channel: product.channelCode,
  sku_code: product.skuCode,
  name: { th: product.nameTh, en: product.nameEn },
  product_type: product.productType,
  price: (product.productType === 'S' ? product.price : product.unitPrice) ?? 0,
  type_of_work: product.typeOfWork,
  active: product.active,
  position: product.position,
  version: product.version,
  thumbnail,
});

function valuesOf(input: ServiceInput): repository.ProductValues {
  const { pricing } = input;
  return {
    channelCode: input.channel,
    skuCode: input.sku_code,
    skuMapping: input.sku_mapping,
    typeOfWork: input.type_of_work,
    productType: pricing.type,
    nameTh: input.name.th,
    nameEn: input.name.en,
    price: pricing.type === 'S' ? pricing.price : null,
    normalPrice: input.normal_price,
    unitPrice: pricing.type === 'I' ? pricing.unit_price : null,
    unitTh: pricing.type === 'I' ? pricing.unit.th : null,
    unitEn: pricing.type === 'I' ? pricing.unit.en : null,
    // A survey is always one (spec §9).
    minQty: pricing.type === 'I' ? pricing.min_qty : 1,
    limitQty: pricing.type === 'I' ? pricing.limit_qty : 1,
    lockDays: input.lock_days,
    isSurveyDiscount: input.is_survey_discount,
    searchText: searchTextOf({ name: input.name, skuCode: input.sku_code }),
  };
}

const partsOf = (input: ServiceInput): repository.ProductParts => ({
  images: input.images.map((image) => ({
    url: image.url,
    thumbnail: image.thumbnail,
    altTh: image.alt.th,
    altEn: image.alt.en,
  })),
  informations: input.informations.map((info) => ({
    titleTh: info.title.th,
    titleEn: info.title.en,
    htmlTh: sanitizeProductHtml(info.content.th),
    htmlEn: sanitizeProductHtml(info.content.en),
  })),
  sellingPoints: input.selling_points.map((point) => ({
    textTh: point.text.th,
    textEn: point.text.en,
    icon: point.icon,
  })),
});

async function checkInput(tx: DbExecutor, input: ServiceInput, id: string | null): Promise<void> {
  if (!(await repository.channelExists(tx, input.channel)))
    throw new AppError('VALIDATION_FAILED', { field: 'channel' });
  if (await repository.skuTaken(tx, input.channel, input.sku_code, id))
    throw new AppError('SKU_CODE_TAKEN', { params: { sku: input.sku_code }, field: 'sku_code' });
}

const notFound = (id: string) => new AppError('SERVICE_NOT_FOUND', { details: { serviceId: id } });

async function readWhole(db: DbExecutor, id: string) {
  const whole = await repository.findProduct(db, id);
  if (!whole) throw notFound(id);
  return whole;
}

const serviceRecord: AuditedRecord<ServiceAdmin> = {
  entity: ENTITY,
  cache: 'catalog',
  lock: async (tx, id) => {
    const whole = await repository.findProduct(tx, id, true);
    return whole && { version: whole.product.version, view: toAdmin(whole) };
  },
  notFound,
  read: async (tx, id) => toAdmin(await readWhole(tx, id)),
};

export async function listServices(db: DbExecutor, channel?: string): Promise<ServiceRow[]> {
  const rows = await repository.listProducts(db, channel);
  return rows.map((row) => toRow(row.product, row.thumbnail));
}

export async function readService(db: DbExecutor, id: string): Promise<ServiceAdmin> {
  return toAdmin(await readWhole(db, id));
}

/** Creates a service, unpublished, last in its channel's order. */
export async function createService(
  db: Database,
  actor: AuditActor,
  input: ServiceInput,
): Promise<ServiceAdmin> {
  return auditedCreate(db, serviceRecord, actor, async (tx) => {
    await checkInput(tx, input, null);
    const position = await repository.nextPosition(tx, input.channel);
    return repository.insertProduct(
      tx,
      { ...valuesOf(input), position, active: false },
      partsOf(input),
    );
  });
}

/** Replaces a service's fields (the whole form), on the version it was read at. */
export async function updateService(
  db: Database,
  actor: AuditActor,
  id: string,
  update: ServiceUpdate,
): Promise<ServiceAdmin> {
  const { expected_version: expectedVersion, ...input } = update;
  return auditedEdit(db, serviceRecord, {
    actor,
    id,
    expectedVersion,
    write: async (tx, _before, version) => {
      await checkInput(tx, input, id);
      await repository.updateProduct(tx, id, version, valuesOf(input), partsOf(input));
    },
  });
}

/** Shows (publish) or hides (unpublish) a service in its channel's catalogue. */
export async function setPublished(
  db: Database,
  actor: AuditActor,
  id: string,
  expected: number,
  published: boolean,
): Promise<ServiceAdmin> {
  return auditedEdit(db, serviceRecord, {
    actor,
    id,
    expectedVersion: expected,
    write: (tx, _before, version) => repository.setActive(tx, id, version, published),
    action: published ? 'publish' : 'unpublish',
  });
}

/**
 * Puts a channel's services in the given order: the list must name every service of the channel
 * once (otherwise 409 STALE_EDIT with the channel's services as they are now: one was added or
 * moved meanwhile). Each moved service's version goes up and its move is audited.
 */
export async function orderServices(
  db: Database,
  actor: AuditActor,
  channel: string,
  ids: readonly string[],
): Promise<ServiceRow[]> {
  return db.transaction(async (tx) => {
    const current = await repository.lockChannelProducts(tx, channel);
    const known = new Set(current.map((row) => row.id));
    const asked = new Set(ids);
    if (current.length === 0) throw new AppError('VALIDATION_FAILED', { field: 'channel' });
    if (asked.size !== ids.length || asked.size !== known.size || ids.some((id) => !known.has(id)))
      throw new AppError('STALE_EDIT', {
        details: {
          version: 1,
          current: await listServices(tx, channel),
        },
      });
    const byId = new Map(current.map((row) => [row.id, row]));
    for (const [position, id] of ids.entries()) {
      const row = byId.get(id)!;
      if (row.position === position) continue;
      await repository.setPosition(tx, id, position, row.version + 1);
      await recordAudit(tx, {
        actor,
        entity: ENTITY,
        entityId: id,
        action: 'reorder',
        before: { position: row.position, version: row.version },
        after: { position, version: row.version + 1 },
      });
    }
    await notifyCacheChange(tx, 'catalog');
    return listServices(tx, channel);
  });
}

/** Information HTML as it would be saved (the form's preview). */
export const cleanInformationHtml = (html: string): string => sanitizeProductHtml(html);

export async function catalogChoices(db: DbExecutor) {
  const channels = await repository.listChannels(db);
  const workTypes = await repository.listWorkTypes(db);
  return {
    channels: channels.map((c) => ({ code: c.code, name: { th: c.nameTh, en: c.nameEn } })),
    work_types: workTypes,
  };
}

/** Keeps an uploaded image and its thumbnail (content-addressed): their gallery urls. */
export async function saveUploadedImage(
  db: DbExecutor,
  image: { full: ProcessedImage; thumbnail: ProcessedImage },
) {
  const name = (bytes: Buffer, kind: string) =>
    `${kind}.${createHash('sha256').update(bytes).digest('hex').slice(0, 10)}.webp`;
  const full = name(image.full.bytes, 'image');
  const thumb = name(image.thumbnail.bytes, 'thumb');
  await repository.saveImage(db, { name: full, ...image.full });
  await repository.saveImage(db, { name: thumb, ...image.thumbnail });
  return {
    url: `${UPLOADED_IMAGE_PATH_PREFIX}${full}`,
    thumbnail: `${UPLOADED_IMAGE_PATH_PREFIX}${thumb}`,
    width: image.full.width,
    height: image.full.height,
  };
}

export interface ProcessedImage {
  bytes: Buffer;
  width: number;
  height: number;
}

export const readUploadedImage = repository.readImage;
