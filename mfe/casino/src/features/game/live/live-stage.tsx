/**
 * A live table on the game page (issue 30): the drawn dealer with the round clock, the table's board (the
 * family's own view: roulette wheel and layout, baccarat hands, the money wheel) showing the shared result, the
 * recent-results strip, the other players' bets (anonymised seats) and the player's bet in the open window. The
 * clock, the result and the bets come from the table's stream, the same in every browser at the table.
 */
import { memo, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { isAnswerShapeError } from '@arena/contracts/answer-checks';
import { isHttpError, newIdempotencyKey } from '@arena/http';
import { gameApi, type BaccaratOutcome, type Round, type RouletteOutcome, type WheelOutcome } from '../game-api.ts';
import { choiceReady, familyBody, type GameStore } from '../game-store.ts';
import { useGameMoney, useGT } from '../game-text.ts';
import { BaccaratView } from '../baccarat-view.tsx';
import { MoneyWheelView } from '../money-wheel-view.tsx';
import { RouletteView } from '../roulette-view.tsx';
import { VerifyRow } from '../fair-panel.tsx';
import { PaytablePanel } from '../paytable-panel.tsx';
import { liveApi, type TableSnapshot } from './live-api.ts';
import { LiveDealer } from './live-dealer.tsx';
import { LiveBlackjackBoard, type LiveBlackjackOutcome } from './live-blackjack-board.tsx';
import { LIVE_CSS } from './live-styles.ts';
import { useLT } from './live-text.ts';
import { useLiveTable } from './use-live-table.ts';

interface MyBet { roundNumber: number; roundId: number; seat: string }

/**
 * The family's board. Memoised: the stage renders four times a second for its countdown, and the board (the
 * roulette layout alone is some 200 SVG elements) changes only with the table's snapshot or the player's choice.
 */
const Board = memo(function Board({ store, table }: { store: GameStore; table: TableSnapshot }) {
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  const paytable = state.launch!.paytable;
  const shown = table.phase === 'result' ? (table.round?.result ?? null) : null;
  const number = table.round?.number ?? 0;
  const closed = table.phase !== 'betting';
  switch (paytable.engine) {
    case 'roulette':
      return <RouletteView wheelOrder={paytable.wheelOrder} red={paytable.red} bets={state.choice.bets ?? []} outcome={shown as RouletteOutcome | null} spins={number} disabled={closed} onBet={store.addRouletteBet} onClear={store.clearRouletteBets} />;
    case 'baccarat':
      return <BaccaratView side={state.choice.side ?? 'banker'} outcome={shown as BaccaratOutcome | null} round={number} disabled={closed} onSide={(side) => store.setChoice({ side })} />;
    case 'wheel':
      return <MoneyWheelView segments={paytable.segments} marks={paytable.marks.map((m) => m.mark)} mark={state.choice.mark ?? 1} outcome={shown as WheelOutcome | null} spins={number} disabled={closed} onMark={(mark) => store.setChoice({ mark })} />;
    case 'live-blackjack':
      return <LiveBlackjackBoard outcome={shown as LiveBlackjackOutcome | null} rtp={paytable.rtp} />;
    default:
      return null;
  }
});

export function LiveStage({ store, onRealMoney }: { store: GameStore; onRealMoney: (balance: number) => void }) {
  const t = useGT();
  const lt = useLT();
  const money = useGameMoney();
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  const launch = state.launch!;
  const { table, serverNow } = useLiveTable(launch.game.slug);
  const [balance, setBalance] = useState(state.session!.balance);
  const [myBets, setMyBets] = useState<MyBet[]>([]);
  const [settled, setSettled] = useState<{ roundNumber: number; stake: number; win: number } | null>(null);
  const [history, setHistory] = useState<Round[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [placing, setPlacing] = useState(false);
  const resolved = useRef(new Set<number>());
  const { mode, stake, choice } = state;
  const sessionId = launch.sessionId;

  // Once the table shows the result of a round the player bet in, its bets are settled: read them and the balance.
  const drawnRound = table?.phase === 'result' ? table.round?.number : undefined;
  useEffect(() => {
    if (drawnRound === undefined || resolved.current.has(drawnRound)) return;
    const mine = myBets.filter((b) => b.roundNumber === drawnRound);
    if (mine.length === 0) return;
    resolved.current.add(drawnRound);
    void (async () => {
      const rounds = await Promise.all(mine.map((b) => gameApi.round(mode, sessionId, b.roundId).then((a) => a.round)));
      const total = (pick: (r: Round) => number) => Math.round(rounds.reduce((sum, r) => sum + pick(r), 0) * 1000) / 1000;
      setSettled({ roundNumber: drawnRound, stake: total((r) => r.stake), win: total((r) => r.win) });
      const session = await liveApi.session(mode, sessionId);
      setBalance(session.balance);
      if (mode === 'real') onRealMoney(session.balance);
      setHistory(await gameApi.history(mode, sessionId));
    })().catch(() => resolved.current.delete(drawnRound));
  }, [drawnRound, myBets, mode, sessionId, onRealMoney]);

  const round = table?.round ?? null;
  const phase = table?.phase ?? 'sleeping';
  const windowMs = round ? round.closesAt - round.opensAt : 1;
  const leftMs = round && phase === 'betting' ? Math.max(0, round.closesAt - serverNow) : 0;
  const seconds = Math.ceil(leftMs / 1000);
  const stakeValid = Number.isFinite(stake) && stake >= launch.minStake && stake <= launch.maxStake;
  const canBet = phase === 'betting' && leftMs > 0 && stakeValid && choiceReady(launch.game.engine, choice) && !placing;
  const seats = new Set(myBets.map((b) => b.seat));

  const placeBet = async () => {
    if (!round) return;
    setPlacing(true);
    setError(null);
    try {
      const answer = await liveApi.bet(mode, sessionId, familyBody(launch.game.engine, stake, choice), newIdempotencyKey());
      const seat = answer.table.round?.bets.at(-1)?.seat ?? '';
      setMyBets((bets) => [...bets, { roundNumber: answer.round.nonce, roundId: answer.round.roundId, seat }]);
      setBalance(answer.session.balance);
      if (mode === 'real') onRealMoney(answer.session.balance);
      if (launch.game.engine === 'roulette') store.clearRouletteBets();
    } catch (problem) {
      if (isAnswerShapeError(problem)) setError(t('answer_shape_error'));
      else setError((isHttpError(problem) ? (problem.body as { message?: string } | undefined)?.message : '') || t('play_failed'));
    } finally {
      setPlacing(false);
    }
  };

  const phaseText = phase === 'betting' ? lt('phase_betting', { seconds }) : lt(`phase_${phase}`);
  const resultLabel = phase === 'result' ? (table?.recent[0]?.label ?? '') : '';
  return (
    <div className="lv-stage" data-testid="live-table" data-phase={phase} data-round={round?.number ?? ''} data-closes-at={round?.closesAt ?? ''}
      data-bets={round?.totals.bets ?? 0} data-players={round?.totals.players ?? 0} data-result={resultLabel} data-hash={round?.serverSeedHash ?? ''}>
      <style>{LIVE_CSS}</style>
      <div className="lv-top">
        <span className="lv-badge">{lt('live_badge')}</span>
        <span data-testid="live-round">{round ? lt('round_label', { number: round.number }) : ''}</span>
        <strong className="lv-phase" data-testid="live-clock" aria-live="polite">{phaseText}</strong>
        <span>{mode === 'demo' ? t('demo_balance') : t('real_balance')}{' '}
          <span className="gm-balance" data-testid="live-balance" data-balance={balance}>{money(balance, state.session!.currency)}</span>
        </span>
      </div>
      <div className="lv-top">
        <LiveDealer phase={phase} left={leftMs / windowMs} seconds={seconds} label={`${lt('dealer_label')}: ${phaseText}`} />
        <div>
          <h3>{lt('recent_title')}</h3>
          <ol className="lv-strip" data-testid="live-recent">
            {(table?.recent ?? []).map((r, i) => <li key={i} className={`tone-${r.tone}`}>{r.label}</li>)}
          </ol>
        </div>
      </div>
      {table ? <Board store={store} table={table} /> : <div className="cs-skeleton" aria-busy="true" />}

      <form className="gm-controls" onSubmit={(e) => { e.preventDefault(); if (canBet) void placeBet(); }}>
        <label>
          {t(launch.game.engine === 'roulette' ? 'chip_label' : 'stake_label', { min: launch.minStake, max: launch.maxStake })}
          <input type="number" inputMode="decimal" step="0.01" min={launch.minStake} max={launch.maxStake} value={Number.isFinite(stake) ? stake : ''}
            onChange={(e) => store.setStake(e.target.valueAsNumber)} aria-invalid={!stakeValid} data-testid="game-stake" />
        </label>
        <button type="submit" className="gm-play" disabled={!canBet} data-testid="live-bet">{lt('place_bet')}</button>
      </form>
      {error ? <div className="gm-alert" role="alert" data-testid="game-error"><span>{error}</span><button type="button" className="gm-link" onClick={() => setError(null)}>{t('dismiss')}</button></div> : null}
      <p className="gm-result" data-testid="live-my-result" data-round={settled?.roundNumber ?? ''} data-stake={settled?.stake ?? ''} data-win={settled?.win ?? ''}>
        {settled ? (settled.win > 0 ? t('result_win', { win: money(settled.win, state.session!.currency) }) : t('result_no_win')) : ''}
      </p>

      <section>
        <h3>{lt('bets_title')}</h3>
        <p className="gm-hint" data-testid="live-totals">{lt('bets_totals', { bets: round?.totals.bets ?? 0, players: round?.totals.players ?? 0 })}</p>
        <ul className="lv-bets" data-testid="live-bets">
          {(round?.bets ?? []).map((b, i) => (
            <li key={i} className={seats.has(b.seat) ? 'is-mine' : ''} data-seat={b.seat}>
              <span>{seats.has(b.seat) ? lt('seat_you') : lt('seat_label', { seat: b.seat })}</span>
              <span>{b.label}</span>
              <span>{money(b.amount, b.currency)}</span>
            </li>
          ))}
        </ul>
      </section>

      <details className="gm-panel" data-testid="fair-panel">
        <summary>{t('fair_title')}</summary>
        <p>{lt('fair_explain')}</p>
        <p data-testid="live-interrupted-rule">{lt('interrupted_rule')}</p>
        <code className="gm-code" data-testid="live-hash">{t('fair_hash')}: {round?.serverSeedHash ?? ''}</code>
        {round?.serverSeed ? <code className="gm-code" data-testid="live-seed">{t('fair_seed')}: {round.serverSeed}</code> : null}
        <h3>{t('fair_history')}</h3>
        {history.length === 0 ? <p>{t('fair_no_rounds')}</p> : <ul className="gm-fair__list">{history.map((r) => <VerifyRow key={r.roundId} round={r} game={launch.game.slug} />)}</ul>}
      </details>
      <PaytablePanel paytable={launch.paytable} />
    </div>
  );
}
