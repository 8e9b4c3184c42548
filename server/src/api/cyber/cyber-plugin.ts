/**
 * Issue 15's cyber backend (README.md): esports and virtual sports lists by discipline and championship,
 * and one match with its per-map scores and scoring timeline. Registered after the betting plugin, whose
 * catalogue it reads; bets on these matches go through /betting-api/coupon/place like any other.
 */
import { Type } from 'typebox';
import fp from 'fastify-plugin';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { BETTING_PLUGIN } from '../betting/betting-plugin.ts';
import type { ContextOptions } from '../shared/context.ts';
import { requestLanguage } from '../../platform/language.ts';
import { createMessages } from '../../platform/messages.ts';
import { CyberService } from './cyber-service.ts';
import { CYBER_TYPES } from './disciplines.ts';

const message = createMessages({
  discipline_not_found: { ru: 'Такой дисциплины нет', en: 'No such discipline', ua: 'Такої дисципліни немає', kz: 'Мұндай пән жоқ', az: 'Belə disiplin yoxdur', ar: 'لا توجد لعبة كهذه' },
  champ_not_found: {
    ru: 'Такого турнира нет в этой дисциплине',
    en: 'No such championship in this discipline',
    ua: 'Такого турніру в цій дисципліні немає',
    kz: 'Бұл пәнде мұндай турнир жоқ',
    az: 'Bu disiplində belə turnir yoxdur',
    ar: 'لا توجد بطولة كهذه في هذه اللعبة',
  },
  game_not_found: { ru: 'Матч не найден', en: 'Match not found', ua: 'Матч не знайдено', kz: 'Матч табылмады', az: 'Matç tapılmadı', ar: 'لم يتم العثور على المباراة' },
});

const TypeSchema = Type.Union(CYBER_TYPES.map((type) => Type.Literal(type)));
const Slug = Type.String({ pattern: '^[a-z0-9-]{1,40}$' });

const cyberRoutesPlugin: FastifyPluginAsync<ContextOptions> = async (app, { ctx }) => {
  const betting = app.betting;
  const cyber = new CyberService(betting.catalogue, () => ctx.clock.now());
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const missing = (reply: FastifyReply, code: 'discipline_not_found' | 'champ_not_found' | 'game_not_found', lang: string) =>
    reply.code(404).send({ code, message: message(code, lang) });

  api.get('/cyber-api/disciplines', { schema: { querystring: Type.Object({ type: TypeSchema }) } }, async (request) => ({
    disciplines: cyber.disciplines(request.query.type, requestLanguage(request)),
  }));

  api.get('/cyber-api/champs', { schema: { querystring: Type.Object({ type: TypeSchema, discipline: Slug }) } }, async (request, reply) => {
    const lang = requestLanguage(request);
    const discipline = cyber.discipline(request.query.type, request.query.discipline);
    if (!discipline) return missing(reply, 'discipline_not_found', lang);
    return { champs: cyber.champs(request.query.type, discipline, lang) };
  });

  api.get(
    '/cyber-api/games',
    { schema: { querystring: Type.Object({ type: TypeSchema, discipline: Type.Optional(Slug), champ: Type.Optional(Type.String({ pattern: '^\\d{1,6}$' })) }) } },
    async (request, reply) => {
      const { type } = request.query;
      const lang = requestLanguage(request);
      const discipline = request.query.discipline ? cyber.discipline(type, request.query.discipline) : undefined;
      if (request.query.discipline && !discipline) return missing(reply, 'discipline_not_found', lang);
      const champId = request.query.champ ? Number(request.query.champ) : undefined;
      if (champId !== undefined && !discipline?.champIds.includes(champId)) return missing(reply, 'champ_not_found', lang);
      reply.header('Cache-Control', 'no-store');
      return { games: cyber.list(type, lang, discipline, champId), results: type === 'virtual' ? cyber.virtualResults(lang, discipline) : [] };
    },
  );

  api.get(
    '/cyber-api/games/:gameId',
    { schema: { params: Type.Object({ gameId: Type.String({ pattern: '^\\d{1,12}$' }) }), querystring: Type.Object({ type: TypeSchema }) } },
    async (request, reply) => {
      const lang = requestLanguage(request);
      const detail = cyber.detail(request.query.type, Number(request.params.gameId), lang);
      if (!detail) return missing(reply, 'game_not_found', lang);
      reply.header('Cache-Control', 'no-store');
      return detail;
    },
  );
};

/** Reads the betting catalogue: needs the betting plugin's decorator; its own routes and hooks stay encapsulated. */
export const cyberRoutes = fp(cyberRoutesPlugin, { name: 'arena-cyber', dependencies: [BETTING_PLUGIN], decorators: { fastify: ['betting'] }, encapsulate: true });
