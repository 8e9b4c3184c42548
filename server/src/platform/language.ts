/** The answer language: X-Language header (spec §7), else ?lang, else ru. Unknown codes fall back to en. */
import type { FastifyRequest } from 'fastify';

export const DEFAULT_LANGUAGE = 'ru';
export const FALLBACK_LANGUAGE = 'en';
const LANGUAGE = /^[a-z]{2}$/;

export function requestLanguage(request: FastifyRequest): string {
  const header = request.headers['x-language'];
  const fromHeader = Array.isArray(header) ? header[0] : header;
  const query = (request.query ?? {}) as Record<string, unknown>;
  const candidate = (fromHeader ?? (typeof query['lang'] === 'string' ? query['lang'] : '') ?? '').toLowerCase();
  return LANGUAGE.test(candidate) ? candidate : DEFAULT_LANGUAGE;
}
