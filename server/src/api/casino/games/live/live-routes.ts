/**
 * The live tables' browser API, prefix /casino-api/live (casino/README.md, "Live tables"): a table's state, its
 * SSE stream (one hub per table: the clock, the phase, the bets, the result, the recent results) and a bet in the
 * window. When the server is ready the plugin settles or refunds every round a stop interrupted, then ticks every
 * table on a timer (the `ticker` option; setInterval by default); it ends every stream and the timer when the server
 * closes, leaving a round in progress stored for the next start.
 */
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { ContextOptions } from '../../../shared/context.ts';
import { requestLanguage } from '../../../../platform/language.ts';
import { openEventStream } from '../../../../platform/event-stream.ts';
import { sendIdempotent } from '../../../shared/idempotency.ts';
import { findPlayableGame } from '../game-catalogue.ts';
import { clientKeyOf, sessionOf } from '../games-routes.ts';
import {
  CasinoGameRefParams as GameRefParams, CasinoSessionParams as SessionParams, LiveBetAnswer, LiveTableSnapshot, LiveTimingRequest, NotJson, PlayRequest as PlayBody, Refusal,
  TestOkAnswer,
} from '@arena/contracts';
import { casinoRefusal } from '../round-service.ts';
import { placeLiveBet } from './live-bets.ts';
import { isLiveTable, type LiveKind } from './live-kinds.ts';
import { intervalTicker, LiveTables, type Ticker } from './live-tables.ts';

export const LIVE_API = '/casino-api/live';
/** How often the tables' clocks are caught up (phase changes reach the streams within this). */
export const LIVE_TICK_MS = 250;
const KEEP_ALIVE_MS = 20_000;
const errors = { '4xx': Refusal, '5xx': Refusal };

export interface LiveTablesOptions extends ContextOptions {
  /** What runs the tables' clocks (tests may drive them themselves). */
  ticker?: Ticker;
}

export const liveTablesPlugin: FastifyPluginAsync<LiveTablesOptions> = async (app, { ctx, ticker = intervalTicker }) => {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const tables = new LiveTables(ctx, (error) => app.log.error({ err: error }, 'casino: a live table payout or tick failed'));

  const tableOf = (ref: string | number, lang: string) => {
    const game = findPlayableGame(ref);
    if (!game) throw casinoRefusal(404, 'game_not_found', lang);
    if (!isLiveTable(game)) throw casinoRefusal(404, 'live_table_not_found', lang);
    return tables.entryOf(game, game.engine as LiveKind);
  };

  api.get(`${LIVE_API}/:game`, { schema: { params: GameRefParams, response: { 200: LiveTableSnapshot, ...errors } } }, async (request) => {
    const entry = tableOf(request.params.game, requestLanguage(request));
    tables.touch(entry);
    return tables.snapshot(entry);
  });

  api.get(`${LIVE_API}/:game/stream`, { schema: { params: GameRefParams, response: { 200: NotJson, ...errors } } }, async (request, reply) => {
    const entry = tableOf(request.params.game, requestLanguage(request));
    tables.touch(entry);
    let listener = () => undefined as void;
    // Its first comment goes out after KEEP_ALIVE_MS, long after the stream's headers; the stop clears it.
    const keepAlive = setInterval(() => reply.raw.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
    const send = openEventStream(request, reply, entry.streams, () => {
      entry.hub.off('event', listener);
      clearInterval(keepAlive);
    });
    listener = () => send('table', tables.snapshot(entry));
    listener();
    entry.hub.on('event', listener);
  });

  api.post(`${LIVE_API}/sessions/:sessionId/bet`, { schema: { params: SessionParams, body: PlayBody, response: { 200: LiveBetAnswer, ...errors } } }, async (request, reply) => {
    const lang = requestLanguage(request);
    const session = sessionOf(ctx, request);
    const entry = tableOf(session.game_id, lang);
    const clientKey = clientKeyOf(request);
    const run = () => placeLiveBet(ctx, tables, entry, session, { stake: request.body.stake ?? Number.NaN, choice: request.body.choice ?? null, clientKey }, lang);
    if (session.mode === 'real') return sendIdempotent(ctx, request, reply as FastifyReply, { required: true }, run);
    if (!/^[\x21-\x7e]{1,255}$/.test(clientKey)) throw casinoRefusal(400, 'idempotency_key_required', lang);
    const answer = run();
    // The answer's shape is the round service's (PlayAnswer), checked by the response schema when sent.
    return (reply as FastifyReply).code(answer.status).send(answer.body);
  });

  if (ctx.env.testControls) {
    // e2e only: a short window so a shared round takes seconds; the tables start afresh with it.
    api.post('/test-api/casino/live-timing', { schema: { body: LiveTimingRequest, response: { 200: TestOkAnswer } } }, async (request) => {
      tables.restart();
      tables.timings = { ...request.body };
      return { ok: true };
    });
  }

  // At ready, not at registration: nothing is served before the interrupted rounds are settled or refunded.
  app.addHook('onReady', async () => {
    const { settled, refunded } = tables.start(ticker, LIVE_TICK_MS);
    if (settled.length + refunded.length) app.log.info({ settled, refunded }, 'casino: live table rounds interrupted by a stop were settled or refunded');
  });
  // Open streams would hold the server's close: they end first (preClose), then the timer stops.
  app.addHook('preClose', async () => tables.stopAll());
  app.addHook('onClose', async () => tables.stop());
};
