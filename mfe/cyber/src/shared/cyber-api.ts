/** The cyber backend's answers (server/src/api/cyber/README.md) over @arena/http. */
import type { BettingGame } from '@arena/domain';
import { http } from '@arena/http';

export type CyberType = 'real' | 'virtual' | 'stream';
export type CyberGame = BettingGame & { discipline: string; kind: 'real' | 'virtual' };

export interface Discipline {
  slug: string;
  kind: 'real' | 'virtual';
  name: string;
  periodName: string;
  pointsName: string;
  live: number;
  total: number;
}

export interface CyberChamp {
  id: number;
  name: string;
  discipline: string;
  count: number;
  live: number;
}

export interface ScoringEvent {
  second: number;
  team: 0 | 1;
  points: number;
}

export interface CyberGameDetail {
  game: CyberGame;
  discipline: { slug: string; name: string; periodName: string; pointsName: string };
  durationSeconds: number;
  periodSeconds: number;
  periods: Array<[number, number]>;
  timeline: ScoringEvent[];
}

const withSignal = (signal?: AbortSignal) => ({ cache: 'no-store' as const, ...(signal ? { signal } : {}) });

export const cyberApi = {
  disciplines: (type: CyberType, signal?: AbortSignal) =>
    http.get<{ disciplines: Discipline[] }>('/cyber-api/disciplines', { ...withSignal(signal), query: { type } }).then((a) => a.disciplines),
  champs: (type: CyberType, discipline: string, signal?: AbortSignal) =>
    http.get<{ champs: CyberChamp[] }>('/cyber-api/champs', { ...withSignal(signal), query: { type, discipline } }).then((a) => a.champs),
  games: (type: CyberType, filter: { discipline?: string | undefined; champ?: string | undefined }, signal?: AbortSignal) =>
    http.get<{ games: CyberGame[]; results: CyberGame[] }>('/cyber-api/games', { ...withSignal(signal), query: { type, discipline: filter.discipline, champ: filter.champ } }),
  game: (type: CyberType, id: string, signal?: AbortSignal) =>
    http.get<CyberGameDetail>(`/cyber-api/games/${encodeURIComponent(id)}`, { ...withSignal(signal), query: { type } }),
};
