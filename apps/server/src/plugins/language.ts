import type { FastifyRequest } from 'fastify';
import type { ApiLanguage } from '@changdee/contract/errors';

// The language of messages in answers: the web client sends Accept-Language with the UI language;
// English when it starts with 'en', otherwise Thai (the shop's default, spec §1).
export function requestLanguage(request: Pick<FastifyRequest, 'headers'>): ApiLanguage {
  const header = request.headers['accept-language'];
  const value = (Array.isArray(header) ? header[0] : header) ?? '';
  return value.trim().toLowerCase().startsWith('en') ? 'en' : 'th';
}
