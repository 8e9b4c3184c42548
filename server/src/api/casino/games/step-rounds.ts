/**
 * The actions of a multi-step round (blackjack hit/stand/double/split, video poker draw) and what happens to a
 * round the player leaves. Money moves only at the deal (the base stake, round-service playRound), on a double
 * or split (one more base stake, a wallet bet of its own: `house-<round>-bet-<n>`) and at the settlement (one
 * win). Each action call carries its Idempotency-Key: a repeat answers the round as it is, without acting
 * again (the keys are kept with the actions). A round the player leaves keeps its stake: it is finished by
 * its closing action (blackjack stands, video poker keeps the dealt hand) and paid at the player's next launch
 * of a real game, or by the sweep once it has waited STEP_ROUND_IDLE_MS, whichever comes first.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ApiContext, ContextOptions } from '../../shared/context.ts';
import { HOUSE_PROVIDER } from '../wallet/provider-auth.ts';
import { walletTransaction } from '../wallet/wallet-service.ts';
import type { CasinoMessageKey } from '../wallet/wallet-messages.ts';
import type { StepAction } from './engines/family.ts';
import { FAMILY_NAMES, stepsOf } from './engines/registry.ts';
import { findRound, findSession, moveDemoBalance, openRoundsOf, updateRoundPlay, type GameSessionRow, type RoundRow } from './game-store.ts';
import { casinoRefusal, sessionState, settleInstant, stepRoundOver, walletRefusal, type PlayAnswer } from './round-service.ts';
import { roundView } from './round-view.ts';
import { stepContextOf, type StepPlay } from './step-context.ts';

/** How long a dealt round may wait for its player before the sweep finishes it. */
export const STEP_ROUND_IDLE_MS = 10 * 60 * 1000;

const answerOf = (ctx: ApiContext, session: GameSessionRow, roundId: number): PlayAnswer => ({
  status: 200,
  body: { round: roundView(findRound(ctx, session.id, roundId)!, ctx.clock.now()), session: sessionState(ctx, session.id) },
});

/** Takes one more base stake for a double or split (demo fun money, or a wallet bet of its own). */
function takeExtraStake(ctx: ApiContext, session: GameSessionRow, round: RoundRow, amount: number, actionNumber: number, lang: string): void {
  if (session.mode === 'demo') {
    if (findSession(ctx, session.id)!.demo_balance < amount) throw casinoRefusal(409, 'insufficient_funds', lang);
    moveDemoBalance(ctx, session.id, -amount);
    return;
  }
  const answer = walletTransaction(ctx, 'bet', { provider: HOUSE_PROVIDER, sessionToken: session.id, transactionId: `house-${round.id}-bet-${actionNumber}`, roundId: String(round.id), amount }, lang);
  if (!answer.ok) throw walletRefusal(answer);
}

/** Plays one action on the round (stake for a double or split, settlement when it ends the round). */
function applyAction(ctx: ApiContext, session: GameSessionRow, round: RoundRow, action: StepAction, clientKey: string, lang: string): void {
  const step = stepContextOf(round)!;
  const { steps, floats, params, play } = step;
  const problem = steps.outOfTurn(floats, params, play.actions, action);
  if (problem) throw casinoRefusal(409, problem as CasinoMessageKey, lang);
  const next: StepPlay = { actions: [...play.actions, action], keys: [...play.keys, clientKey] };
  const unitsBefore = steps.stakeUnits(floats, params, play.actions);
  const extraUnits = steps.stakeUnits(floats, params, next.actions) - unitsBefore;
  const base = round.stake / unitsBefore;
  ctx.repos.transaction(() => {
    if (extraUnits > 0) takeExtraStake(ctx, session, round, base * extraUnits, next.actions.length, lang);
    updateRoundPlay(ctx, round.id, round.stake + base * extraUnits, JSON.stringify(next));
    const updated = findRound(ctx, session.id, round.id)!;
    if (stepRoundOver(updated)) settleInstant(ctx, session, updated, lang);
  });
}

export interface ActInput {
  roundId: number;
  action: StepAction;
  clientKey: string;
}

/** One action call: 404 unknown round, 400 wrong game or a malformed action, 409 out of turn or a closed round. */
export function actInRound(ctx: ApiContext, session: GameSessionRow, input: ActInput, lang: string): PlayAnswer {
  const steps = stepsOf(session.engine);
  if (!steps) throw casinoRefusal(400, 'wrong_engine', lang);
  const round = findRound(ctx, session.id, input.roundId);
  if (!round) throw casinoRefusal(404, 'round_not_found', lang);
  const played = JSON.parse(round.picks) as StepPlay;
  // The same key again (a retry after a lost answer) answers the round: the action is not played twice.
  if (played.keys.includes(input.clientKey)) return answerOf(ctx, session, round.id);
  const problem = steps.actionProblem(input.action);
  if (problem) throw casinoRefusal(400, problem as CasinoMessageKey, lang);
  if (round.status !== 'open') throw casinoRefusal(409, 'round_closed', lang);
  applyAction(ctx, session, round, input.action, input.clientKey, lang);
  return answerOf(ctx, session, round.id);
}

/** Finishes a round its player left: the closing action until it is over, then the settlement (no new stake). */
export function finishLeftRound(ctx: ApiContext, round: RoundRow, lang: string): void {
  const session = findSession(ctx, round.session_id);
  const step = stepContextOf(round);
  if (!session || !step) return;
  ctx.repos.transaction(() => {
    let current = round;
    // Two hands at most after a split: a stand each ends the round (the guard only bounds a broken rule).
    for (let guard = 0; guard < 10 && !stepRoundOver(current); guard++) {
      const play = JSON.parse(current.picks) as StepPlay;
      updateRoundPlay(ctx, current.id, current.stake, JSON.stringify({ actions: [...play.actions, step.steps.closingAction], keys: [...play.keys, `closed-${guard}`] } satisfies StepPlay));
      current = findRound(ctx, session.id, current.id)!;
    }
    settleInstant(ctx, session, current, lang);
  });
}

/** Finishes every multi-step round dealt more than STEP_ROUND_IDLE_MS ago; answers how many. */
export function sweepLeftStepRounds(ctx: ApiContext): number {
  const engines = FAMILY_NAMES.filter((engine) => stepsOf(engine));
  const due = openRoundsOf(ctx, engines).filter((round) => ctx.clock.now() - round.started_at_ms >= STEP_ROUND_IDLE_MS);
  // The sweep answers nobody: wallet texts (only read on a refusal) are in the fallback language.
  for (const round of due) finishLeftRound(ctx, round, 'en');
  return due.length;
}

const STEP_SWEEP_INTERVAL_MS = 60_000;

export const stepRoundSweepPlugin: FastifyPluginAsync<ContextOptions> = async (app, { ctx }) => {
  const timer = setInterval(() => {
    try {
      sweepLeftStepRounds(ctx);
    } catch (error) {
      app.log.error({ err: error }, 'casino: step-round sweep failed');
    }
  }, STEP_SWEEP_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
};
