/**
 * The live feed (server/src/api/betting/README.md, "Live feed"): GET /betting-api/live/feed streams a
 * snapshot and then the deltas of the process's one odds source (platform/live/live-fanout.ts); GET
 * /betting-api/live/snapshot answers the same games once, for clients (and tests) that poll.
 */
import { LiveSnapshotAnswer, LiveSnapshotQuery, NotJson, RelayFeedQuery } from '@arena/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { LiveGameUpdate } from '@arena/domain';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { openEventSink } from '../../../platform/event-stream.ts';
import type { BettingContext } from '../betting-context.ts';
import type { CatalogueService, GameView } from '../catalogue/catalogue-service.ts';
import type { LiveQuotes } from '../../../platform/live/live-odds-source.ts';
import { parseIds, lastEventId } from '../../../platform/live/live-feed-query.ts';
import { isLiveRelayToken, LIVE_RELAY_TOKEN_HEADER, liveRelayForbidden } from '../../../platform/live/live-relay-token.ts';

const toUpdate = (view: GameView): LiveGameUpdate => ({
  id: view.id,
  statusId: view.statusId,
  isLive: view.isLive,
  isFinished: view.isFinished,
  secondsOfPlay: view.secondsOfPlay,
  period: view.period,
  score: view.score,
  ...(view.periods ? { periods: view.periods, tieBreaks: view.tieBreaks ?? [] } : {}),
  markets: view.markets.map((m) => ({ id: m.id, isBlocked: m.isBlocked, outcomes: m.outcomes.map((o) => ({ id: o.id, coef: o.coef })) })),
});

/** The catalogue as the odds source reads it (names are not part of the feed, so one language serves all). */
export function catalogueQuotes(catalogue: CatalogueService): LiveQuotes {
  return {
    liveIds: () => catalogue.ids('live').map(String),
    quote: (id) => {
      const game = catalogue.scheduled(Number(id));
      return game ? toUpdate(catalogue.view(game, 'en', true)) : null;
    },
  };
}

export const liveRoutes: FastifyPluginAsync<{ betting: BettingContext }> = async (app, { betting }) => {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const quotes = catalogueQuotes(betting.catalogue);

  api.get('/betting-api/live/snapshot', { schema: { querystring: LiveSnapshotQuery, response: { 200: LiveSnapshotAnswer } } }, async (request) => {
    const ids = parseIds(request.query.ids) ?? quotes.liveIds();
    return { games: [...ids].map(quotes.quote).filter((g) => g !== null) };
  });

  // `relay=1`: a host's one upstream subscription, which it fans out to its own clients (host/live-relay.ts);
  // only a host holding the relay token may open one (platform/live/live-relay-token.ts).
  api.get('/betting-api/live/feed', { schema: { querystring: RelayFeedQuery, response: { 200: NotJson } } }, async (request, reply) => {
    if (request.query.relay === '1' && !isLiveRelayToken(betting.ctx.env.liveRelayToken, request.headers[LIVE_RELAY_TOKEN_HEADER])) throw liveRelayForbidden();
    // The stop runs only once the client goes or the server closes, after `remove` is set below.
    const sink = openEventSink(request, reply, betting.streams, () => remove(), { compress: true });
    const remove = betting.live.add(sink, parseIds(request.query.ids), lastEventId(request.headers['last-event-id'], request.query.lastEventId), request.query.relay === '1');
  });

  // A stream never ends by itself, and the server's close waits for every open response: end the
  // streams before it (preClose), so SIGTERM is not held up by a page left open on the live feed.
  api.addHook('preClose', async () => {
    for (const stop of [...betting.streams]) stop();
  });
};
