/**
 * The crash sweep: a crash round nobody cashes out, reads or resumes (the player closed the tab) would
 * otherwise stay open until someone reads it. Every CRASH_SWEEP_INTERVAL_MS the server settles each open
 * crash round that is due by its own committed outcome (settleCrashRound: crashed, or its auto cash-out
 * reached), so an abandoned round ends at most one interval after its crash; the longest a round can run
 * is the curve's time to CRASH_MAX_MULTIPLIER. Rounds not yet due are left alone.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ApiContext, ContextOptions } from '../../shared/context.ts';
import { findSession, type RoundRow } from './game-store.ts';
import { settleCrashRound } from './round-service.ts';

export const CRASH_SWEEP_INTERVAL_MS = 2000;

/** Settles every due open crash round; answers how many it settled. */
export function sweepCrashRounds(ctx: ApiContext): number {
  const open = ctx.database.db.prepare("SELECT * FROM casino_rounds WHERE engine = 'crash' AND status = 'open' ORDER BY id").all() as RoundRow[];
  let settled = 0;
  for (const round of open) {
    const session = findSession(ctx, round.session_id);
    if (!session) continue;
    // The sweep answers nobody: wallet texts (only read on a refusal) are in the fallback language.
    settleCrashRound(ctx, session, round, false, 'en');
    const status = ctx.database.db.prepare<[number], { status: string }>('SELECT status FROM casino_rounds WHERE id = ?').get(round.id)?.status;
    if (status !== 'open') settled++;
  }
  return settled;
}

export const crashSweepPlugin: FastifyPluginAsync<ContextOptions> = async (app, { ctx }) => {
  const timer = setInterval(() => {
    try {
      sweepCrashRounds(ctx);
    } catch (error) {
      app.log.error({ err: error }, 'casino: crash sweep failed');
    }
  }, CRASH_SWEEP_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
};
