/**
 * The hunting games' targets drawn as SVG (issue 30): the shooter's five pay tiers (the engine's target kinds)
 * shown as game animals — duck, hare, fox, boar, stag — from the cheapest to the dearest, each facing right
 * with its nose at x = 0 and centred on y = 0, like the fish (fish-art.tsx), so the sea's lanes fit them.
 */
import type { FishKind } from './arcade-api.ts';

export const ANIMAL_OF: Readonly<Record<FishKind, 'duck' | 'hare' | 'fox' | 'boar' | 'stag'>> = {
  clownfish: 'duck', pufferfish: 'hare', turtle: 'fox', shark: 'boar', whale: 'stag',
};

const LENGTH: Readonly<Record<FishKind, number>> = { clownfish: 34, pufferfish: 36, turtle: 46, shark: 60, whale: 80 };
export const animalLength = (kind: FishKind): number => LENGTH[kind];

const legs = (xs: number[], top: number, length: number, colour: string) =>
  xs.map((x) => <rect key={x} x={x} y={top} width="3" height={length} rx="1.5" fill={colour} />);

export function AnimalShape({ kind }: { kind: FishKind }) {
  const animal = ANIMAL_OF[kind];
  switch (animal) {
    case 'duck':
      return (
        <g data-animal="duck">
          <ellipse cx="-18" cy="2" rx="14" ry="8" fill="#8d6e63" />
          <path d="M-26 0 q8 -12 16 -2" fill="#5d4037" />
          <circle cx="-5" cy="-6" r="6" fill="#2e7d32" />
          <path d="M0 -7 l7 2 l-7 2z" fill="#ffa000" />
          <circle cx="-4" cy="-8" r="1.3" fill="#111" />
        </g>
      );
    case 'hare':
      return (
        <g data-animal="hare">
          {legs([-28, -10], 4, 9, '#8d7b68')}
          <ellipse cx="-18" cy="0" rx="16" ry="9" fill="#a1887f" />
          <circle cx="-34" cy="-2" r="4" fill="#fff" />
          <circle cx="-5" cy="-6" r="6" fill="#a1887f" />
          <ellipse cx="-9" cy="-18" rx="2.5" ry="9" fill="#a1887f" transform="rotate(-15 -9 -18)" />
          <ellipse cx="-4" cy="-18" rx="2.5" ry="9" fill="#bcaaa4" transform="rotate(10 -4 -18)" />
          <circle cx="-3" cy="-7" r="1.3" fill="#111" />
        </g>
      );
    case 'fox':
      return (
        <g data-animal="fox">
          {legs([-32, -26, -14, -8], 4, 10, '#4e342e')}
          <path d="M-38 -2 q-12 -6 -10 6 q2 6 10 0z" fill="#e65100" />
          <circle cx="-47" cy="3" r="2.5" fill="#fff" />
          <ellipse cx="-22" cy="-1" rx="16" ry="7" fill="#ef6c00" />
          <path d="M-8 -8 L0 -2 L-8 3z" fill="#ef6c00" />
          <path d="M-10 -8 l2 -7 l3 6z" fill="#bf360c" />
          <path d="M-2 -1 l3 0 l-3 2z" fill="#111" />
          <circle cx="-6" cy="-4" r="1.2" fill="#111" />
        </g>
      );
    case 'boar':
      return (
        <g data-animal="boar">
          {legs([-48, -40, -18, -10], 6, 10, '#3e2723')}
          <ellipse cx="-28" cy="-1" rx="24" ry="12" fill="#5d4037" />
          <path d="M-48 -10 h34" stroke="#3e2723" strokeWidth="3" strokeDasharray="2 2" />
          <path d="M-8 -8 L4 -2 L4 4 L-8 6z" fill="#6d4c41" />
          <path d="M1 3 q3 -5 1 -9" stroke="#fff" strokeWidth="1.8" fill="none" />
          <circle cx="-4" cy="-4" r="1.4" fill="#111" />
        </g>
      );
    case 'stag':
      return (
        <g data-animal="stag">
          {legs([-64, -56, -30, -22], 6, 18, '#4e342e')}
          <ellipse cx="-44" cy="0" rx="28" ry="11" fill="#8d5524" />
          <path d="M-20 -4 L-10 -22 L-4 -20 L-12 -2z" fill="#8d5524" />
          <path d="M-8 -24 L4 -20 L2 -16 L-8 -18z" fill="#8d5524" />
          <path d="M-8 -24 q-4 -12 4 -22 M-6 -34 q-8 -2 -10 -8 M-4 -40 q6 -4 8 -10" stroke="#d7ccc8" strokeWidth="2" fill="none" />
          <circle cx="-3" cy="-21" r="1.3" fill="#111" />
          <ellipse cx="-70" cy="-4" rx="3" ry="4" fill="#fff" />
        </g>
      );
  }
}
