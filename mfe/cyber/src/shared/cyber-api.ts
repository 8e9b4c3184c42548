/** The cyber backend's answers (server/src/api/cyber/README.md) over @arena/http. */
import type { CyberDiscipline, CyberScoringEvent, CyberType } from '@arena/domain';
import { http } from '@arena/http';
import { cyberChampsAnswer, cyberDisciplinesAnswer, cyberGamesAnswer, cyberGamesOfGameIdAnswer } from '@arena/contracts/answer-checks';

// The wire shapes live once in @arena/domain (Static<> of the server's schemas); the app's short names are aliases of them.
export type { CyberChamp, CyberGame, CyberGameDetail, CyberType } from '@arena/domain';
export type Discipline = CyberDiscipline;
export type ScoringEvent = CyberScoringEvent;

const withSignal = (signal?: AbortSignal) => ({ cache: 'no-store' as const, ...(signal ? { signal } : {}) });

export const cyberApi = {
  disciplines: (type: CyberType, signal?: AbortSignal) =>
    http.get<unknown>('/cyber-api/disciplines', { ...withSignal(signal), query: { type } }).then(cyberDisciplinesAnswer).then((a) => a.disciplines),
  champs: (type: CyberType, discipline: string, signal?: AbortSignal) =>
    http.get<unknown>('/cyber-api/champs', { ...withSignal(signal), query: { type, discipline } }).then(cyberChampsAnswer).then((a) => a.champs),
  games: (type: CyberType, filter: { discipline?: string | undefined; champ?: string | undefined }, signal?: AbortSignal) =>
    http.get<unknown>('/cyber-api/games', { ...withSignal(signal), query: { type, discipline: filter.discipline, champ: filter.champ } }).then(cyberGamesAnswer),
  game: (type: CyberType, id: string, signal?: AbortSignal) =>
    http.get<unknown>(`/cyber-api/games/${encodeURIComponent(id)}`, { ...withSignal(signal), query: { type } }).then(cyberGamesOfGameIdAnswer),
};
