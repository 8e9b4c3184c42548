/**
 * The server render's data reads, shared for a moment (issue 26, SSR throughput): every uncached /ru/
 * render read the same five answers (site config, sports, the live and top line games, bonus), and the
 * reference backend computed the line's prices anew for each — a fifth of the host thread's CPU per
 * render. Renders asking the same thing within MICRO_CACHE_MS now share one answer (a write through this
 * server forgets them all: micro-cache.ts), as the pages themselves already are; the live feed brings the
 * page up to date after hydration.
 *
 * Only what cannot be one visitor's own is shared: GET requests without a cookie, keyed by every header
 * they send (a player's token is in the key, so no answer crosses to another token), and only 200 answers
 * that set no cookie and allow caching. Anything else goes to the host's routes each time.
 */
import { isJsonContentType, takesParsedBody, withParsedBody } from '@arena/http/parsed-body';
import { deepFreeze } from '../../platform/deep-freeze.ts';
import type { MicroCache, MicroCacheOptions } from './micro-cache.ts';
import type { FetchLike } from './inject-transport.ts';

export interface SharedAnswer {
  status: number;
  headers: [string, string][];
  body: Uint8Array<ArrayBuffer>;
  /**
   * A JSON body parsed once and frozen, handed to every reader beside the bytes (@arena/http's parsed-body):
   * parsing the same answer for each render was ~7 % of a render worker's time. Frozen, so a render that
   * changed it fails loudly (and falls back to the browser) instead of changing the next visitor's page.
   */
  parsed?: { value: unknown };
}

/**
 * The shared answers' cache: a read is asked anew in the background once its answer is 800 ms old, so the
 * renders in the last fifth of its second get it and none waits for the backend. Without it each worker's
 * renders stopped once a second for the five reads of /ru/ (3–27 ms each with the host under load). Its
 * effect on throughput and p99 was within the noise of an interleaved A/B (bench/levers.md).
 */
export const SHARED_READS_CACHE: MicroCacheOptions = { refreshAheadMs: 800 };

const PRIVATE = /\b(no-store|private)\b/i;
/** Statuses whose Response must have no body. */
const NULL_BODY = new Set([101, 204, 205, 304]);

const utf8 = new TextDecoder();

function parsedJson(headers: Headers, body: Uint8Array): SharedAnswer['parsed'] {
  if (!isJsonContentType(headers.get('content-type')) || body.length === 0) return undefined;
  try {
    return { value: deepFreeze(JSON.parse(utf8.decode(body)) as unknown) };
  } catch {
    return undefined; // not JSON after all: each reader reads the bytes as before
  }
}

const shareable = (answer: SharedAnswer) =>
  answer.status === 200 && !answer.headers.some(([name, value]) => name === 'set-cookie' || (name === 'cache-control' && PRIVATE.test(value)));

export function sharedReads(transport: FetchLike, answers: MicroCache<SharedAnswer>): FetchLike {
  return async (input, init = {}) => {
    const headers = new Headers(init.headers);
    if ((init.method ?? 'GET') !== 'GET' || headers.has('cookie')) return transport(input, init);
    const key = `${input}\0${JSON.stringify([...headers])}`;
    const answer = await answers.get(
      key,
      async () => {
        const response = await transport(input, init);
        const body = new Uint8Array(await response.arrayBuffer());
        const parsed = response.status === 200 ? parsedJson(response.headers, body) : undefined;
        return { status: response.status, headers: [...response.headers], body, ...(parsed ? { parsed } : {}) };
      },
      shareable,
    );
    // A Response per reader: its body is read once, and a copy of the bytes (a reader may transfer them).
    // A client that takes the parsed body gets no bytes (a body stream is most of a Response's cost).
    if (answer.parsed && takesParsedBody(init)) return withParsedBody(new Response(null, { status: answer.status, headers: answer.headers }), answer.parsed.value);
    const response = new Response(NULL_BODY.has(answer.status) ? null : answer.body.slice(), { status: answer.status, headers: answer.headers });
    return answer.parsed ? withParsedBody(response, answer.parsed.value) : response;
  };
}
