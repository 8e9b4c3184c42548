/**
 * The classic-line slots through the browser API (issue 30): a classic game launches with its volatility's table,
 * its spins settle on that table, and verify with the game reproduces them; Fruit Fiesta 5 stays on the medium
 * table; a verify naming a game of another engine or no game at all is answered clearly.
 */
import { describe, expect, it } from 'vitest';
import { idempotencyKey } from '../../test-support.ts';
import { walletFixtureForEachTest, type WalletFixture } from '../wallet/wallet-test-support.ts';
import { gameRouteCalls, type Round } from '../wallet/game-route-test-support.ts';
import { outcomeOf, paytableOf } from './engines.ts';

let f: WalletFixture;
walletFixtureForEachTest((fixture) => {
  f = fixture;
});

const { post, launchDemo } = gameRouteCalls(() => f);

// sweet-fruits: a classic slot of high volatility; juicy-lemons: low (catalogue ids 107 and 112).
describe('classic-line slots by volatility through the API', () => {
  it('rule: a classic game launches with its own volatility\'s table; Fruit Fiesta 5 with the medium one', async () => {
    for (const [slug, volatility] of [['sweet-fruits', 'high'], ['juicy-lemons', 'low'], ['fruit-fiesta-5', 'medium']] as const) {
      const demo = await launchDemo(slug);
      expect(demo.game.engine, slug).toBe('slot');
      expect(demo.paytable, slug).toEqual({ ...paytableOf('slot', { volatility }), volatility });
      const answer = await f.t.app.inject({ method: 'GET', url: `/casino-api/games/${slug}/paytable` });
      expect(f.t.json<{ paytable: unknown }>(answer).paytable).toEqual(demo.paytable);
    }
    // The first launch of a run warms the catalogue and the app (several seconds on a loaded machine).
  }, 60_000);

  it('rule: a high-volatility classic round settles on its table, and verify with its game reproduces it', async () => {
    const demo = await launchDemo('sweet-fruits');
    let differs = 0;
    for (let spin = 0; spin < 3; spin++) {
      const answer = await post(`/casino-api/games/sessions/${demo.sessionId}/spin`, { stake: demo.minStake }, idempotencyKey());
      expect(answer.statusCode, answer.body).toBe(200);
      const { round } = f.t.json<{ round: Round }>(answer);
      const seeds = { serverSeed: round.serverSeed!, clientSeed: round.clientSeed, nonce: round.nonce };
      expect(round.outcome).toEqual(outcomeOf('slot', seeds, { params: { volatility: 'high' } }));
      const verified = await post('/casino-api/games/verify', { engine: 'slot', game: 'sweet-fruits', serverSeedHash: round.serverSeedHash, ...seeds });
      expect(f.t.json(verified)).toEqual({ seedMatchesHash: true, outcome: round.outcome });
      // Without a game, verify plays the medium table (Fruit Fiesta 5's, every older classic round's): other strips.
      const medium = f.t.json<{ outcome: unknown }>(await post('/casino-api/games/verify', { engine: 'slot', serverSeedHash: round.serverSeedHash, ...seeds }));
      expect(medium.outcome).toEqual(outcomeOf('slot', seeds, { params: { volatility: 'medium' } }));
      if (JSON.stringify(medium.outcome) !== JSON.stringify(round.outcome)) differs++;
    }
    expect(differs).toBeGreaterThan(0);
  });

  it('verify of a classic round naming a game of another engine is 400 wrong_engine, an unknown game 404', async () => {
    const seeds = { serverSeed: 'a'.repeat(64), serverSeedHash: 'b'.repeat(64), clientSeed: 'client', nonce: 1 };
    const wrong = await post('/casino-api/games/verify', { engine: 'slot', game: 'mighty-pearl', ...seeds });
    expect(wrong.statusCode).toBe(400);
    expect(f.t.json<{ code: string }>(wrong).code).toBe('wrong_engine');
    const unknown = await post('/casino-api/games/verify', { engine: 'slot', game: 'no-such-game', ...seeds });
    expect(unknown.statusCode).toBe(404);
    expect(f.t.json<{ code: string }>(unknown).code).toBe('game_not_found');
  });
});
