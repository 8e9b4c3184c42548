/**
 * The games' browser API, prefix /casino-api/games (see casino/README.md): paytable, launch, spin, keno
 * draw, crash bet and cash-out, round status, history, client seed, verify; and the provider-down test
 * control. Real-mode sessions answer only their own signed-in player and pass the responsible-gaming
 * stops on every call (the shared guard's enforceSessionStops); money-moving calls need Idempotency-Key.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ActRequest as ActBody, CashOutRequest as CashOutBody, CasinoGameRefParams as GameRefParams, CasinoPaytableAnswer as PaytableAnswer, CasinoRoundParams as RoundParams,
  CasinoSessionParams as SessionParams, CasinoSessionState as SessionState, ClientSeedRequest as ClientSeedBody, CrashBetRequest as CrashBody, KenoDrawRequest as KenoBody,
  LaunchAnswer, LaunchRequest as LaunchBody, PlayAnswer as PlayAnswerSchema, PlayRequest as PlayBody, ProviderFaultRequest as ProviderBody, Refusal,
  RoundHistoryAnswer as HistoryAnswer, SpinRequest as SpinBody, TestOkAnswer, VerifyAnswer, VerifyRequest as VerifyBody,
} from '@arena/contracts';
import type { ApiContext, ContextOptions } from '../../shared/context.ts';
import { bearerToken, resolveUser, type AuthedUser } from '../../shared/auth-guard.ts';
import { requestLanguage } from '../../../platform/language.ts';
import { sendIdempotent } from '../../shared/idempotency.ts';
import { enforceSessionStops } from '../../limits/session-guard.ts';
import { findPlayableGame } from './game-catalogue.ts';
import { findRound, findSession, recentRounds, setClientSeed, type GameSessionRow } from './game-store.ts';
import { paramsOfGame, paytableOfGame, verifyRound, type VerifyInput } from './engines.ts';
import { familyOf, isFamily } from './engines/registry.ts';
import { launchGame } from './launch-service.ts';
import { casinoRefusal, playRound, sessionState, settleCrashRound, type PlayAnswer, type PlayInput } from './round-service.ts';
import { actInRound } from './step-rounds.ts';
import { roundView } from './round-view.ts';
import { clearProviderDown, setProviderDown } from './provider-fault.ts';

export const GAMES_API = '/casino-api/games';
const errors = { '4xx': Refusal, '5xx': Refusal };

/** The signed-in player of the request (with the responsible-gaming stops), or null for a visitor. */
export function playerOf(ctx: ApiContext, request: FastifyRequest): AuthedUser | null {
  const token = bearerToken(request);
  if (!token) return null;
  // A visitor's token (user 0, from gettoken) is no player: demo needs none.
  const verified = ctx.tokens.verify(token, 'user');
  if (verified.ok && verified.payload.u === 0) return null;
  const authed = resolveUser(ctx, token);
  enforceSessionStops(ctx, request, authed.user.id, authed.sessionId);
  request.arenaUser = authed;
  return authed;
}

/** The session of the path; a real one only for its own player (else it does not exist for the caller). */
export function sessionOf(ctx: ApiContext, request: FastifyRequest): GameSessionRow {
  const lang = requestLanguage(request);
  const session = findSession(ctx, (request.params as { sessionId: string }).sessionId);
  if (!session) throw casinoRefusal(404, 'session_not_found', lang);
  if (session.mode === 'real') {
    const player = playerOf(ctx, request);
    if (!player || player.user.id !== session.user_id) throw casinoRefusal(404, 'session_not_found', lang);
  }
  return session;
}

/** The client's key for the round: Idempotency-Key (required for real money, a fresh one per action). */
export const clientKeyOf = (request: FastifyRequest): string => String(request.headers['idempotency-key'] ?? '');

export const gamesRoutes: FastifyPluginAsync<ContextOptions> = async (app, { ctx }) => {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  /** Runs a money call: real mode through sendIdempotent (required key), demo with the key as the round's (or action's) id. */
  const keyed = (request: FastifyRequest, reply: FastifyReply, run: (session: GameSessionRow, clientKey: string, lang: string) => PlayAnswer) => {
    const lang = requestLanguage(request);
    const session = sessionOf(ctx, request);
    const clientKey = clientKeyOf(request);
    if (session.mode === 'real') return sendIdempotent(ctx, request, reply, { required: true }, () => run(session, clientKey, lang));
    if (!/^[\x21-\x7e]{1,255}$/.test(clientKey)) throw casinoRefusal(400, 'idempotency_key_required', lang);
    const answer = run(session, clientKey, lang);
    return reply.code(answer.status).send(answer.body);
  };
  const play = (request: FastifyRequest, reply: FastifyReply, input: Omit<PlayInput, 'clientKey'>) =>
    keyed(request, reply, (session, clientKey, lang) => playRound(ctx, session, { ...input, clientKey }, lang));

  api.get(`${GAMES_API}/:game/paytable`, { schema: { params: GameRefParams, response: { 200: PaytableAnswer, ...errors } } }, async (request) => {
    const game = findPlayableGame(request.params.game);
    if (!game) throw casinoRefusal(404, 'game_not_found', requestLanguage(request));
    return { paytable: paytableOfGame(game) };
  });

  api.post(`${GAMES_API}/:game/launch`, { schema: { params: GameRefParams, body: LaunchBody, response: { 200: LaunchAnswer, ...errors } } }, async (request) => {
    const player = playerOf(ctx, request);
    return launchGame(ctx, { game: request.params.game, mode: request.body.mode, clientSeed: request.body.clientSeed }, player, requestLanguage(request));
  });

  api.get(`${GAMES_API}/sessions/:sessionId`, { schema: { params: SessionParams, response: { 200: SessionState, ...errors } } }, async (request) => {
    return sessionState(ctx, sessionOf(ctx, request).id);
  });

  api.post(`${GAMES_API}/sessions/:sessionId/spin`, { schema: { params: SessionParams, body: SpinBody, response: { 200: PlayAnswerSchema, ...errors } } }, async (request, reply) =>
    play(request, reply, { kind: 'spin', stake: request.body.stake }),
  );

  api.post(`${GAMES_API}/sessions/:sessionId/keno-draw`, { schema: { params: SessionParams, body: KenoBody, response: { 200: PlayAnswerSchema, ...errors } } }, async (request, reply) =>
    play(request, reply, { kind: 'keno', stake: request.body.stake, picks: request.body.picks }),
  );

  // Every engine family's round (roulette, dice, plinko, scratch, wheel, baccarat): the choice is the family's.
  api.post(`${GAMES_API}/sessions/:sessionId/play`, { schema: { params: SessionParams, body: PlayBody, response: { 200: PlayAnswerSchema, ...errors } } }, async (request, reply) =>
    play(request, reply, { kind: 'family', stake: request.body.stake ?? Number.NaN, choice: request.body.choice ?? null }),
  );

  // A multi-step round's next action (blackjack hit/stand/double/split, video poker draw): step-rounds.ts.
  api.post(`${GAMES_API}/sessions/:sessionId/act`, { schema: { params: SessionParams, body: ActBody, response: { 200: PlayAnswerSchema, ...errors } } }, async (request, reply) => {
    const { roundId, action, hold } = request.body;
    return keyed(request, reply, (session, clientKey, lang) => actInRound(ctx, session, { roundId, action: hold === undefined ? { action } : { action, hold }, clientKey }, lang));
  });

  api.post(`${GAMES_API}/sessions/:sessionId/crash-bet`, { schema: { params: SessionParams, body: CrashBody, response: { 200: PlayAnswerSchema, ...errors } } }, async (request, reply) => {
    const { stake, autoCashOut } = request.body;
    return play(request, reply, autoCashOut === undefined ? { kind: 'crash', stake } : { kind: 'crash', stake, autoCashOut });
  });

  api.post(`${GAMES_API}/sessions/:sessionId/cash-out`, { schema: { params: SessionParams, body: CashOutBody, response: { 200: PlayAnswerSchema, ...errors } } }, async (request) => {
    const lang = requestLanguage(request);
    const session = sessionOf(ctx, request);
    const round = findRound(ctx, session.id, request.body.roundId);
    if (!round || round.engine !== 'crash') throw casinoRefusal(404, 'round_not_found', lang);
    // A second cash-out (a retry) finds the round settled and answers it again: nothing is paid twice.
    if (round.status === 'open') settleCrashRound(ctx, session, round, true, lang);
    return { round: roundView(findRound(ctx, session.id, round.id)!, ctx.clock.now()), session: sessionState(ctx, session.id) };
  });

  api.get(`${GAMES_API}/sessions/:sessionId/rounds/:roundId`, { schema: { params: RoundParams, response: { 200: PlayAnswerSchema, ...errors } } }, async (request) => {
    const lang = requestLanguage(request);
    const session = sessionOf(ctx, request);
    const round = findRound(ctx, session.id, request.params.roundId);
    if (!round) throw casinoRefusal(404, 'round_not_found', lang);
    if (round.status === 'open' && round.engine === 'crash') settleCrashRound(ctx, session, round, false, lang);
    return { round: roundView(findRound(ctx, session.id, round.id)!, ctx.clock.now()), session: sessionState(ctx, session.id) };
  });

  api.get(`${GAMES_API}/sessions/:sessionId/history`, { schema: { params: SessionParams, response: { 200: HistoryAnswer, ...errors } } }, async (request) => {
    const session = sessionOf(ctx, request);
    return { rounds: recentRounds(ctx, session.id, 20).map((r) => roundView(r, ctx.clock.now())) };
  });

  api.post(`${GAMES_API}/sessions/:sessionId/client-seed`, { schema: { params: SessionParams, body: ClientSeedBody, response: { 200: SessionState, ...errors } } }, async (request) => {
    const session = sessionOf(ctx, request);
    setClientSeed(ctx, session.id, request.body.clientSeed);
    return sessionState(ctx, session.id);
  });

  api.post(`${GAMES_API}/verify`, { schema: { body: VerifyBody, response: { 200: VerifyAnswer, ...errors } } }, async (request) => {
    const { game: gameRef, choice, slotTable, ...body } = request.body;
    const input: VerifyInput = { ...body };
    // Only a classic slot's round names the table that dealt it.
    if (slotTable && body.engine !== 'slot') throw casinoRefusal(400, 'wrong_engine', requestLanguage(request));
    if (isFamily(body.engine)) {
      // A family's round depends on the game's parameters and the player's choice: both are checked like a play call.
      const lang = requestLanguage(request);
      if (!gameRef) throw casinoRefusal(400, 'game_required', lang);
      const game = findPlayableGame(gameRef);
      if (!game) throw casinoRefusal(404, 'game_not_found', lang);
      if (game.engine !== body.engine) throw casinoRefusal(400, 'wrong_engine', lang);
      const problem = familyOf(body.engine).choiceProblem(choice ?? null, paramsOfGame(game));
      if (problem) throw casinoRefusal(400, problem as Parameters<typeof casinoRefusal>[1], lang);
      input.choice = choice ?? null;
      input.params = paramsOfGame(game);
    } else if (body.engine === 'slot' && gameRef) {
      // A classic slot plays its volatility's table; a call without the game (or the round's table) verifies on the medium (Fruit Fiesta 5) one.
      const lang = requestLanguage(request);
      const game = findPlayableGame(gameRef);
      if (!game) throw casinoRefusal(404, 'game_not_found', lang);
      if (game.engine !== 'slot') throw casinoRefusal(400, 'wrong_engine', lang);
      input.params = paramsOfGame(game);
    }
    // A round's own table (its `slotTable`) wins: an old round of a low or high game was dealt on the shared table.
    if (body.engine === 'slot' && slotTable) input.params = { volatility: slotTable };
    return verifyRound(input);
  });

  if (ctx.env.testControls) {
    api.post('/test-api/casino/provider', { schema: { body: ProviderBody, response: { 200: TestOkAnswer } } }, async (request) => {
      if (request.body.down) setProviderDown(ctx, request.body.count);
      else clearProviderDown(ctx);
      return { ok: true };
    });
  }
};
