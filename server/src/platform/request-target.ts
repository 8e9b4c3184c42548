/**
 * A request target that does not read as a path of this server is refused with 400 bad_request_target
 * before any route sees it. `//%09x` (or `/\%09x`) reads as a protocol-relative address: the host's
 * `new URL(request.url, base)` threw on it and the request ended as a 500 (issue 32, finding 5), and a
 * parseable one such as `//evil.example/x` would name another host. Browsers never send either.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requestLanguage } from './language.ts';
import { createMessages } from './messages.ts';

const MESSAGES = {
  bad_request_target: {
    ru: 'Неверный адрес запроса: путь должен начинаться с одной косой черты',
    en: 'Invalid request address: the path must start with a single slash',
    ua: 'Некоректна адреса запиту: шлях має починатися з однієї скісної риски',
    kz: 'Сұрау мекенжайы қате: жол бір қиғаш сызықпен басталуы керек',
    az: 'Sorğunun ünvanı yanlışdır: yol bir tək çəp xətlə başlamalıdır',
    ar: 'عنوان الطلب غير صالح: يجب أن يبدأ المسار بشرطة مائلة واحدة',
  },
};
const message = createMessages(MESSAGES);

const BASE = 'http://arena.invalid';

/** True when the target is a path of this server (`/…`, or `*` for OPTIONS), as `new URL(target, base)` reads it. */
export function isOwnPath(target: string): boolean {
  if (target === '*') return true;
  if (!target.startsWith('/')) return false;
  // Only a second slash or backslash makes the URL parser read an authority; skip the parse otherwise (hot path).
  if (target[1] !== '/' && target[1] !== '\\') return true;
  try {
    return new URL(target, BASE).origin === BASE;
  } catch {
    return false;
  }
}

export function refuseForeignTargets(request: FastifyRequest, reply: FastifyReply, done: () => void): void {
  if (isOwnPath(request.url)) return done();
  void reply.code(400).send({ code: 'bad_request_target', message: message('bad_request_target', requestLanguage(request)) });
}
