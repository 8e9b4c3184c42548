/** The games' browser API (server/src/api/casino/README.md, "Games and seamless wallet"), over @arena/http. */
import { http, IDEMPOTENCY_HEADER } from '@arena/http';

export type GameMode = 'demo' | 'real';
export type EngineName = 'slot' | 'crash' | 'keno' | 'generic-demo';

export interface SessionState {
  balance: number;
  currency: string;
  nextServerSeedHash: string;
  clientSeed: string;
  nextNonce: number;
}

export interface LaunchInfo extends SessionState {
  sessionId: string;
  mode: GameMode;
  game: { id: number; slug: string; name: string; engine: EngineName };
  minStake: number;
  maxStake: number;
  paytable: Paytable;
}

export type Paytable =
  | { engine: 'slot'; rtp: number; symbols: string[]; linePays: Array<{ symbol: string; pays: number[] }>; scatterPays: number[]; paylines: number[][] }
  | { engine: 'keno'; rtp: number; numbers: number; drawn: number; maxPicks: number; pays: Array<{ picks: number; pays: number[]; rtp: number }> }
  | { engine: 'crash'; rtp: number; houseEdge: number; growthPerSecond: number; maxMultiplier: number }
  | { engine: 'generic-demo'; rtp: number; wheel: number[] };

export interface SlotOutcome { engine: 'slot'; slot: { grid: number[][]; lineWins: Array<{ line: number; symbol: number; count: number; multiplier: number }>; stars: number }; multiplier: number }
export interface KenoOutcome { engine: 'keno'; keno: { drawn: number[]; hits: number[]; multiplier: number }; multiplier: number }
export interface DemoOutcome { engine: 'generic-demo'; demo: { segment: number; multiplier: number }; multiplier: number }
export interface CrashOutcome { crashPoint: number; cashedOutAt: number | null }

export interface Round {
  roundId: number;
  engine: EngineName;
  status: 'open' | 'settled' | 'rolled_back';
  stake: number;
  win: number;
  nonce: number;
  clientSeed: string;
  serverSeedHash: string;
  serverSeed: string | null;
  picks: number[];
  autoCashOut: number | null;
  outcome: SlotOutcome | KenoOutcome | DemoOutcome | CrashOutcome | { rolledBack: true } | null;
  elapsedMs: number | null;
  multiplier: number | null;
  createdAt: number;
}

export interface PlayAnswer {
  round: Round;
  session: SessionState;
}

export interface VerifyInput {
  engine: EngineName;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  picks?: number[];
}

const base = '/casino-api/games';
const seg = encodeURIComponent;
const keyed = (key: string) => ({ headers: { [IDEMPOTENCY_HEADER]: key } });
/** Demo calls carry no Authorization header: a visitor's fun money is not tied to a player. */
const auth = (mode: GameMode) => (mode === 'demo' ? { auth: false } : {});

export const gameApi = {
  launch: (game: string, mode: GameMode, clientSeed?: string) =>
    // Sent with the token when there is one: a signed-in player's launch (demo too) counts as recently played.
    http.post<LaunchInfo>(`${base}/${seg(game)}/launch`, clientSeed ? { mode, clientSeed } : { mode }),
  spin: (mode: GameMode, sessionId: string, stake: number, key: string) =>
    http.post<PlayAnswer>(`${base}/sessions/${seg(sessionId)}/spin`, { stake }, { ...keyed(key), ...auth(mode) }),
  kenoDraw: (mode: GameMode, sessionId: string, stake: number, picks: number[], key: string) =>
    http.post<PlayAnswer>(`${base}/sessions/${seg(sessionId)}/keno-draw`, { stake, picks }, { ...keyed(key), ...auth(mode) }),
  crashBet: (mode: GameMode, sessionId: string, stake: number, autoCashOut: number | null, key: string) =>
    http.post<PlayAnswer>(`${base}/sessions/${seg(sessionId)}/crash-bet`, autoCashOut ? { stake, autoCashOut } : { stake }, { ...keyed(key), ...auth(mode) }),
  cashOut: (mode: GameMode, sessionId: string, roundId: number) =>
    http.post<PlayAnswer>(`${base}/sessions/${seg(sessionId)}/cash-out`, { roundId }, auth(mode)),
  round: (mode: GameMode, sessionId: string, roundId: number) => http.get<PlayAnswer>(`${base}/sessions/${seg(sessionId)}/rounds/${roundId}`, { cache: 'no-store', ...auth(mode) }),
  history: (mode: GameMode, sessionId: string) => http.get<{ rounds: Round[] }>(`${base}/sessions/${seg(sessionId)}/history`, { cache: 'no-store', ...auth(mode) }).then((a) => a.rounds),
  clientSeed: (mode: GameMode, sessionId: string, clientSeed: string) => http.post<SessionState>(`${base}/sessions/${seg(sessionId)}/client-seed`, { clientSeed }, auth(mode)),
  verify: (input: VerifyInput) => http.post<{ seedMatchesHash: boolean; outcome: unknown }>(`${base}/verify`, input, { auth: false }),
};

export type GameApi = typeof gameApi;
