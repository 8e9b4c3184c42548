/**
 * Cards as the engines deal them (engines/cards.ts: suit 0 spades, 1 hearts, 2 diamonds, 3 clubs): hearts and
 * diamonds are drawn red, spades and clubs black. The drawing coloured by `suit % 2`, so clubs showed red and
 * diamonds black in blackjack, video poker and Hi-Lo.
 */
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isRedSuit, PlayingCard } from './symbol-art.tsx';

const fillOf = (suit: number) => {
  const { container, unmount } = render(<PlayingCard rank={1} suit={suit} label="card" />);
  const fill = container.querySelector('path')?.getAttribute('fill');
  unmount();
  return fill;
};

describe('card colours by suit', () => {
  it('hearts and diamonds are red, spades and clubs are black', () => {
    expect([0, 1, 2, 3].map(isRedSuit)).toEqual([false, true, true, false]);
    expect([0, 1, 2, 3].map(fillOf)).toEqual(['#111', '#c1121f', '#c1121f', '#111']);
  });
});
