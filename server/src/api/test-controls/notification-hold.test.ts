/**
 * The test controls' hold of the payment sandbox's notifications (e2e only): a held notification reaches the
 * backend only when released, in the order sent; not held, it goes at once. In production (no test controls)
 * the hold's route does not exist: sandbox-composition.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { holdableDelivery } from './notification-hold.ts';

function recordingDelivery() {
  const delivered: string[] = [];
  return { delivered, deliver: async (_headers: Record<string, string>, body: string) => (delivered.push(body), 200) };
}

describe('notification hold', () => {
  it('not held, a notification is delivered at once', async () => {
    const backend = recordingDelivery();
    const gate = holdableDelivery(backend.deliver);
    const status = gate.deliver({}, 'a');
    expect(backend.delivered).toEqual(['a']);
    expect(await status).toBe(200);
  });

  it('held, notifications wait for the release and then reach the backend in the order sent, with its answer', async () => {
    const backend = recordingDelivery();
    const gate = holdableDelivery(backend.deliver);
    gate.hold();
    const statuses = [gate.deliver({}, 'first'), gate.deliver({}, 'second')];
    expect(backend.delivered).toEqual([]);
    gate.release();
    expect(await Promise.all(statuses)).toEqual([200, 200]);
    expect(backend.delivered).toEqual(['first', 'second']);
    // Released, the next one goes at once again.
    await gate.deliver({}, 'third');
    expect(backend.delivered).toEqual(['first', 'second', 'third']);
  });
});
