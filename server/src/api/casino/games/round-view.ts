/** What the browser sees of a round: amounts in major units, the seed revealed only once the round is over. */
import { toMajor } from '../../shared/money.ts';
import { currencyPrecision } from '../../shared/reference-data.ts';
import { multiplierAt } from './crash-engine.ts';
import type { RoundRow } from './game-store.ts';
import { stepContextOf } from './step-context.ts';

export interface RoundView {
  roundId: number;
  engine: string;
  status: string;
  stake: number;
  win: number;
  nonce: number;
  clientSeed: string;
  serverSeedHash: string;
  serverSeed: string | null;
  /** Keno's picks, or a family round's choice. */
  picks: unknown;
  autoCashOut: number | null;
  /** Engine outcome once settled (slot grid and wins, keno draw, crash point and cash-out, wheel segment). */
  outcome: unknown;
  /** Crash while flying: ms since the start and the multiplier now. */
  elapsedMs: number | null;
  multiplier: number | null;
  /** A multi-step round still open: what the player may see (their cards, the dealer's up card, the deal). */
  state: unknown;
  createdAt: number;
}

/** The picks as the player sees them: a multi-step round's action list without the call keys. */
function playedOf(round: RoundRow): unknown {
  const picks = JSON.parse(round.picks) as unknown;
  if (picks && typeof picks === 'object' && 'keys' in picks) return { actions: (picks as { actions?: unknown }).actions };
  return picks;
}

function openState(round: RoundRow): unknown {
  if (round.status !== 'open') return null;
  const step = stepContextOf(round);
  return step ? step.steps.openView(step.floats, step.params, step.play.actions) : null;
}

export function roundView(round: RoundRow, nowMs: number): RoundView {
  const precision = currencyPrecision(round.currency_id);
  const over = round.status !== 'open';
  const flying = round.engine === 'crash' && !over;
  return {
    roundId: round.id,
    engine: round.engine,
    status: round.status,
    stake: toMajor(round.stake, precision),
    win: toMajor(round.win, precision),
    nonce: round.nonce,
    clientSeed: round.client_seed,
    serverSeedHash: round.server_seed_hash,
    serverSeed: over ? round.server_seed : null,
    picks: playedOf(round),
    autoCashOut: round.auto_cash_out,
    outcome: over && round.outcome ? (JSON.parse(round.outcome) as unknown) : null,
    elapsedMs: flying ? nowMs - round.started_at_ms : null,
    multiplier: flying ? multiplierAt(nowMs - round.started_at_ms) : null,
    state: openState(round),
    createdAt: round.created_at,
  };
}
