/**
 * Signed-in page throughput (issue 26): `/ru/` drawn for a player — their name, balance and messages in
 * the header — beside the visitor's `/ru/` (host-throughput.ts). A visitor's page is one shared render
 * from the host's micro-cache; a player's is rendered anew for every request (the backend asked for the
 * player with their session cookie, `private, no-store`), and at most PLAYER_RENDERS_MAX at once: past
 * them a player gets the shared visitor page. So the figure is taken twice:
 * - with as many connections as the visitor's figure: what a crowd of one player's requests gets, with
 *   the share of answers actually drawn for the player;
 * - with PLAYER_RENDERS_MAX connections: every answer a player's own render.
 * The player is the reference backend's demo player, signed in through the API like e2e/support/auth.ts.
 */
import autocannon from 'autocannon';
import { IDENTITY_COOKIES } from '../../shared-libs/domain/src/auth/identity-cookies.ts';
import { PLAYER_RENDERS_MAX } from '../../server/src/host/render/painted-pages.ts';
import type { ThroughputSample } from './host-throughput.ts';

export const PLAYER_RENDER_PATH = '/ru/';

export interface PlayerRenderSample extends ThroughputSample {
  connections: number;
  /** Answers drawn for the player (`private, no-store`); the rest were the shared visitor page. */
  playerDrawnShare: number;
}

export interface PlayerRenderFigures {
  /** With the visitor figure's connections. */
  crowd: PlayerRenderSample;
  /** With PLAYER_RENDERS_MAX connections. */
  ownRenders: PlayerRenderSample;
}

const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

/** Signs the demo player in through the backend's API and returns their session cookie (`ua=…`). */
export async function signInDemoPlayer(origin: string): Promise<string> {
  const fingerprint = await fetch(`${origin}/fingerprint-api/issue`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ data: { bench: true } }) });
  if (!fingerprint.ok) throw new Error(`fingerprint issue failed: ${fingerprint.status} ${await fingerprint.text()}`);
  const { token } = (await fingerprint.json()) as { token: string };
  const login = await fetch(`${origin}/auth-api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-fingerprint': token },
    body: JSON.stringify({ login: base64('demo'), password: base64('Demo1234!'), save: true }),
  });
  if (!login.ok) throw new Error(`login of demo failed: ${login.status} ${await login.text()}`);
  const session = login.headers.getSetCookie().map((line) => line.split(';')[0]!).find((pair) => pair.startsWith(`${IDENTITY_COOKIES.session}=`));
  if (!session) throw new Error('the login answered without a session cookie');
  return session;
}

async function measure(origin: string, cookie: string, seconds: number, connections: number): Promise<PlayerRenderSample> {
  let drawn = 0;
  let answered = 0;
  const result = await autocannon({
    url: `${origin}${PLAYER_RENDER_PATH}`,
    connections,
    duration: seconds,
    headers: { 'accept-encoding': 'br, gzip', accept: 'text/html', cookie },
    requests: [
      {
        onResponse: (_status, _body, _context, headers) => {
          answered += 1;
          // autocannon keeps the header names as the server wrote them.
          const cacheControl = Object.entries(headers).find(([name]) => name.toLowerCase() === 'cache-control')?.[1];
          if (String(cacheControl ?? '').includes('private')) drawn += 1;
        },
      },
    ],
  });
  return {
    path: `${PLAYER_RENDER_PATH} signed in`,
    connections,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    playerDrawnShare: answered > 0 ? drawn / answered : 0,
  };
}

/** One signed-in page, checked to be drawn for the player (nothing else in flight, so a render slot is free). */
async function expectDrawnPage(origin: string, cookie: string): Promise<void> {
  const page = await fetch(`${origin}${PLAYER_RENDER_PATH}`, { headers: { cookie } });
  const html = await page.text();
  if (page.headers.get('cache-control') !== 'private, no-store' || !html.includes('data-testid="balance"')) {
    throw new Error(`${PLAYER_RENDER_PATH} with the demo player's cookie was not drawn for them (cache-control ${page.headers.get('cache-control')})`);
  }
}

/**
 * Waits for the renders a figure left in flight (autocannon stops sending, the host still renders them):
 * until PLAYER_RENDERS_MAX requests at once are all drawn for the player, i.e. every render slot was free.
 */
async function drained(origin: string, cookie: string): Promise<void> {
  const drawn = async () => (await fetch(`${origin}${PLAYER_RENDER_PATH}`, { headers: { cookie } }).then((answer) => answer.text())).includes('data-testid="balance"');
  for (let attempt = 0; attempt < 30; attempt++) {
    const answers = await Promise.all(Array.from({ length: PLAYER_RENDERS_MAX }, drawn));
    if (answers.every(Boolean)) return;
  }
  throw new Error('the host never had its player render slots free again');
}

/** Both figures for one signed-in demo player, each after the host has answered everything before it. */
export async function measurePlayerRender(origin: string, seconds: number, connections: number): Promise<PlayerRenderFigures> {
  const cookie = await signInDemoPlayer(origin);
  await expectDrawnPage(origin, cookie);
  // One second unmeasured: the render runtime and the backend's statements warm up.
  await measure(origin, cookie, 1, PLAYER_RENDERS_MAX);
  await drained(origin, cookie);
  const ownRenders = await measure(origin, cookie, seconds, PLAYER_RENDERS_MAX);
  await drained(origin, cookie);
  const crowd = await measure(origin, cookie, seconds, connections);
  await drained(origin, cookie);
  return { crowd, ownRenders };
}
