/**
 * The provider-down fault (test controls only): while set, the game provider "fails" right after it took
 * the stake through the wallet — the worst moment. The call answers 503 `provider_unavailable`
 * (`retryable: true`); the round stays open with its bet, and a retry with the same Idempotency-Key
 * resumes it (the wallet answers the repeated bet from its journal: nothing is taken twice). A round
 * nobody resumes is rolled back at the player's next launch. Kept in the shared FaultStore, so the test
 * controls' reset clears it; the method 'GAME' never matches an HTTP request.
 */
import type { ApiContext } from '../../shared/context.ts';

const FAULT = { method: 'GAME', path: '/casino-provider' } as const;

export function setProviderDown(ctx: ApiContext, count: number | undefined): void {
  ctx.faults.add(count === undefined ? { ...FAULT } : { ...FAULT, count });
}

/** Back up: the store has no single delete, so it is rebuilt without the provider fault (others stay). */
export function clearProviderDown(ctx: ApiContext): void {
  const others = ctx.faults.list().filter((f) => !(f.method === FAULT.method && f.path === FAULT.path));
  ctx.faults.clear();
  for (const { id: _id, hits: _hits, ...spec } of others) ctx.faults.add(spec);
}

/** True when the provider is down for this call (counts one use of a counted fault). */
export const providerDown = (ctx: ApiContext): boolean => ctx.faults.take(FAULT.method, FAULT.path) !== undefined;
