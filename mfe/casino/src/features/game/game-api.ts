/**
 * The games' browser API (server/src/api/casino/README.md, "Games and seamless wallet"), over @arena/http.
 * The launch and every round answer carry money (stake, win, the balance after the round): they are checked
 * against the contracts (issue 27) and a malformed one is refused before the page shows any of it.
 */
import { casinoActAnswer, casinoCashOutAnswer, casinoCrashBetAnswer, casinoGamesSessionsClientSeedPostAnswer, casinoGamesSessionsHistoryAnswer, casinoGamesVerifyPostAnswer, casinoKenoDrawAnswer, casinoLaunchAnswer, casinoPlayAnswer, casinoRoundAnswer, casinoSpinAnswer } from '@arena/contracts/answer-checks';
import { http, IDEMPOTENCY_HEADER } from '@arena/http';
import { ARCADE_ENGINES, type VirtualPick } from './arcade-api.ts';
import type {
  BlackjackOpenTable, BlackjackOutcome, CasinoEngine, CasinoGameMode, CasinoPaytable, CasinoRound, CasinoSessionState, CrashSettlement, FamilyChoice as WireFamilyChoice, LaunchAnswer,
  PlayingCard, PokerOpenTable, PokerOutcome, VerifyRequest } from '@arena/domain';

// The wire types are the server's schemas (@arena/contracts through @arena/domain), under the names this app uses.
export type {
  BaccaratOutcome, BaccaratSide, BlackjackHand, BlackjackOutcome, DiceOutcome, FamilyOutcome, KenoOutcome, PlayAnswer,
  PlinkoOutcome, PokerHand, PokerOutcome, RouletteBet, RouletteBetType, RouletteOutcome, ScratchOutcome, SlotOutcome, WheelOutcome,
} from '@arena/domain';
export type GameMode = CasinoGameMode;
export type EngineName = CasinoEngine;
/** The engines played through the one `play` call with a choice (server games/engines). */
export const FAMILY_ENGINES = [
  'roulette', 'dice', 'plinko', 'scratch', 'wheel', 'baccarat', 'blackjack', 'video-poker', 'slot-ways', 'slot-hold', 'bingo', 'lottery', 'hilo', ...ARCADE_ENGINES, 'live-blackjack', 'mines',
] as const satisfies readonly EngineName[];
/** Families whose round takes several calls: the deal (`play`), then the player's actions (`act`). */
export const STEP_ENGINES: readonly EngineName[] = ['blackjack', 'video-poker', 'hilo', 'fishing', 'mines'];
export type FamilyEngine = (typeof FAMILY_ENGINES)[number];
export const isFamilyEngine = (engine: EngineName): engine is FamilyEngine => (FAMILY_ENGINES as readonly string[]).includes(engine);

export type SessionState = CasinoSessionState;
export type LaunchInfo = LaunchAnswer;
export type Paytable = CasinoPaytable;
export type Card = PlayingCard;
export type BlackjackMove = 'hit' | 'stand' | 'double' | 'split';
/** A blackjack round: while open the dealer shows one card; settled, the whole table with each hand's return. */
export type BlackjackTable = BlackjackOpenTable | BlackjackOutcome;
/** A video-poker round: the deal, and once drawn the final hand and what it is. */
export type PokerTable = PokerOpenTable | PokerOutcome;
/** A settled crash round's outcome: its crash point and where it was cashed out (null: it crashed). */
export type CrashOutcome = CrashSettlement;
export type Round = CasinoRound;
export type VerifyInput = VerifyRequest;
/** The choice this page builds: the wire's, with the pick one the page offers (1X2 or a head-to-head market) (the server checks any string). */
export type FamilyChoice = Omit<WireFamilyChoice, 'pick'> & { pick?: VirtualPick };

/** The error code of an answer refused at the boundary (a malformed round or launch answer, issue 27). */
export const ANSWER_SHAPE_CODE = 'answer_shape';

const base = '/casino-api/games';
const seg = encodeURIComponent;
const keyed = (key: string) => ({ headers: { [IDEMPOTENCY_HEADER]: key } });
/** Demo calls carry no Authorization header: a visitor's fun money is not tied to a player. */
const auth = (mode: GameMode) => (mode === 'demo' ? { auth: false } : {});

export const gameApi = {
  launch: (game: string, mode: GameMode, clientSeed?: string) =>
    // Sent with the token when there is one: a signed-in player's launch (demo too) counts as recently played.
    http.post<unknown>(`${base}/${seg(game)}/launch`, clientSeed ? { mode, clientSeed } : { mode }).then(casinoLaunchAnswer),
  spin: (mode: GameMode, sessionId: string, stake: number, key: string) =>
    http.post<unknown>(`${base}/sessions/${seg(sessionId)}/spin`, { stake }, { ...keyed(key), ...auth(mode) }).then(casinoSpinAnswer),
  kenoDraw: (mode: GameMode, sessionId: string, stake: number, picks: number[], key: string) =>
    http.post<unknown>(`${base}/sessions/${seg(sessionId)}/keno-draw`, { stake, picks }, { ...keyed(key), ...auth(mode) }).then(casinoKenoDrawAnswer),
  /** A family round: roulette sends only its bets (the stake is their sum), the others a stake and their choice. */
  play: (mode: GameMode, sessionId: string, body: { stake?: number; choice?: FamilyChoice }, key: string) =>
    http.post<unknown>(`${base}/sessions/${seg(sessionId)}/play`, body, { ...keyed(key), ...auth(mode) }).then(casinoPlayAnswer),
  /** The next action of an open blackjack or video-poker round (one key per action). */
  act: (mode: GameMode, sessionId: string, body: { roundId: number; action: string; hold?: number[] }, key: string) =>
    http.post<unknown>(`${base}/sessions/${seg(sessionId)}/act`, body, { ...keyed(key), ...auth(mode) }).then(casinoActAnswer),
  crashBet: (mode: GameMode, sessionId: string, stake: number, autoCashOut: number | null, key: string) =>
    http.post<unknown>(`${base}/sessions/${seg(sessionId)}/crash-bet`, autoCashOut ? { stake, autoCashOut } : { stake }, { ...keyed(key), ...auth(mode) }).then(casinoCrashBetAnswer),
  cashOut: (mode: GameMode, sessionId: string, roundId: number) =>
    http.post<unknown>(`${base}/sessions/${seg(sessionId)}/cash-out`, { roundId }, auth(mode)).then(casinoCashOutAnswer),
  round: (mode: GameMode, sessionId: string, roundId: number) => http.get<unknown>(`${base}/sessions/${seg(sessionId)}/rounds/${roundId}`, { cache: 'no-store', ...auth(mode) }).then(casinoRoundAnswer),
  history: (mode: GameMode, sessionId: string) => http.get<unknown>(`${base}/sessions/${seg(sessionId)}/history`, { cache: 'no-store', ...auth(mode) }).then(casinoGamesSessionsHistoryAnswer).then((a) => a.rounds),
  clientSeed: (mode: GameMode, sessionId: string, clientSeed: string) => http.post<unknown>(`${base}/sessions/${seg(sessionId)}/client-seed`, { clientSeed }, auth(mode)).then(casinoGamesSessionsClientSeedPostAnswer),
  verify: (input: VerifyInput) => http.post<unknown>(`${base}/verify`, input, { auth: false }).then(casinoGamesVerifyPostAnswer),
};

export type GameApi = typeof gameApi;
