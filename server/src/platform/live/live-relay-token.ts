/**
 * Who may open a relay subscription of the live feed (`relay=1`, issue 28): only a host. A relay stream
 * carries every live game plus up to 500 ids, far more than a page may ask for, so the backend answers it
 * only to a request carrying the relay token (ARENA_LIVE_RELAY_TOKEN, shared by the backend and its
 * hosts); anyone else gets 403 live_relay_forbidden. Without the variable each process makes a random
 * token of its own: right for `npm start`, where host and backend are one process and nothing relays.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { HttpError } from '../errors.ts';
import { createMessages } from '../messages.ts';

/** The header a host sends its relay token in. */
export const LIVE_RELAY_TOKEN_HEADER = 'x-arena-relay-token';

/** Long enough that it cannot be guessed. */
const MIN_TOKEN_LENGTH = 24;

/** ARENA_LIVE_RELAY_TOKEN, or a random token for this process alone. */
export function liveRelayTokenOf(env: NodeJS.ProcessEnv): string {
  const given = env.ARENA_LIVE_RELAY_TOKEN?.trim() ?? '';
  if (!given) return randomBytes(32).toString('hex');
  if (given.length < MIN_TOKEN_LENGTH) throw new Error(`ARENA_LIVE_RELAY_TOKEN must be at least ${MIN_TOKEN_LENGTH} characters`);
  return given;
}

/** True when the request's header is the relay token (compared in constant time). */
export function isLiveRelayToken(expected: string, header: string | string[] | undefined): boolean {
  if (typeof header !== 'string') return false;
  const a = Buffer.from(header);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

const relayMessage = createMessages({
  live_relay_forbidden: {
    ru: 'Ретрансляция live-ленты доступна только хостам сайта.',
    en: 'The live feed relay is open to the site\'s hosts only.',
    ua: 'Ретрансляція live-стрічки доступна лише хостам сайту.',
    kz: 'Live-лентаны ретрансляциялау тек сайт хосттарына қолжетімді.',
    az: 'Canlı lentin retranslyasiyası yalnız saytın hostları üçün açıqdır.',
    ar: 'إعادة بث البث المباشر متاحة لخوادم الموقع فقط.',
  },
});

class LiveRelayForbidden extends HttpError {
  messageIn(language: string): string {
    return relayMessage('live_relay_forbidden', language);
  }
}

/** 403 live_relay_forbidden: a relay subscription without the host's token. */
export const liveRelayForbidden = (): HttpError => new LiveRelayForbidden(403, 'live_relay_forbidden');
