/**
 * How a finished casino round is checked from its revealed seeds (the game page's "Provably fair" panel): the verify
 * call's body built from the round alone, and the verdict on the server's answer. Shared so the server's tests hold
 * the browser's request to the verify call the server answers (server/src/api/casino/README.md, "Provably fair").
 */
import type { CasinoRound, VerifyAnswer, VerifyRequest } from '../contracts/index.ts';

/** The engines with their own modules on the server; every other engine is a family played with a choice. */
const NON_FAMILY_ENGINES: ReadonlySet<string> = new Set(['slot', 'keno', 'crash']);

/** What the round was played with, as the verify call takes it. */
function playedWith(round: CasinoRound, game: string): Partial<VerifyRequest> {
  if (!NON_FAMILY_ENGINES.has(round.engine)) {
    return round.picks && !Array.isArray(round.picks) ? { game, choice: round.picks } : { game };
  }
  // A classic slot's round names the table that dealt it: an old round of a low or high game was dealt on the
  // shared (medium) table, which its game's table would not reproduce.
  if (round.engine === 'slot') return round.slotTable ? { game, slotTable: round.slotTable } : { game };
  return round.engine === 'keno' && Array.isArray(round.picks) ? { picks: round.picks } : {};
}

/** The verify call's body for a finished round (null while its server seed is still secret). */
export function verifyRequestOf(round: CasinoRound, game: string): VerifyRequest | null {
  if (!round.serverSeed) return null;
  return {
    engine: round.engine, serverSeed: round.serverSeed, serverSeedHash: round.serverSeedHash, clientSeed: round.clientSeed, nonce: round.nonce,
    ...playedWith(round, game),
  };
}

/** Whether the server's recomputation matches the round: the committed hash and the same outcome. */
export function verifyVerdictOf(round: CasinoRound, answer: VerifyAnswer): 'ok' | 'mismatch' {
  // A crash round stores its crash point and cash-out; the engine's outcome is the crash point alone.
  const same =
    round.engine === 'crash'
      ? (answer.outcome as { crashPoint?: number }).crashPoint === (round.outcome as { crashPoint?: number } | null)?.crashPoint
      : JSON.stringify(answer.outcome) === JSON.stringify(round.outcome);
  return answer.seedMatchesHash && same ? 'ok' : 'mismatch';
}
