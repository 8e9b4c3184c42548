/**
 * The JSON body parser's rule shared by every scope that reads JSON bodies: a body nested deeper than
 * MAX_JSON_DEPTH is refused with 400 json_too_deep before it is parsed. JSON.parse itself copes with any
 * depth, but the code that walks a body afterwards (the idempotency hash, schema checks) recurses, and a
 * body of 100 000 brackets overflowed its stack into a 500 (issue 32, finding 5). No request of the API
 * nests more than a few levels.
 */
import { createMessages } from './messages.ts';
import { HttpError } from './errors.ts';

export const MAX_JSON_DEPTH = 32;

const MESSAGES = {
  json_too_deep: {
    ru: 'Тело запроса вложено слишком глубоко (не больше {max} уровней)',
    en: 'The request body is nested too deeply (at most {max} levels)',
    ua: 'Тіло запиту вкладене надто глибоко (не більше {max} рівнів)',
    kz: 'Сұрау денесі тым терең салынған ({max} деңгейден аспауы керек)',
    az: 'Sorğunun gövdəsi həddindən artıq dərin yuvalanıb (ən çoxu {max} səviyyə)',
    ar: 'نص الطلب متداخل بعمق زائد (لا يزيد على {max} مستوى)',
  },
};
const message = createMessages(MESSAGES);

class JsonBodyError extends HttpError {
  messageIn(language: string): string {
    return message('json_too_deep', language, { max: MAX_JSON_DEPTH });
  }
}

/** The deepest nesting of arrays and objects in JSON text (brackets inside strings do not count); stops counting past `limit`. */
export function jsonDepth(text: string, limit = Number.POSITIVE_INFINITY): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c) i++; // a backslash escapes the next character (\" stays inside the string)
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b || char === 0x7b) {
      depth++;
      if (depth > deepest && (deepest = depth) > limit) return deepest;
    } else if (char === 0x5d || char === 0x7d) depth--;
  }
  return deepest;
}

/** Throws 400 json_too_deep for JSON text nested deeper than MAX_JSON_DEPTH: every JSON body parser calls it before JSON.parse. */
export function assertJsonDepth(text: string): void {
  if (jsonDepth(text, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) throw new JsonBodyError(400, 'json_too_deep', { maxDepth: MAX_JSON_DEPTH });
}
