/**
 * The browser-API calls of the casino family route tests (slots, card, draw and arcade games), shared so each test
 * file says only what its family does: launch a demo session, play a round, act in it, verify it.
 */
import { randomUUID } from 'node:crypto';
import { bearer, idempotencyKey } from '../../test-support.ts';
import type { WalletFixture } from './wallet-test-support.ts';

export interface Round { roundId: number; engine: string; status: string; stake: number; win: number; nonce: number; clientSeed: string; serverSeedHash: string; serverSeed: string | null; picks: unknown; outcome: Record<string, unknown> | null; state: Record<string, unknown> | null }
export interface Play { round: Round; session: { balance: number } }
interface DemoLaunch { sessionId: string; balance: number; minStake: number; game: { engine: string }; paytable: { rtp: number } & Record<string, unknown> }

/** The calls, against the fixture the test file's `beforeEach` built (read at each call, so it is the current one). */
export function gameRouteCalls(fixture: () => WalletFixture) {
  const post = (url: string, payload: object, headers: Record<string, string> = {}) => fixture().t.app.inject({ method: 'POST', url, headers: { 'x-language': 'en', ...headers }, payload });
  return {
    post,
    launchDemo: async (game: string) => fixture().t.json<DemoLaunch>(await post(`/casino-api/games/${game}/launch`, { mode: 'demo' })),
    play: (sessionId: string, body: object, headers: Record<string, string> = idempotencyKey()) => post(`/casino-api/games/sessions/${sessionId}/play`, body, headers),
    act: (sessionId: string, body: object, headers: Record<string, string> = idempotencyKey()) => post(`/casino-api/games/sessions/${sessionId}/act`, body, headers),
    /** The demo player's bearer token with a fresh Idempotency-Key: a real-money call. */
    real: () => ({ ...bearer(fixture().token), ...idempotencyKey(randomUUID()) }),
    verify: (engine: string, game: string, round: Round, choice: unknown) =>
      post('/casino-api/games/verify', { engine, game, serverSeed: round.serverSeed, serverSeedHash: round.serverSeedHash, clientSeed: round.clientSeed, nonce: round.nonce, choice }),
  };
}
