import { describe, expect, it } from 'vitest';
import { isAddressedAsVisitor } from './use-visitor.ts';

describe('who the page addresses as a visitor (issue 31, item 4)', () => {
  it('nobody signed in, on any page but confirm-terms', () => {
    expect(isAddressedAsVisitor(null, 'home')).toBe(true);
    expect(isAddressedAsVisitor(null, null)).toBe(true);
  });
  it('not the player waiting on confirm-terms (no user on the bus yet), and never a signed-in player', () => {
    expect(isAddressedAsVisitor(null, 'confirm-terms')).toBe(false);
    expect(isAddressedAsVisitor({ userId: 1 }, 'home')).toBe(false);
  });
});
