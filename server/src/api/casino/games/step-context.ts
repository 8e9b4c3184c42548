/**
 * What a multi-step round (blackjack, video poker) is made of on the server: its family's step rules, the
 * round's fair floats (from its committed seed), the game's parameters and the actions played so far. The
 * state is never stored: every call replays it from these, exactly as verify does after the round.
 */
import type { FamilyParams, StepAction, StepRules } from './engines/family.ts';
import { familyOf, isFamily } from './engines/registry.ts';
import { paramsOfGame } from './engines.ts';
import { findPlayableGame } from './game-catalogue.ts';
import type { RoundRow } from './game-store.ts';
import { roundFloats } from './provably-fair.ts';

/** A multi-step round's action list and the Idempotency-Keys of its action calls (the round's picks column). */
export interface StepPlay {
  actions: StepAction[];
  keys: string[];
}

export interface StepContext {
  steps: StepRules;
  floats: number[];
  params: FamilyParams;
  play: StepPlay;
}

/** The round's step context, or null when its engine plays in one call. */
export function stepContextOf(round: Pick<RoundRow, 'engine' | 'game_id' | 'server_seed' | 'client_seed' | 'nonce' | 'picks'>): StepContext | null {
  if (!isFamily(round.engine)) return null;
  const family = familyOf(round.engine);
  if (!family.steps) return null;
  const game = findPlayableGame(round.game_id);
  const params = game ? paramsOfGame(game) : {};
  const floats = roundFloats({ serverSeed: round.server_seed, clientSeed: round.client_seed, nonce: round.nonce }, family.floats(params));
  return { steps: family.steps, floats, params, play: JSON.parse(round.picks) as StepPlay };
}
