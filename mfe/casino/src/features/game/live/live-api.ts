/** The live tables' browser API (server casino/games/live, README "Live tables") over @arena/http, and the table's SSE stream. */
import { casinoGamesSessionsAnswer, casinoLiveAnswer, casinoLiveBetAnswer } from '@arena/contracts/answer-checks';
import { http, IDEMPOTENCY_HEADER } from '@arena/http';
import type { FamilyChoice, GameMode } from '../game-api.ts';

export type TablePhase = 'betting' | 'drawing' | 'result' | 'sleeping';

export interface TableBet { seat: string; amount: number; currency: string; label: string }

/** What every player at the table sees: the same clock, bets, result and strip. */
export interface TableSnapshot {
  game: { id: number; slug: string; engine: 'roulette' | 'baccarat' | 'wheel' | 'live-blackjack' };
  phase: TablePhase;
  serverNow: number;
  round: {
    number: number; serverSeedHash: string; clientSeed: string; opensAt: number; closesAt: number; drawsAt: number; endsAt: number;
    serverSeed: string | null; result: unknown; bets: TableBet[]; totals: { bets: number; players: number };
  } | null;
  recent: Array<{ label: string; tone: string }>;
}


const seg = encodeURIComponent;

export const liveApi = {
  table: (game: string) => http.get<unknown>(`/casino-api/live/${seg(game)}`, { cache: 'no-store', auth: false }).then(casinoLiveAnswer),
  /** A bet in the open window (roulette sends only its bets; the others a stake and their choice); one key per bet. */
  bet: (mode: GameMode, sessionId: string, body: { stake?: number; choice?: FamilyChoice }, key: string) =>
    http.post<unknown>(`/casino-api/live/sessions/${seg(sessionId)}/bet`, body, { headers: { [IDEMPOTENCY_HEADER]: key }, ...(mode === 'demo' ? { auth: false } : {}) })
      .then(casinoLiveBetAnswer),
  session: (mode: GameMode, sessionId: string) => http.get<unknown>(`/casino-api/games/sessions/${seg(sessionId)}`, { cache: 'no-store', ...(mode === 'demo' ? { auth: false } : {}) }).then(casinoGamesSessionsAnswer),
  /** The table's stream: every change of the table as one `table` event with the whole snapshot. */
  follow(game: string, onTable: (table: TableSnapshot) => void): () => void {
    const source = new EventSource(`/casino-api/live/${seg(game)}/stream`);
    source.addEventListener('table', (event) => onTable(JSON.parse((event as MessageEvent<string>).data) as TableSnapshot));
    return () => source.close();
  },
};
