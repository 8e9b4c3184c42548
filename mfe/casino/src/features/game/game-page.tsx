/**
 * The game page (every casino route's game/{gameId}/{gameName} and games/{gameRoute}): the game in demo
 * or real mode, its balance (a real-money round reloads the page's accounts, so the header follows), full screen, the
 * paytable and the provably-fair panel, errors with retry. The session-limit end closes the game; a
 * reality check or any modal leaves full screen so the shell's dialog shows over the game.
 */
import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { bus } from '@arena/event-bus';
import { playerAccounts } from '@arena/server-state';
import { Link, useBusEvent, useBusState } from '@arena/ui-kit';
import { NotFoundView } from '../../shared/states.tsx';
import { ANSWER_SHAPE_CODE, gameApi, type GameMode, type KenoOutcome, type SlotOutcome } from './game-api.ts';
import { choiceReady, createGameStore, type GameStore } from './game-store.ts';
import { GAME_CSS } from './game-styles.ts';
import { useGameMoney, useGT } from './game-text.ts';
import { CrashView } from './crash-view.tsx';
import { FairPanel } from './fair-panel.tsx';
import { KenoView } from './keno-view.tsx';
import { PaytablePanel } from './paytable-panel.tsx';
import { SlotView } from './slot-view.tsx';
import { FamilyStage } from './family-stage.tsx';
import { LiveStage } from './live/live-stage.tsx';
import { useT } from '../../shared/text.tsx';
import { familyNameKey } from '../../shared/family-name.ts';

/** Real money moved (a settled round): every reader of the page's accounts (the header first) shows the server's balance. */
const reloadAccounts = () => void playerAccounts.changed();


function leaveFullscreen() {
  if (typeof document !== 'undefined' && document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
}

export function GamePage() {
  const route = useBusState('route');
  const key = route?.params['gameId'] ?? route?.params['gameRoute'] ?? '';
  if (!/^[a-z0-9-]{1,64}$/.test(key)) return <NotFoundView />;
  return <GameScreen key={key} game={key} />;
}

function useGameStore(game: string): GameStore {
  const store = useMemo(() => createGameStore({ api: gameApi, game, onRealMoney: reloadAccounts }), [game]);
  useEffect(() => {
    void store.launch('demo');
    return () => store.dispose();
  }, [store]);
  return store;
}

function GameScreen({ game }: { game: string }) {
  const t = useGT();
  const tc = useT();
  const lng = useBusState('language');
  const user = useBusState('user');
  const store = useGameStore(game);
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  const frame = useRef<HTMLElement>(null);

  useBusEvent('session-limit:ended', () => {
    leaveFullscreen();
    store.close('session-limit');
  });
  useBusEvent('reality-check:due', leaveFullscreen);
  useBusEvent('modal:open', leaveFullscreen);
  useBusEvent('auth:logout', () => {
    if (store.getState().mode === 'real') store.close('signed-out');
  });

  if (state.phase === 'not-found') return <NotFoundView />;
  const launch = state.launch;
  const busy = state.phase === 'playing' || state.phase === 'launching';
  const switchTo = (mode: GameMode) => void store.launch(mode);
  const toggleFullscreen = () => {
    if (document.fullscreenElement) leaveFullscreen();
    else void frame.current?.requestFullscreen?.().catch(() => undefined);
  };

  return (
    <section className="gm-page" ref={frame} data-testid="game-page" data-game={game} data-mode={state.mode} data-phase={state.phase}>
      <style>{GAME_CSS}</style>
      <header className="gm-head">
        <div>
          <h2 data-testid="game-title">{launch?.game.name ?? t('loading_game')}</h2>
          {launch ? <p className="gm-family" data-testid="game-family" data-engine={launch.game.engine}>{tc(familyNameKey(launch.game.engine, launch.game.slug))}</p> : null}
        </div>
        <div className="gm-row">
          <div className="gm-modes" role="group" aria-label={t('mode_label')}>
            <button type="button" aria-pressed={state.mode === 'demo'} onClick={() => switchTo('demo')} disabled={busy || state.phase === 'flying'} data-testid="game-mode-demo">
              {t('mode_demo')}
            </button>
            <button type="button" aria-pressed={state.mode === 'real'} onClick={() => switchTo('real')} disabled={busy || state.phase === 'flying'} data-testid="game-mode-real">
              {t('mode_real')}
            </button>
          </div>
          <button type="button" className="gm-link" onClick={toggleFullscreen} data-testid="game-fullscreen">
            {t('fullscreen')}
          </button>
        </div>
      </header>

      {state.phase === 'closed' ? (
        <div className="gm-closed" role="alert" data-testid="game-closed" data-reason={state.closedReason}>
          <p>{t(`closed_${state.closedReason ?? 'session-limit'}`)}</p>
          <Link href={`/${lng}/casino-lobby`}>{t('to_lobby')}</Link>
        </div>
      ) : null}

      {state.phase === 'sign-in' ? (
        <div className="gm-closed" data-testid="game-sign-in">
          <p>{t('sign_in_for_real')}</p>
          <div className="gm-row">
            {!user ? <button type="button" className="gm-play" onClick={() => bus.emit('modal:open', { kind: 'login' })}>{t('sign_in')}</button> : null}
            <button type="button" className="gm-link" onClick={() => switchTo('demo')}>{t('play_demo_instead')}</button>
          </div>
        </div>
      ) : null}

      {state.phase === 'launch-error' ? (
        <div className="gm-alert" role="alert" data-testid="game-error">
          <span>{state.error?.message || t('launch_failed')}</span>
          <button type="button" onClick={() => void store.retry()} data-testid="game-retry">{t('retry')}</button>
        </div>
      ) : null}

      {state.phase === 'launching' ? <div className="cs-skeleton" role="status" aria-busy="true" aria-label={t('loading_game')} /> : null}

      {launch && state.session && state.phase !== 'closed' && state.phase !== 'launching'
        ? launch.live ? <LiveStage key={launch.sessionId} store={store} onRealMoney={reloadAccounts} /> : <GameStage store={store} />
        : null}
    </section>
  );
}

function GameStage({ store }: { store: GameStore }) {
  const t = useGT();
  const money = useGameMoney();
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  const launch = state.launch!;
  const session = state.session!;
  const engine = launch.game.engine;
  const round = state.lastRound;
  const busy = state.phase === 'playing';
  const flying = state.phase === 'flying';
  const stakeValid = Number.isFinite(state.stake) && state.stake >= launch.minStake && state.stake <= launch.maxStake;
  // An open blackjack or video-poker round is finished with its own buttons before the next deal.
  const ready = (engine !== 'keno' || state.picks.length > 0) && choiceReady(engine, state.choice, launch.paytable.engine === 'lottery' ? launch.paytable.pick : 0) && round?.status !== 'open';
  const settled = round && round.status === 'settled' ? round : null;
  const outcome = settled?.outcome ?? null;

  return (
    <div className="gm-stage" data-testid="game-stage" data-engine={engine}>
      <div className="gm-row">
        <span>{state.mode === 'demo' ? t('demo_balance') : t('real_balance')}</span>
        <span className="gm-balance" data-testid="game-balance" data-balance={session.balance}>{money(session.balance, session.currency)}</span>
      </div>

      {engine === 'slot' && launch.paytable.engine === 'slot' ? <SlotView outcome={outcome && 'slot' in outcome ? (outcome as SlotOutcome) : null} paylines={launch.paytable.paylines} /> : null}
      {engine === 'keno' ? (
        <KenoView picks={state.picks} outcome={outcome && 'keno' in outcome ? (outcome as KenoOutcome) : null} disabled={busy} onToggle={store.togglePick} onClear={store.clearPicks} />
      ) : null}
      {engine === 'crash' && launch.paytable.engine === 'crash' ? <CrashView round={round} growth={launch.paytable.growthPerSecond} /> : null}
      <FamilyStage store={store} />

      <p className="gm-result" data-testid="game-result" data-round={settled?.roundId ?? ''} data-stake={settled?.stake ?? ''} data-win={settled?.win ?? ''}>
        {settled ? (settled.win > 0 ? t('result_win', { win: money(settled.win, session.currency) }) : t('result_no_win')) : ''}
      </p>

      <form className="gm-controls" onSubmit={(e) => { e.preventDefault(); if (stakeValid && ready) void store.play(); }}>
        <label>
          {t(engine === 'roulette' ? 'chip_label' : engine === 'bingo' ? 'bingo_stake_label' : 'stake_label', { min: launch.minStake, max: launch.maxStake })}
          <input type="number" inputMode="decimal" step="0.01" min={launch.minStake} max={launch.maxStake} value={Number.isFinite(state.stake) ? state.stake : ''}
            onChange={(e) => store.setStake(e.target.valueAsNumber)} disabled={busy || flying} aria-invalid={!stakeValid} data-testid="game-stake" />
        </label>
        {engine === 'crash' ? (
          <label>
            {t('auto_cash_out')}
            <input type="number" step="0.01" min={1.01} max={1000} value={state.autoCashOut ?? ''} placeholder="2.00"
              onChange={(e) => store.setAutoCashOut(Number.isFinite(e.target.valueAsNumber) ? e.target.valueAsNumber : null)} disabled={busy || flying} />
          </label>
        ) : null}
        {flying ? (
          <button type="button" className="gm-play" onClick={() => void store.cashOut()} data-testid="game-cash-out">{t('cash_out')}</button>
        ) : (
          <button type="submit" className="gm-play" disabled={busy || !stakeValid || !ready} data-testid="game-play">
            {t(`play_${engine}`)}
          </button>
        )}
      </form>
      {!stakeValid ? <p className="gm-error-text">{t('stake_invalid', { min: launch.minStake, max: launch.maxStake })}</p> : null}

      {state.error ? (
        <div className="gm-alert" role="alert" data-testid="game-error" data-code={state.error.code}>
          <span>{state.error.message || t(state.error.code === ANSWER_SHAPE_CODE ? 'answer_shape_error' : 'play_failed')}</span>
          {state.error.retryable ? <button type="button" onClick={() => void store.retry()} data-testid="game-retry">{t('retry')}</button> : null}
          <button type="button" className="gm-link" onClick={store.dismissError}>{t('dismiss')}</button>
        </div>
      ) : null}

      <PaytablePanel paytable={launch.paytable} />
      <FairPanel key={`${launch.sessionId}:${session.clientSeed}`} game={launch.game.slug} session={session} history={state.history} onClientSeed={(seed) => void store.setClientSeed(seed)} />
    </div>
  );
}
