/**
 * The game page's state machine, React-free: launch a session (demo or real), play rounds with one
 * Idempotency-Key per action (a retry after a failure sends the same key, so the server resumes the round
 * and never takes the stake twice), fly a crash round (polling its status) and cash out, and close the game
 * when the session ends (session limit, break). Real-money results are announced through `onRealMoney`.
 */
import { isAnswerShapeError } from '@arena/contracts/answer-checks';
import { isHttpError, newIdempotencyKey } from '@arena/http';
import { arcadeBody } from './arcade-api.ts';
import { ANSWER_SHAPE_CODE, isFamilyEngine, STEP_ENGINES, type FamilyChoice, type GameApi, type GameMode, type LaunchInfo, type PlayAnswer, type Round, type RouletteBet, type SessionState } from './game-api.ts';

export type Phase = 'launching' | 'ready' | 'playing' | 'flying' | 'not-found' | 'sign-in' | 'launch-error' | 'closed';
export type ClosedReason = 'session-limit' | 'break' | 'signed-out';

export interface GameError {
  code: string;
  message: string;
  retryable: boolean;
}

export interface GameState {
  phase: Phase;
  mode: GameMode;
  launch: LaunchInfo | null;
  session: SessionState | null;
  stake: number;
  picks: number[];
  autoCashOut: number | null;
  /** A family game's choice: the roulette bet slip, dice target, wheel mark, baccarat side. */
  choice: FamilyChoice;
  /** Video poker: the places (0–4) of the dealt cards the player holds. */
  hold: number[];
  lastRound: Round | null;
  history: Round[];
  error: GameError | null;
  closedReason: ClosedReason | null;
}

export interface GameStoreDeps {
  api: GameApi;
  game: string;
  /** After a real-money move: the new balance of the session's account. */
  onRealMoney: (balance: number) => void;
  /** Crash status polling interval (ms); tests pass their own timers. */
  pollMs?: number;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

const CLOSING_CODES: Readonly<Record<string, ClosedReason>> = {
  session_limit_reached: 'session-limit',
  self_excluded: 'break',
  deposit_timeout: 'break',
  session_closed: 'signed-out',
};

export const MAX_KENO_PICKS = 10;
export const MAX_ROULETTE_BETS = 40;
/** Where each family's choice starts (a roulette slip starts empty: the player places chips). */
const START_CHOICE: FamilyChoice = { bets: [], target: 50, mark: 1, side: 'banker', cards: 1, numbers: [], pick: 'home', runner: 1, mines: 3 };

/** Whether the player's choice is enough to play (roulette needs a chip on the table, a lottery ticket all its numbers). */
export const choiceReady = (engine: string, choice: FamilyChoice, lotteryPick = 0): boolean =>
  engine === 'roulette' ? (choice.bets?.length ?? 0) > 0 : engine === 'lottery' ? (choice.numbers?.length ?? 0) === lotteryPick : true;

/** The play call's body for a family: roulette's bets name their amounts, the others take the stake. */
export function familyBody(engine: string, stake: number, choice: FamilyChoice): { stake?: number; choice?: FamilyChoice } {
  switch (engine) {
    case 'roulette': return { choice: { bets: choice.bets ?? [] } };
    case 'dice': return { stake, choice: { target: choice.target ?? 50 } };
    case 'wheel': return { stake, choice: { mark: choice.mark ?? 1 } };
    case 'baccarat': return { stake, choice: { side: choice.side ?? 'banker' } };
    case 'bingo': return { stake, choice: { cards: choice.cards ?? 1 } };
    case 'lottery': return { stake, choice: { numbers: choice.numbers ?? [] } };
    case 'mines': return { stake, choice: { mines: choice.mines ?? 3 } };
    default: return arcadeBody(engine, stake, choice) ?? { stake };
  }
}

export function createGameStore(deps: GameStoreDeps) {
  const { api, game } = deps;
  const setTimer = deps.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
  const clearTimer = deps.clearTimer ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  let state: GameState = {
    phase: 'launching', mode: 'demo', launch: null, session: null, stake: 0, picks: [], autoCashOut: null, choice: START_CHOICE, hold: [],
    lastRound: null, history: [], error: null, closedReason: null,
  };
  const listeners = new Set<() => void>();
  let pendingKey: string | null = null;
  let pendingAction: (() => Promise<void>) | null = null;
  let poll: unknown = null;
  let generation = 0;
  let disposed = false;

  const set = (patch: Partial<GameState>) => {
    if (disposed) return;
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  };

  const errorOf = (error: unknown): GameError => {
    if (isHttpError(error)) {
      const body = error.body as { code?: string; message?: string; retryable?: boolean } | undefined;
      const code = body?.code ?? error.code ?? 'network';
      return { code, message: body?.message ?? '', retryable: body?.retryable === true || error.kind !== 'http' || error.status >= 500 };
    }
    // A refused answer (issue 27): nothing of it is shown; sending the same round again would only replay it.
    if (isAnswerShapeError(error)) return { code: ANSWER_SHAPE_CODE, message: '', retryable: false };
    return { code: 'network', message: '', retryable: true };
  };

  const closeFor = (error: GameError): boolean => {
    const reason = CLOSING_CODES[error.code];
    if (!reason || state.mode !== 'real') return false;
    close(reason);
    return true;
  };

  function close(reason: ClosedReason) {
    stopPolling();
    pendingKey = null;
    pendingAction = null;
    set({ phase: 'closed', closedReason: reason, error: null });
  }

  function stopPolling() {
    if (poll !== null) clearTimer(poll);
    poll = null;
  }

  const loadHistory = async () => {
    const launch = state.launch;
    if (!launch) return;
    try {
      const history = await api.history(state.mode, launch.sessionId);
      if (state.launch === launch) set({ history });
    } catch {
      // The history is a convenience; the round itself is shown from the play answer.
    }
  };

  const applyPlay = (answer: PlayAnswer) => {
    const flying = answer.round.engine === 'crash' && answer.round.status === 'open';
    set({ lastRound: answer.round, session: answer.session, phase: flying ? 'flying' : 'ready', error: null });
    if (state.mode === 'real') deps.onRealMoney(answer.session.balance);
    if (flying) schedulePoll(answer.round.roundId);
    else void loadHistory();
  };

  function schedulePoll(roundId: number) {
    stopPolling();
    poll = setTimer(async () => {
      poll = null;
      const launch = state.launch;
      if (!launch || state.phase !== 'flying') return;
      try {
        applyPlay(await api.round(state.mode, launch.sessionId, roundId));
      } catch (error) {
        const problem = errorOf(error);
        if (closeFor(problem)) return;
        schedulePoll(roundId); // a missed poll is tried again; the round keeps flying on the server
      }
    }, deps.pollMs ?? 200);
  }

  /** Runs a money action once; on failure it may be retried with the same key. */
  const run = async (action: (key: string) => Promise<PlayAnswer>) => {
    const key = pendingKey ?? newIdempotencyKey();
    pendingKey = key;
    const attempt = async () => {
      set({ phase: 'playing', error: null });
      try {
        const answer = await action(key);
        pendingKey = null;
        pendingAction = null;
        applyPlay(answer);
      } catch (error) {
        const problem = errorOf(error);
        if (closeFor(problem)) return;
        if (!problem.retryable) {
          pendingKey = null;
          pendingAction = null;
        }
        set({ phase: 'ready', error: problem });
      }
    };
    pendingAction = attempt;
    await attempt();
  };

  async function launch(mode: GameMode) {
    const mine = ++generation;
    stopPolling();
    pendingKey = null;
    pendingAction = null;
    set({ phase: 'launching', mode, launch: null, session: null, lastRound: null, history: [], error: null, closedReason: null });
    try {
      const info = await api.launch(game, mode);
      if (mine !== generation) return;
      set({ phase: 'ready', launch: info, session: info, stake: info.minStake, picks: [], autoCashOut: null, choice: START_CHOICE, hold: [] });
      if (mode === 'real') deps.onRealMoney(info.balance);
    } catch (error) {
      if (mine !== generation) return;
      const problem = errorOf(error);
      if (isHttpError(error) && error.status === 404) return set({ phase: 'not-found' });
      if (mode === 'real' && isHttpError(error) && (error.status === 401 || problem.code === 'sign_in_required')) return set({ phase: 'sign-in', error: problem });
      if (mode === 'real' && CLOSING_CODES[problem.code]) return close(CLOSING_CODES[problem.code]!);
      set({ phase: 'launch-error', error: problem });
    }
  }

  const canPlay = () => state.launch !== null && state.phase === 'ready';

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    launch,
    setStake: (stake: number) => set({ stake }),
    setAutoCashOut: (autoCashOut: number | null) => set({ autoCashOut }),
    togglePick(n: number) {
      if (state.picks.includes(n)) set({ picks: state.picks.filter((p) => p !== n) });
      else if (state.picks.length < MAX_KENO_PICKS) set({ picks: [...state.picks, n].sort((a, b) => a - b) });
    },
    clearPicks: () => set({ picks: [] }),
    setChoice: (patch: Partial<FamilyChoice>) => set({ choice: { ...state.choice, ...patch } }),
    /** Places a chip of the current stake on the roulette table (the same spot again adds to it). */
    addRouletteBet(bet: Omit<RouletteBet, 'amount'>) {
      // No chip without a valid stake (the field may be empty while the player types).
      if (!(Number.isFinite(state.stake) && state.stake > 0)) return;
      const bets = state.choice.bets ?? [];
      const same = (b: RouletteBet) => b.type === bet.type && (b.numbers ?? []).join() === (bet.numbers ?? []).join();
      const amount = Math.round(state.stake * 1000) / 1000;
      if (bets.some(same)) set({ choice: { ...state.choice, bets: bets.map((b) => (same(b) ? { ...b, amount: Math.round((b.amount + amount) * 1000) / 1000 } : b)) } });
      else if (bets.length < MAX_ROULETTE_BETS) set({ choice: { ...state.choice, bets: [...bets, { ...bet, amount }] } });
    },
    clearRouletteBets: () => set({ choice: { ...state.choice, bets: [] } }),
    /** Video poker: holds or releases the dealt card at this place. */
    toggleHold(place: number) {
      set({ hold: state.hold.includes(place) ? state.hold.filter((p) => p !== place) : [...state.hold, place].sort((a, b) => a - b) });
    },
    /** The next action of the open blackjack or video-poker round (its own key: a retry never acts twice). */
    async act(action: string) {
      const launch = state.launch;
      const round = state.lastRound;
      if (!launch || !round || round.status !== 'open' || !canPlay() || !STEP_ENGINES.includes(round.engine)) return;
      const { mode } = state;
      const body = action === 'draw' ? { roundId: round.roundId, action, hold: state.hold } : { roundId: round.roundId, action };
      return run((key) => api.act(mode, launch.sessionId, body, key));
    },
    async play() {
      const launch = state.launch;
      if (!launch || !canPlay()) return;
      const { mode, stake } = state;
      const engine = launch.game.engine;
      if (engine === 'keno') return run((key) => api.kenoDraw(mode, launch.sessionId, stake, state.picks, key));
      if (engine === 'crash') return run((key) => api.crashBet(mode, launch.sessionId, stake, state.autoCashOut, key));
      if (STEP_ENGINES.includes(engine)) set({ hold: [] });
      if (isFamilyEngine(engine)) {
        const body = familyBody(engine, stake, state.choice);
        return run((key) => api.play(mode, launch.sessionId, body, key));
      }
      return run((key) => api.spin(mode, launch.sessionId, stake, key));
    },
    /** Sends the failed action again with its key (the server resumes the round, nothing is taken twice). */
    async retry() {
      if (pendingAction) await pendingAction();
      else if (state.phase === 'launch-error') await launch(state.mode);
    },
    dismissError: () => set({ error: null }),
    async cashOut() {
      const launch = state.launch;
      const round = state.lastRound;
      if (!launch || !round || state.phase !== 'flying') return;
      stopPolling();
      try {
        applyPlay(await api.cashOut(state.mode, launch.sessionId, round.roundId));
      } catch (error) {
        const problem = errorOf(error);
        if (closeFor(problem)) return;
        set({ error: problem });
        schedulePoll(round.roundId);
      }
    },
    async setClientSeed(clientSeed: string) {
      const launch = state.launch;
      if (!launch) return;
      try {
        set({ session: await api.clientSeed(state.mode, launch.sessionId, clientSeed) });
      } catch (error) {
        set({ error: errorOf(error) });
      }
    },
    close,
    dispose() {
      stopPolling();
      disposed = true;
      listeners.clear();
    },
  };
}

export type GameStore = ReturnType<typeof createGameStore>;
