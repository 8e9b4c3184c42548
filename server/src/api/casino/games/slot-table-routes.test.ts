/**
 * Issue 30 leftovers: a classic round verifies on the table that dealt it. A round answers its `slotTable`; the
 * game page's fair panel sends it with the verify call (@arena/domain round-verify.ts), so an old round of a
 * low-volatility game, dealt on the shared (medium) table before the tables per volatility, verifies as a match;
 * a new round records its game's table.
 */
import type { CasinoRound } from '@arena/domain';
import { verifyRequestOf, verifyVerdictOf } from '@arena/domain';
import { describe, expect, it } from 'vitest';
import { idempotencyKey } from '../../test-support.ts';
import { walletFixtureForEachTest, type WalletFixture } from '../wallet/wallet-test-support.ts';
import { casinoCatalogue } from '../catalogue/catalogue-instance.ts';
import { outcomeOf } from './engines.ts';
import type { RoundRow } from './game-store.ts';
import { hashServerSeed } from './provably-fair.ts';
import { roundView } from './round-view.ts';

let f: WalletFixture;
walletFixtureForEachTest((fixture) => {
  f = fixture;
});

const post = (url: string, payload: object, headers: Record<string, string> = {}) => f.t.app.inject({ method: 'POST', url, headers: { 'x-language': 'en', ...headers }, payload });
const verifyWithPanel = async (round: CasinoRound, game: string) => {
  const answer = await post('/casino-api/games/verify', verifyRequestOf(round, game)!);
  expect(answer.statusCode, answer.body).toBe(200);
  return verifyVerdictOf(round, f.t.json(answer));
};

/** A low game's settled round as the table migration leaves an old one: dealt on the shared table, `slot_table` medium. */
function oldLowRound(): RoundRow {
  const seeds = { serverSeed: 'old-round-seed', clientSeed: 'old-client', nonce: 4 };
  const outcome = outcomeOf('slot', seeds, { params: { volatility: 'medium' } });
  // The seeds deal another screen on the game's own (low) table: verifying there would be a mismatch.
  expect(outcomeOf('slot', seeds, { params: { volatility: 'low' } })).not.toEqual(outcome);
  return {
    id: 7, session_id: 's1', user_id: 1, game_id: casinoCatalogue().find('juicy-lemons')!.id, engine: 'slot', mode: 'real', account_id: 1, currency_id: 1,
    stake: 1000, win: Math.floor(1000 * (outcome as { multiplier: number }).multiplier), status: 'settled', server_seed: seeds.serverSeed, server_seed_hash: hashServerSeed(seeds.serverSeed),
    client_seed: seeds.clientSeed, nonce: seeds.nonce, picks: '[]', auto_cash_out: null, outcome: JSON.stringify(outcome), slot_table: 'medium',
    client_key: 'k', started_at_ms: 0, created_at: 0, settled_at: 0,
  };
}

describe('a classic round verifies on its own table', () => {
  it('an old round of a low-volatility game, dealt on the shared table, verifies as a match in the fair panel', async () => {
    const round = roundView(oldLowRound(), 0);
    expect(round.slotTable).toBe('medium');
    expect(verifyRequestOf(round, 'juicy-lemons')).toMatchObject({ engine: 'slot', game: 'juicy-lemons', slotTable: 'medium' });
    expect(await verifyWithPanel(round, 'juicy-lemons')).toBe('ok');
    // Verifying it on its game's current table (what the panel did before the round named its table) does not match.
    expect(await verifyWithPanel({ ...round, slotTable: null }, 'juicy-lemons')).toBe('mismatch');
  });

  it('a new round records its game\'s table, answers it, and the panel verifies it', async () => {
    for (const [slug, table] of [['juicy-lemons', 'low'], ['sweet-fruits', 'high'], ['fruit-fiesta-5', 'medium']] as const) {
      const { sessionId, minStake } = f.t.json<{ sessionId: string; minStake: number }>(await post(`/casino-api/games/${slug}/launch`, { mode: 'demo' }));
      const spun = await post(`/casino-api/games/sessions/${sessionId}/spin`, { stake: minStake }, idempotencyKey());
      expect(spun.statusCode, spun.body).toBe(200);
      const { round } = f.t.json<{ round: CasinoRound }>(spun);
      expect(round.slotTable, slug).toBe(table);
      const seeds = { serverSeed: round.serverSeed!, clientSeed: round.clientSeed, nonce: round.nonce };
      expect(round.outcome).toEqual(outcomeOf('slot', seeds, { params: { volatility: table } }));
      const history = f.t.json<{ rounds: CasinoRound[] }>(await f.t.app.inject(`/casino-api/games/sessions/${sessionId}/history`));
      expect(history.rounds.map((r) => r.slotTable)).toEqual([table]);
      expect(await verifyWithPanel(round, slug)).toBe('ok');
    }
  }, 60_000);

  it('a table named for another engine\'s round is 400 wrong_engine; an unknown table is 400', async () => {
    const seeds = { serverSeed: 'a'.repeat(64), serverSeedHash: 'b'.repeat(64), clientSeed: 'client', nonce: 1 };
    const wrong = await post('/casino-api/games/verify', { engine: 'dice', game: 'dice', choice: { target: 50 }, slotTable: 'low', ...seeds });
    expect([wrong.statusCode, f.t.json<{ code: string }>(wrong).code]).toEqual([400, 'wrong_engine']);
    const unknown = await post('/casino-api/games/verify', { engine: 'slot', slotTable: 'extreme', ...seeds });
    expect(unknown.statusCode).toBe(400);
  });
});
