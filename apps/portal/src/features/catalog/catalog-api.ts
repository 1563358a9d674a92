import {
  catalogAdminPaths,
  catalogChannelsResponseSchema,
  informationPreviewResponseSchema,
  serviceAdminResponseSchema,
  serviceDetailPath,
  serviceListResponseSchema,
  serviceOrderResponseSchema,
  servicePublishPath,
  uploadedImageResponseSchema,
  type ServiceInput,
} from '@changdee/contract/catalog-admin';
import { apiRequest } from '../../lib/api';

// The services admin's calls (issue 21, docs/decisions/049): Operators only. Every write sends the
// version its form was read at; a 409 STALE_EDIT carries the service as it is now.

export const catalogKeys = {
  all: ['portal', 'catalog'] as const,
  list: (channel: string) => ['portal', 'catalog', 'services', channel] as const,
  service: (id: string) => ['portal', 'catalog', 'service', id] as const,
  choices: ['portal', 'catalog', 'choices'] as const,
};

export const fetchServices = (channel: string, signal?: AbortSignal) =>
  apiRequest({
    path: catalogAdminPaths.list,
    query: channel ? { channel } : undefined,
    schema: serviceListResponseSchema.shape.data,
    signal,
  });

export const fetchChoices = (signal?: AbortSignal) =>
  apiRequest({
    path: catalogAdminPaths.channels,
    schema: catalogChannelsResponseSchema.shape.data,
    signal,
  });

export const fetchService = (id: string, signal?: AbortSignal) =>
  apiRequest({
    path: serviceDetailPath(id),
    schema: serviceAdminResponseSchema.shape.data,
    signal,
  });

export const createService = (input: ServiceInput) =>
  apiRequest({
    method: 'POST',
    path: catalogAdminPaths.create,
    body: input,
    schema: serviceAdminResponseSchema.shape.data,
  });

export const updateService = (id: string, input: ServiceInput, expectedVersion: number) =>
  apiRequest({
    method: 'PATCH',
    path: serviceDetailPath(id),
    body: { ...input, expected_version: expectedVersion },
    schema: serviceAdminResponseSchema.shape.data,
  });

export const publishService = (id: string, publish: boolean, expectedVersion: number) =>
  apiRequest({
    method: 'POST',
    path: servicePublishPath(id, publish),
    body: { expected_version: expectedVersion },
    schema: serviceAdminResponseSchema.shape.data,
  });

export const orderServices = (channel: string, ids: string[]) =>
  apiRequest({
    method: 'POST',
    path: catalogAdminPaths.order,
    body: { channel, service_ids: ids },
    schema: serviceOrderResponseSchema.shape.data,
  });

export function uploadImage(file: File) {
  const body = new FormData();
  body.append('file', file);
  return apiRequest({
    method: 'POST',
    path: catalogAdminPaths.images,
    body,
    schema: uploadedImageResponseSchema.shape.data,
  });
}

export const previewInformation = (html: string) =>
  apiRequest({
    method: 'POST',
    path: catalogAdminPaths.preview,
    body: { html },
    schema: informationPreviewResponseSchema.shape.data,
  });
