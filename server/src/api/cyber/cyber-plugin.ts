/**
 * Issue 15's cyber backend (README.md): esports and virtual sports lists by discipline and championship,
 * and one match with its per-map scores and scoring timeline. Registered after the betting plugin, whose
 * catalogue it reads; bets on these matches go through /betting-api/coupon/place like any other.
 */
import fp from 'fastify-plugin';
import {
  CyberChampsAnswer, CyberChampsQuery, CyberDisciplinesAnswer, CyberDisciplinesQuery, CyberGameDetail, CyberGameParams, CyberGameQuery, CyberGamesAnswer, CyberGamesQuery, Refusal,
} from '@arena/contracts';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { BETTING_PLUGIN } from '../betting/betting-plugin.ts';
import type { ContextOptions } from '../shared/context.ts';
import { requestLanguage } from '../../platform/language.ts';
import { createMessages } from '../../platform/messages.ts';
import { CyberService } from './cyber-service.ts';

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

/** An unknown discipline, championship or match: `{ code, message }`. */
const MISSING = { 404: Refusal };

const cyberRoutesPlugin: FastifyPluginAsync<ContextOptions> = async (app, { ctx }) => {
  const betting = app.betting;
  const cyber = new CyberService(betting.catalogue, () => ctx.clock.now());
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const missing = (reply: FastifyReply, code: 'discipline_not_found' | 'champ_not_found' | 'game_not_found', lang: string) =>
    reply.code(404).send({ code, message: message(code, lang) });

  api.get('/cyber-api/disciplines', { schema: { querystring: CyberDisciplinesQuery, response: { 200: CyberDisciplinesAnswer } } }, async (request) => ({
    disciplines: cyber.disciplines(request.query.type, requestLanguage(request)),
  }));

  api.get('/cyber-api/champs', { schema: { querystring: CyberChampsQuery, response: { 200: CyberChampsAnswer, ...MISSING } } }, async (request, reply) => {
    const lang = requestLanguage(request);
    const discipline = cyber.discipline(request.query.type, request.query.discipline);
    if (!discipline) return missing(reply, 'discipline_not_found', lang);
    return { champs: cyber.champs(request.query.type, discipline, lang) };
  });

  api.get(
    '/cyber-api/games',
    { schema: { querystring: CyberGamesQuery, response: { 200: CyberGamesAnswer, ...MISSING } } },
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
    { schema: { params: CyberGameParams, querystring: CyberGameQuery, response: { 200: CyberGameDetail, ...MISSING } } },
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
