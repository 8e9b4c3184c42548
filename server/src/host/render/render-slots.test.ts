/** Player renders in flight are bounded (render-slots.ts): past the limit the player is served the shared visitor page. */
import { expect, it } from 'vitest';
import { createRenderSlots } from './render-slots.ts';

it('hands out at most `max` slots; a released slot is free again, and releasing twice frees only one', () => {
  const slots = createRenderSlots(2);
  const first = slots.take();
  const second = slots.take();
  expect(first).not.toBeNull();
  expect(second).not.toBeNull();
  expect(slots.take()).toBeNull();
  first!();
  first!();
  expect(slots.inFlight()).toBe(1);
  const third = slots.take();
  expect(third).not.toBeNull();
  expect(slots.take()).toBeNull();
  second!();
  third!();
  expect(slots.inFlight()).toBe(0);
});
