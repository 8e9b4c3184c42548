/**
 * Catalogue reads (sports, champs, games, one game with every market) and the live feed: Server-Sent
 * Events pushing a snapshot of the watched live games every tick, with a plain snapshot call beside it
 * for clients (and tests) that poll.
 */
import { Type } from 'typebox';
import type { FastifyPluginAsync } from 'fastify';
import type { LiveGameUpdate } from '@arena/domain';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { openEventStream } from '../../../platform/event-stream.ts';
import { requestLanguage } from '../../../platform/language.ts';
import { notFound } from '../../shared/errors.ts';
import type { BettingContext } from '../betting-context.ts';
import type { CatalogueService, GameView, ListFilter } from './catalogue-service.ts';
import { START_WINDOWS } from './start-windows.ts';
import { LIVE_TICK_MS } from './markets.ts';
import { bonusMarketView } from './bonus-market.ts';
import { RowIdQuery } from '../../shared/query-schemas.ts';

const SectionSchema = Type.Union([Type.Literal('line'), Type.Literal('live')]);
const IdList = Type.String({ pattern: '^\\d{1,12}(,\\d{1,12}){0,99}$' });

const toUpdate = (view: GameView): LiveGameUpdate => ({
  id: view.id,
  statusId: view.statusId,
  isLive: view.isLive,
  isFinished: view.isFinished,
  secondsOfPlay: view.secondsOfPlay,
  period: view.period,
  score: view.score,
  markets: view.markets.map((m) => ({ id: m.id, isBlocked: m.isBlocked, outcomes: m.outcomes.map((o) => ({ id: o.id, coef: o.coef })) })),
});

/** The watched games (or every live game) with all their markets, as the feed sends them. */
export function liveSnapshot(catalogue: CatalogueService, ids: readonly number[] | null, lang: string): LiveGameUpdate[] {
  const wanted = ids ?? catalogue.ids('live');
  const out: LiveGameUpdate[] = [];
  for (const id of wanted) {
    const game = catalogue.scheduled(id);
    if (game) out.push(toUpdate(catalogue.view(game, lang, true)));
  }
  return out;
}

const parseIds = (text: string | undefined) => (text ? text.split(',').map(Number) : null);

export const catalogueRoutes: FastifyPluginAsync<{ betting: BettingContext }> = async (app, { betting }) => {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const { catalogue } = betting;

  api.get('/betting-api/sports', { schema: { querystring: Type.Object({ section: SectionSchema }) } }, async (request) => ({
    sports: catalogue.sports(request.query.section, requestLanguage(request)),
  }));

  api.get(
    '/betting-api/champs',
    { schema: { querystring: Type.Object({ section: SectionSchema, sportId: Type.Optional(RowIdQuery) }) } },
    async (request) => ({ champs: catalogue.champs(request.query.section, request.query.sportId, requestLanguage(request)) }),
  );

  api.get(
    '/betting-api/games',
    {
      schema: {
        querystring: Type.Object({
          section: SectionSchema,
          sportId: Type.Optional(RowIdQuery),
          champId: Type.Optional(RowIdQuery),
          top: Type.Optional(Type.Boolean()),
          team: Type.Optional(Type.String({ pattern: '^[a-z0-9-]{1,64}$' })),
          limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
          // The line menu's start-time sections, days in the player's time zone (hours from UTC).
          window: Type.Optional(Type.Union(START_WINDOWS.map((w) => Type.Literal(w)))),
          tz: Type.Optional(Type.Integer({ minimum: -12, maximum: 14 })),
        }),
      },
    },
    async (request) => {
      const { section, tz, ...rest } = request.query;
      const filter: ListFilter = { ...rest, ...(tz !== undefined ? { tzHours: tz } : {}) };
      return { games: catalogue.list(section, filter, requestLanguage(request)) };
    },
  );

  // The bonus selection lives outside the schedule: one fixed market the home page and the slip offer.
  api.get('/betting-api/bonus', { schema: { querystring: Type.Object({}) } }, async (request) => ({ bonus: bonusMarketView(requestLanguage(request)) }));

  api.get('/betting-api/games/:gameId', { schema: { params: Type.Object({ gameId: Type.String({ pattern: '^\\d{1,12}$' }) }) } }, async (request) => {
    const game = catalogue.scheduled(Number(request.params.gameId));
    if (!game) throw notFound();
    return { game: catalogue.view(game, requestLanguage(request), true) };
  });

  api.get('/betting-api/live/snapshot', { schema: { querystring: Type.Object({ ids: Type.Optional(IdList) }) } }, async (request) => ({
    games: liveSnapshot(catalogue, parseIds(request.query.ids), requestLanguage(request)),
  }));

  // The section is required so a stream is only ever opened on purpose (a stream never ends by itself).
  api.get('/betting-api/live/feed', { schema: { querystring: Type.Object({ section: Type.Literal('live'), ids: Type.Optional(IdList) }) } }, async (request, reply) => {
    const ids = parseIds(request.query.ids);
    const lang = requestLanguage(request);
    // The stop runs only once the client goes or the server closes, after `timer` is set below.
    const send = openEventStream(request, reply, betting.streams, () => clearInterval(timer));
    const tick = () => send('games', liveSnapshot(catalogue, ids, lang));
    tick();
    const timer = setInterval(tick, LIVE_TICK_MS);
  });

  // A stream never ends by itself, and the server's close waits for every open response: end the
  // streams before it (preClose), so SIGTERM is not held up by a page left open on the live feed.
  api.addHook('preClose', async () => {
    for (const stop of [...betting.streams]) stop();
  });
};
