/**
 * The ways and hold-and-win slots through the browser API (issue 30): different slot tiles open different games
 * (mechanic, theme, volatility), each plays in demo and for real money (the account moves by exactly stake − win,
 * the Idempotency-Key answers the same round), verify reproduces a real round with its game, and a choice is 400.
 */
import { describe, expect, it } from 'vitest';
import { bearer } from '../../test-support.ts';
import { balanceMinor, launchReal, walletFixtureForEachTest, type WalletFixture } from '../wallet/wallet-test-support.ts';
import { gameRouteCalls, type Play } from '../wallet/game-route-test-support.ts';

interface Launch { sessionId: string; minStake: number }

let f: WalletFixture;
walletFixtureForEachTest((fixture) => {
  f = fixture;
});

const { post, launchDemo, play: playIn, real } = gameRouteCalls(() => f);

// silver-sphinx: a video slot about treasure → hold and win, Egyptian; mighty-pearl: ways with cascades, the sea.
const GAMES = [['silver-sphinx', 'slot-hold', 'hold', 'egypt'], ['mighty-pearl', 'slot-ways', 'ways', 'ocean']] as const;

describe('slot mechanics through the API', () => {
  it('slot tiles open different games: each catalogue slot names its mechanic, theme and volatility in its paytable', async () => {
    const seen = new Set<string>();
    for (const [slug, engine, mechanic, theme] of GAMES) {
      const demo = await launchDemo(slug);
      expect(demo.game.engine).toBe(engine);
      expect(demo.paytable).toMatchObject({ engine, mechanic, theme });
      seen.add(JSON.stringify([demo.paytable['mechanic'], demo.paytable['theme']]));
    }
    expect(seen.size).toBe(2);
  });

  it.each(GAMES)('%s (%s) plays for fun money: balance moves by win − stake', async (slug, engine) => {
    const demo = await launchDemo(slug);
    const answer = await playIn(demo.sessionId, { stake: demo.minStake });
    expect(answer.statusCode, answer.body).toBe(200);
    const played = f.t.json<Play>(answer);
    expect(played.round).toMatchObject({ status: 'settled', stake: demo.minStake });
    expect(played.round.outcome).toMatchObject({ engine });
    expect(played.session.balance).toBeCloseTo(10_000 - demo.minStake + played.round.win, 6);
  });

  it.each(GAMES)('%s (%s) for real money: the account moves by stake − win, the key answers the same round, verify reproduces it', async (slug, engine) => {
    const { sessionId, response } = await launchReal(f.t, f.token, slug);
    const { minStake } = f.t.json<Launch>(response);
    const opening = await balanceMinor(f.t, f.token, f.accountId);
    expect((await playIn(sessionId, { stake: minStake }, bearer(f.token))).statusCode).toBe(400);
    const headers = real();
    const played = f.t.json<Play>(await playIn(sessionId, { stake: minStake }, headers));
    const again = f.t.json<Play>(await playIn(sessionId, { stake: minStake }, headers));
    expect(again.round.roundId).toBe(played.round.roundId);
    expect(await balanceMinor(f.t, f.token, f.accountId)).toBe(opening - Math.round(minStake * 100) + Math.round(played.round.win * 100));
    const { round } = played;
    const verified = await post('/casino-api/games/verify', { engine, game: slug, serverSeed: round.serverSeed, serverSeedHash: round.serverSeedHash, clientSeed: round.clientSeed, nonce: round.nonce });
    expect(f.t.json(verified)).toEqual({ seedMatchesHash: true, outcome: round.outcome });
  });

  it.each(GAMES)('%s: a stake off the currency grid or a choice the slot does not take is a clear 400', async (slug) => {
    const demo = await launchDemo(slug);
    for (const [body, code] of [[{ stake: 0.001 }, 'amount_invalid'], [{ stake: demo.minStake, choice: { target: 50 } }, 'slot_choice_invalid'], [{ stake: 'ten' }, null]] as const) {
      const answer = await playIn(demo.sessionId, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      const refusal = f.t.json<{ code: string; message: string }>(answer);
      if (code) expect(refusal.code).toBe(code);
      expect(refusal.message.length).toBeGreaterThan(5);
    }
  });
});
