import { expect, it } from 'vitest';
import { createTokenGuessing, TOKEN_GUESS_WINDOW_MS, TOKEN_GUESSES_PER_WINDOW } from './token-guessing.ts';

it('an address that sent TOKEN_GUESSES_PER_WINDOW wrong tokens waits out the window; then it may try again', () => {
  let now = 1_000_000;
  const guessing = createTokenGuessing(() => now);
  for (let i = 0; i < TOKEN_GUESSES_PER_WINDOW - 1; i++) guessing.wrongToken('203.0.113.9');
  expect(guessing.blockedFor('203.0.113.9')).toBe(0);
  guessing.wrongToken('203.0.113.9');
  expect(guessing.blockedFor('203.0.113.9')).toBe(TOKEN_GUESS_WINDOW_MS / 1000);
  // Addresses of one IPv6 /64 share a budget; other addresses have their own.
  for (let i = 0; i < TOKEN_GUESSES_PER_WINDOW; i++) guessing.wrongToken(`2001:db8::${i + 1}`);
  expect(guessing.blockedFor('2001:db8::ffff')).toBeGreaterThan(0);
  expect(guessing.blockedFor('198.51.100.7')).toBe(0);
  now += TOKEN_GUESS_WINDOW_MS + 1;
  expect(guessing.blockedFor('203.0.113.9')).toBe(0);
});
