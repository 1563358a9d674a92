import type { FastifyRequest } from 'fastify';
import type { Locale } from '@changdee/domain/locale';

// The language of messages in answers. The web client sends Accept-Language with the UI language;
// other callers may send a weighted list (`en;q=0.1, th;q=0.9`), so the highest-weighted of Thai
// and English wins. Nothing usable means Thai, the shop's default (spec §1).
export function requestLanguage(request: Pick<FastifyRequest, 'headers'>): Locale {
  const header = request.headers['accept-language'];
  const value = (Array.isArray(header) ? header[0] : header) ?? '';
  let best: { language: Locale; weight: number } | null = null;
  for (const part of value.split(',')) {
    const [tag = '', ...params]: string[] = part.trim().toLowerCase().split(';');
    const language = tag.startsWith('en') ? 'en' : tag.startsWith('th') ? 'th' : null;
    if (!language) continue;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    if (!Number.isFinite(weight) || weight <= 0) continue;
    if (!best || weight > best.weight) best = { language, weight };
  }
  return best?.language ?? 'th';
}

const ACCEPT_LANGUAGE_LINE = /\r\naccept-language:[ \t]*([^\r\n]*)\r\n/i;

/**
 * The language a request Node's HTTP parser refused names in a whole Accept-Language line of its
 * raw bytes (`text`, read as latin1; Fastify never saw its headers), or null when no whole line is
 * there.
 */
export function rawAcceptLanguage(text: string): Locale | null {
  const line = ACCEPT_LANGUAGE_LINE.exec(text);
  return line ? requestLanguage({ headers: { 'accept-language': line[1] } }) : null;
}
