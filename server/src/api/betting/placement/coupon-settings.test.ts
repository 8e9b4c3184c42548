/** Placement with the slip's settings: drop-on-score-change and exactCoef (inject against the real API). */
import { describe, expect, it } from 'vitest';
import { bearer, type TestApi, idempotencyKey, buildDemoSession, freshForEachTest } from '../../test-support.ts';

interface Game { id: string; fullScore: string; markets: Array<{ id: string; typeId: number; outcomes: Array<{ id: string; coef: number }> }> }

let t: TestApi;
let token: string;
let accountId: number;

freshForEachTest(buildDemoSession, (session) => {
  ({ t, token, accountId } = session);
});

async function openLiveGame(): Promise<{ game: Game; outcome: { id: string; coef: number } }> {
  const { games } = t.json<{ games: Game[] }>(await t.app.inject('/betting-api/games?section=live'));
  const game = games[0]!;
  const outcome = game.markets.find((m) => m.typeId === 1)!.outcomes[0]!;
  // Pin the price and keep the markets open, so only the setting under test decides.
  await t.app.inject({ method: 'POST', url: '/test-api/betting/game', payload: { gameId: game.id, coefs: { [outcome.id]: 2 }, isBlocked: false } });
  return { game, outcome: { id: outcome.id, coef: 2 } };
}
const place = (payload: object) => t.app.inject({ method: 'POST', url: '/betting-api/coupon/place', headers: { ...bearer(token), ...idempotencyKey() }, payload });

describe('drop-on-score-change (live)', () => {
  it('refuses a live bet taken at another score, naming both scores', async () => {
    const { game, outcome } = await openLiveGame();
    const response = await place({ typeId: 0, accountId, amount: 100, isDropOnScoreChange: true, bets: [{ outcomeId: outcome.id, coef: 2, score: '99:99' }] });
    expect(response.statusCode).toBe(400);
    expect(t.json(response)).toMatchObject({ code: 'score_changed', scores: [{ outcomeId: outcome.id, shownScore: '99:99', currentScore: game.fullScore }] });
  });

  it('refuses a live bet that does not carry its score, accepts one at the current score', async () => {
    const { game, outcome } = await openLiveGame();
    expect(t.json(await place({ typeId: 0, accountId, amount: 100, isDropOnScoreChange: true, bets: [{ outcomeId: outcome.id, coef: 2 }] }))).toMatchObject({ code: 'score_changed' });
    const accepted = await place({ typeId: 0, accountId, amount: 100, isDropOnScoreChange: true, bets: [{ outcomeId: outcome.id, coef: 2, score: game.fullScore }] });
    expect(accepted.statusCode).toBe(200);
  });

  it('without the setting, a changed score does not matter', async () => {
    const { outcome } = await openLiveGame();
    const response = await place({ typeId: 0, accountId, amount: 100, bets: [{ outcomeId: outcome.id, coef: 2, score: '99:99' }] });
    expect(response.statusCode).toBe(200);
  });

  it('a malformed score is refused by the schema', async () => {
    const { outcome } = await openLiveGame();
    const response = await place({ typeId: 0, accountId, amount: 100, bets: [{ outcomeId: outcome.id, coef: 2, score: 'one-nil' }] });
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toMatch(/at .*\.ts/);
  });
});

describe('exact coefficient', () => {
  it('a single is accepted only at exactly those odds, whatever the policy', async () => {
    const { outcome } = await openLiveGame();
    const refused = await place({ typeId: 0, accountId, amount: 100, changeCoefAction: 2, exactCoef: 2.2, bets: [{ outcomeId: outcome.id, coef: 2 }] });
    expect(t.json(refused)).toMatchObject({ code: 'odds_changed' });
    const accepted = await place({ typeId: 0, accountId, amount: 100, changeCoefAction: 0, exactCoef: 2, bets: [{ outcomeId: outcome.id, coef: 2 }] });
    expect(accepted.statusCode).toBe(200);
  });
});
