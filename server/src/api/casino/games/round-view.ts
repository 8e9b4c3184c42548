/** What the browser sees of a round: amounts in major units, the seed revealed only once the round is over. */
import type { CasinoRound } from '@arena/domain';
import { toMajor } from '../../shared/money.ts';
import { currencyPrecision } from '../../shared/reference-data.ts';
import { multiplierAt } from './crash-engine.ts';
import type { RoundRow } from './game-store.ts';
import { slotTableKey } from './slot-table.ts';
import { stepContextOf, type StepPlay } from './step-context.ts';

/** The round's wire shape (@arena/contracts casino-rounds.ts): keno's picks or a family's choice, the engine's outcome once settled, a crash round's flight, an open step round's table. */
export type RoundView = CasinoRound;

/** The picks as the player sees them: a multi-step round's action list without the call keys. */
function playedOf(round: RoundRow): RoundView['picks'] {
  const picks = JSON.parse(round.picks) as RoundView['picks'] | StepPlay;
  if (picks && !Array.isArray(picks) && 'keys' in picks) return { actions: picks.actions };
  return picks;
}

function openState(round: RoundRow): RoundView['state'] {
  if (round.status !== 'open') return null;
  const step = stepContextOf(round);
  return step ? (step.steps.openView(step.floats, step.params, step.play.actions) as RoundView['state']) : null;
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
    slotTable: round.engine === 'slot' ? slotTableKey(round.slot_table) : null,
    outcome: over && round.outcome ? (JSON.parse(round.outcome) as RoundView['outcome']) : null,
    elapsedMs: flying ? nowMs - round.started_at_ms : null,
    multiplier: flying ? multiplierAt(nowMs - round.started_at_ms) : null,
    state: openState(round),
    createdAt: round.created_at,
  };
}
