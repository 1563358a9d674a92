import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isApiPath } from './api-paths';
import { sendError } from './error-handler';

// Unknown API paths answer a JSON 404 (ROUTE_NOT_FOUND). A browser navigating to any other path
// gets the SPA's index.html with status 200: the client router knows every page of spec §2 and
// renders its own 404 page for the rest, in the right language.

const acceptsHtml = (request: FastifyRequest) => {
  const accept = request.headers.accept;
  return typeof accept === 'string' && accept.includes('text/html');
};

export const notFoundPlugin = fp<{ serveSpa: boolean }>(
  async (app, { serveSpa }) => {
    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?', 1)[0] ?? '';
      if (
        serveSpa &&
        (request.method === 'GET' || request.method === 'HEAD') &&
        !isApiPath(path) &&
        !path.startsWith('/assets/') &&
        acceptsHtml(request)
      ) {
        return reply.sendFile('index.html');
      }
      return sendError(request, reply, 'ROUTE_NOT_FOUND');
    });
  },
  { name: 'changdee-not-found', fastify: '5.x' },
);
