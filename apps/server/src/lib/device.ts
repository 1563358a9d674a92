import type { FastifyRequest } from 'fastify';

// The device a signature was drawn on (decision 078): the browser's User-Agent as it sent it,
// cut to a length worth keeping.

const DEVICE_MAX = 300;

export const deviceOf = (request: FastifyRequest): string | null =>
  request.headers['user-agent']?.slice(0, DEVICE_MAX) || null;
