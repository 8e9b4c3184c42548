/** The games' browser API (server/src/api/casino/README.md, "Games and seamless wallet"), over @arena/http. */
import type { CasinoEngine } from '@arena/domain';
import { http, IDEMPOTENCY_HEADER } from '@arena/http';
import type { HoldPaytable, WaysPaytable } from './slot-mechanics-api.ts';
import type { BingoOutcome, BingoPaytable, HiloOutcome, HiloPaytable, HiloTable, LotteryOutcome, LotteryPaytable } from './draw-types.ts';
import { ARCADE_ENGINES, type ArcadeChoice, type ArcadeOutcome, type ArcadePaytable, type FishingOutcome } from './arcade-api.ts';

export type GameMode = 'demo' | 'real';
export type EngineName = CasinoEngine;
/** The engines played through the one `play` call with a choice (server games/engines). */
export const FAMILY_ENGINES = ['roulette', 'dice', 'plinko', 'scratch', 'wheel', 'baccarat', 'blackjack', 'video-poker', 'slot-ways', 'slot-hold', 'bingo', 'lottery', 'hilo', ...ARCADE_ENGINES, 'live-blackjack'] as const;
/** Families whose round takes several calls: the deal (`play`), then the player's actions (`act`). */
export const STEP_ENGINES: readonly EngineName[] = ['blackjack', 'video-poker', 'hilo', 'fishing'];
export type FamilyEngine = (typeof FAMILY_ENGINES)[number];
export const isFamilyEngine = (engine: EngineName): engine is FamilyEngine => (FAMILY_ENGINES as readonly string[]).includes(engine);

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
  /** A live table (issue 30): played at the shared table (live/live-stage.tsx). */
  live?: boolean;
}

export type Paytable =
  | { engine: 'slot'; rtp: number; symbols: string[]; linePays: Array<{ symbol: string; pays: number[] }>; scatterPays: number[]; paylines: number[][] }
  | { engine: 'keno'; rtp: number; numbers: number; drawn: number; maxPicks: number; pays: Array<{ picks: number; pays: number[]; rtp: number }> }
  | { engine: 'crash'; rtp: number; houseEdge: number; growthPerSecond: number; maxMultiplier: number }
  | { engine: 'roulette'; rtp: number; pockets: number; wheelOrder: number[]; red: number[]; pays: Record<RouletteBetType, number> }
  | { engine: 'dice'; rtp: number; houseEdge: number; minTarget: number; maxTarget: number }
  | { engine: 'plinko'; rtp: number; rows: number; risk: 'low' | 'medium' | 'high'; bins: number[] }
  | { engine: 'scratch'; rtp: number; cells: number; prizes: Array<{ symbol: string; pays: number; chance: number }> }
  | { engine: 'wheel'; rtp: number; segments: number[]; marks: Array<{ mark: number; count: number; pays: number }> }
  | { engine: 'baccarat'; rtp: number; sides: Array<{ side: BaccaratSide; returns: number; rtp: number }> }
  | { engine: 'blackjack'; rtp: number; decks: number; blackjackPays: number }
  | { engine: 'video-poker'; rtp: number; pays: Array<{ hand: PokerHand; pays: number }> }
  | WaysPaytable
  | HoldPaytable
  | BingoPaytable
  | LotteryPaytable
  | HiloPaytable
  | ArcadePaytable
  | { engine: 'live-blackjack'; rtp: number; decks: number; blackjackPays: number };

/** A playing card: rank 1 (ace) … 13 (king), suit 0 spades, 1 hearts, 2 diamonds, 3 clubs. */
export interface Card { rank: number; suit: number }
export interface BlackjackHand { cards: Card[]; bet: number; fromSplit: boolean; done: boolean }
export type BlackjackMove = 'hit' | 'stand' | 'double' | 'split';
/** A blackjack round: while open the dealer shows one card; settled, the whole table with each hand's return. */
export interface BlackjackTable { hands: BlackjackHand[]; playerTotals: number[]; active: number | null; dealer: Card[]; dealerTotal: number; over: boolean; returns?: number[]; multiplier?: number }
export type PokerHand = 'royal-flush' | 'straight-flush' | 'four-of-a-kind' | 'full-house' | 'flush' | 'straight' | 'three-of-a-kind' | 'two-pair' | 'jacks-or-better' | 'nothing';
/** A video-poker round: the deal, and once drawn the final hand and what it is. */
export interface PokerTable { dealt: Card[]; final?: Card[] | null; held?: number[] | null; hand: PokerHand; over: boolean; multiplier?: number }

export type RouletteBetType = 'straight' | 'split' | 'dozen' | 'column' | 'red' | 'black' | 'even' | 'odd' | 'low' | 'high';
export interface RouletteBet { type: RouletteBetType; numbers?: number[]; amount: number }
export type BaccaratSide = 'player' | 'banker' | 'tie';
/** A family round's choice (plinko and scratch need none). */
export interface FamilyChoice extends ArcadeChoice { bets?: RouletteBet[]; target?: number; mark?: number; side?: BaccaratSide; actions?: Array<{ action: string; hold?: number[] }>; cards?: number; numbers?: number[] }

export interface RouletteOutcome { engine: 'roulette'; pocket: number; colour: 'green' | 'red' | 'black'; returns: number[]; multiplier: number }
export interface DiceOutcome { engine: 'dice'; roll: number; target: number; won: boolean; payout: number; multiplier: number }
export interface PlinkoOutcome { engine: 'plinko'; path: number[]; bin: number; multiplier: number }
export interface ScratchOutcome { engine: 'scratch'; cells: string[]; prize: string | null; multiplier: number }
export interface WheelOutcome { engine: 'wheel'; segment: number; mark: number; backed: number; multiplier: number }
export interface BaccaratOutcome { engine: 'baccarat'; player: number[]; banker: number[]; playerTotal: number; bankerTotal: number; winner: BaccaratSide; side: BaccaratSide; multiplier: number }
export type BlackjackOutcome = BlackjackTable & { engine: 'blackjack'; returns: number[]; multiplier: number };
export type PokerOutcome = PokerTable & { engine: 'video-poker'; multiplier: number };
export type FamilyOutcome = RouletteOutcome | DiceOutcome | PlinkoOutcome | ScratchOutcome | WheelOutcome | BaccaratOutcome | BlackjackOutcome | PokerOutcome | BingoOutcome | LotteryOutcome | HiloOutcome | ArcadeOutcome;

export interface SlotOutcome { engine: 'slot'; slot: { grid: number[][]; lineWins: Array<{ line: number; symbol: number; count: number; multiplier: number }>; stars: number }; multiplier: number }
export interface KenoOutcome { engine: 'keno'; keno: { drawn: number[]; hits: number[]; multiplier: number }; multiplier: number }
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
  /** Keno's picks, or a family round's choice. */
  picks: number[] | FamilyChoice | null;
  autoCashOut: number | null;
  outcome: SlotOutcome | KenoOutcome | FamilyOutcome | CrashOutcome | { rolledBack: true } | null;
  elapsedMs: number | null;
  multiplier: number | null;
  /** An open blackjack or video-poker round: what the player may see of it. */
  state?: BlackjackTable | PokerTable | HiloTable | FishingOutcome | null;
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
  /** A family round: its game (parameters) and choice. */
  game?: string;
  choice?: FamilyChoice | null;
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
  /** A family round: roulette sends only its bets (the stake is their sum), the others a stake and their choice. */
  play: (mode: GameMode, sessionId: string, body: { stake?: number; choice?: FamilyChoice }, key: string) =>
    http.post<PlayAnswer>(`${base}/sessions/${seg(sessionId)}/play`, body, { ...keyed(key), ...auth(mode) }),
  /** The next action of an open blackjack or video-poker round (one key per action). */
  act: (mode: GameMode, sessionId: string, body: { roundId: number; action: string; hold?: number[] }, key: string) =>
    http.post<PlayAnswer>(`${base}/sessions/${seg(sessionId)}/act`, body, { ...keyed(key), ...auth(mode) }),
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
