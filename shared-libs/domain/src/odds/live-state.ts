/**
 * The live feed's state in the page (and in a host relaying the feed), as a pure reducer over the stream's messages (server/src/api/
 * betting/README.md, "Live feed"): a snapshot replaces everything; a delta puts whole games, patches the
 * moved fields of others and drops the gone ones. A delta before the first snapshot, or one already
 * applied (a replay after a reconnect), changes nothing.
 */
import type { LiveDeltaMessage, LiveGamePatch, LiveGameUpdate, LiveSnapshotMessage } from '../contracts/betting.ts';

export interface LiveState {
  /** The last message applied; null until the first snapshot. */
  seq: number | null;
  games: ReadonlyMap<string, LiveGameUpdate>;
  /** The games the last message changed (what observers such as the slip hear). */
  changed: readonly LiveGameUpdate[];
}

export const EMPTY_LIVE: LiveState = { seq: null, games: new Map(), changed: [] };

export type LiveMessage = { type: 'snapshot'; message: LiveSnapshotMessage } | { type: 'delta'; message: LiveDeltaMessage };

/** One game with a patch applied: only the fields it names move, markets keep their order. */
export function patchGame(game: LiveGameUpdate, patch: LiveGamePatch): LiveGameUpdate {
  const { id: _id, blocked, coefs, ...fields } = patch;
  const markets =
    blocked || coefs
      ? game.markets.map((m) => ({
          ...m,
          isBlocked: blocked?.[m.id] ?? m.isBlocked,
          outcomes: coefs ? m.outcomes.map((o) => (coefs[o.id] === undefined ? o : { ...o, coef: coefs[o.id]! })) : m.outcomes,
        }))
      : game.markets;
  return { ...game, ...fields, markets };
}

export function reduceLive(state: LiveState, input: LiveMessage): LiveState {
  if (input.type === 'snapshot') {
    const { seq, games } = input.message;
    return { seq, games: new Map(games.map((g) => [g.id, g])), changed: games };
  }
  const delta = input.message;
  if (state.seq === null || delta.seq <= state.seq) return state;
  const games = new Map(state.games);
  const changed: LiveGameUpdate[] = [];
  for (const game of delta.put ?? []) {
    games.set(game.id, game);
    changed.push(game);
  }
  for (const patch of delta.patch ?? []) {
    const game = games.get(patch.id);
    if (!game) continue; // never seen: the server puts a game whole before patching it
    const next = patchGame(game, patch);
    games.set(patch.id, next);
    changed.push(next);
  }
  for (const id of delta.gone ?? []) games.delete(id);
  return { seq: delta.seq, games, changed };
}
