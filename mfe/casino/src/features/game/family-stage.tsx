/** The board of an engine family's game (roulette, dice, plinko, scratch card, money wheel, baccarat, blackjack, video poker, bingo, lottery, Hi-Lo, Mines, the shooter, the virtual sports) with its choice. */
import { useSyncExternalStore } from 'react';
import type { BaccaratOutcome, DiceOutcome, FamilyOutcome, PlinkoOutcome, RouletteOutcome, ScratchOutcome, WheelOutcome } from './game-api.ts';
import type { GameStore } from './game-store.ts';
import { BaccaratView } from './baccarat-view.tsx';
import { BlackjackView } from './blackjack-view.tsx';
import { VideoPokerView } from './video-poker-view.tsx';
import { DiceView } from './dice-view.tsx';
import { MoneyWheelView } from './money-wheel-view.tsx';
import { PlinkoView } from './plinko-view.tsx';
import { RouletteView } from './roulette-view.tsx';
import { ScratchView } from './scratch-view.tsx';
import { WaysView } from './ways-view.tsx';
import { HoldView } from './hold-view.tsx';
import type { HoldOutcome, WaysOutcome } from './slot-mechanics-api.ts';
import { BingoView } from './bingo-view.tsx';
import { LotteryView } from './lottery-view.tsx';
import { HiloView } from './hilo-view.tsx';
import { MinesView } from './mines-view.tsx';
import type { BingoOutcome, LotteryOutcome } from './draw-types.ts';
import { FishingView } from './fishing-view.tsx';
import { VirtualMatchView } from './virtual-match-view.tsx';
import { VirtualRaceView } from './virtual-race-view.tsx';
import type { BasketballOutcome, MatchOutcome, RaceOutcome, TennisOutcome } from './arcade-api.ts';
import { VirtualTennisView } from './virtual-tennis-view.tsx';
import { VirtualBasketballView } from './virtual-basketball-view.tsx';

/** The settled round's outcome when it is this family's. */
function outcomeAs<T extends FamilyOutcome | WaysOutcome | HoldOutcome>(outcome: unknown, engine: T['engine']): T | null {
  return outcome && typeof outcome === 'object' && (outcome as { engine?: string }).engine === engine ? (outcome as T) : null;
}

export function FamilyStage({ store }: { store: GameStore }) {
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  const paytable = state.launch?.paytable;
  const round = state.lastRound?.status === 'settled' ? state.lastRound : null;
  const outcome = round?.outcome ?? null;
  const spins = round?.roundId ?? 0;
  const disabled = state.phase !== 'ready';
  switch (paytable?.engine) {
    case 'roulette':
      return <RouletteView wheelOrder={paytable.wheelOrder} red={paytable.red} bets={state.choice.bets ?? []} outcome={outcomeAs<RouletteOutcome>(outcome, 'roulette')} spins={spins} disabled={disabled} onBet={store.addRouletteBet} onClear={store.clearRouletteBets} />;
    case 'dice':
      return <DiceView target={state.choice.target ?? 50} min={paytable.minTarget} max={paytable.maxTarget} outcome={outcomeAs<DiceOutcome>(outcome, 'dice')} disabled={disabled} onTarget={(target) => store.setChoice({ target })} />;
    case 'plinko':
      return <PlinkoView rows={paytable.rows} risk={paytable.risk} bins={paytable.bins} outcome={outcomeAs<PlinkoOutcome>(outcome, 'plinko')} />;
    case 'scratch':
      return <ScratchView outcome={outcomeAs<ScratchOutcome>(outcome, 'scratch')} />;
    case 'wheel':
      return <MoneyWheelView segments={paytable.segments} marks={paytable.marks.map((m) => m.mark)} mark={state.choice.mark ?? 1} outcome={outcomeAs<WheelOutcome>(outcome, 'wheel')} spins={spins} disabled={disabled} onMark={(mark) => store.setChoice({ mark })} />;
    case 'baccarat':
      return <BaccaratView side={state.choice.side ?? 'banker'} outcome={outcomeAs<BaccaratOutcome>(outcome, 'baccarat')} round={spins} disabled={disabled} onSide={(side) => store.setChoice({ side })} />;
    case 'blackjack':
      return <BlackjackView round={state.lastRound} disabled={disabled} onMove={(move) => void store.act(move)} />;
    case 'video-poker':
      return <VideoPokerView round={state.lastRound} hold={state.hold} disabled={disabled} onHold={store.toggleHold} onDraw={() => void store.act('draw')} />;
    case 'slot-ways':
      return <WaysView paytable={paytable} outcome={outcomeAs<WaysOutcome>(outcome, 'slot-ways')} />;
    case 'slot-hold':
      return <HoldView paytable={paytable} outcome={outcomeAs<HoldOutcome>(outcome, 'slot-hold')} />;
    case 'bingo':
      return <BingoView paytable={paytable} cards={state.choice.cards ?? 1} outcome={outcomeAs<BingoOutcome>(outcome, 'bingo')} disabled={disabled} onCards={(cards) => store.setChoice({ cards })} />;
    case 'lottery':
      return <LotteryView paytable={paytable} numbers={state.choice.numbers ?? []} outcome={outcomeAs<LotteryOutcome>(outcome, 'lottery')} disabled={disabled} onNumbers={(numbers) => store.setChoice({ numbers })} />;
    case 'hilo':
      return <HiloView paytable={paytable} round={state.lastRound} disabled={disabled} onAction={(action) => void store.act(action)} />;
    case 'fishing':
      return <FishingView fish={paytable.fish} shots={paytable.shots} scene={paytable.scene} round={state.lastRound} disabled={disabled} onShoot={(kind) => void store.act(`shoot-${kind}`)} />;
    case 'virtual-match':
      return <VirtualMatchView picks={paytable.picks} minutes={paytable.minutes} pick={state.choice.pick ?? 'home'} outcome={outcomeAs<MatchOutcome>(outcome, 'virtual-match')} round={spins} disabled={disabled} onPick={(pick) => store.setChoice({ pick })} />;
    case 'mines':
      return <MinesView paytable={paytable} mines={state.choice.mines ?? 3} round={state.lastRound} disabled={disabled} onMines={(mines) => store.setChoice({ mines })} onAction={(action) => void store.act(action)} />;
    case 'virtual-race':
      return <VirtualRaceView picks={paytable.picks} kind={paytable.runnerKind} runner={state.choice.runner ?? 1} outcome={outcomeAs<RaceOutcome>(outcome, 'virtual-race')} round={spins} disabled={disabled} onRunner={(runner) => store.setChoice({ runner })} />;
    case 'virtual-tennis':
      return <VirtualTennisView picks={paytable.picks} line={paytable.line} pick={state.choice.pick ?? 'home'} outcome={outcomeAs<TennisOutcome>(outcome, 'virtual-tennis')} round={spins} disabled={disabled} onPick={(pick) => store.setChoice({ pick })} />;
    case 'virtual-basketball':
      return <VirtualBasketballView picks={paytable.picks} line={paytable.line} pick={state.choice.pick ?? 'home'} outcome={outcomeAs<BasketballOutcome>(outcome, 'virtual-basketball')} round={spins} disabled={disabled} onPick={(pick) => store.setChoice({ pick })} />;
    default:
      return null;
  }
}
