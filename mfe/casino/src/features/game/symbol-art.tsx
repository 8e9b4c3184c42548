/**
 * Game symbols drawn as SVG (no images, no letters standing in for pictures): the slot's fruit, bell, seven,
 * wild and star, and the scratch card's coin, clover, diamond and crown. Each draws in a 0–100 box.
 */
import type { ReactElement } from 'react';
import { THEME_SYMBOL_ART } from './theme-symbol-art.tsx';

const fruit = (fill: string, leaf = '#2a9d3f') => (
  <>
    <path d="M50 22 C52 14 58 10 66 9" stroke="#5b3a1a" strokeWidth="4" fill="none" />
    <path d="M52 18 C60 10 72 12 74 20 C64 24 58 22 52 18Z" fill={leaf} />
    <circle cx="50" cy="58" r="30" fill={fill} />
    <circle cx="40" cy="48" r="7" fill="#fff" opacity="0.35" />
  </>
);

const star = (fill: string) => <path d="M50 8 L61 38 L93 38 L67 57 L77 89 L50 70 L23 89 L33 57 L7 38 L39 38Z" fill={fill} stroke="#7a4b00" strokeWidth="3" />;

const SYMBOL_ART: Readonly<Record<string, ReactElement>> = {
  cherry: (
    <>
      <path d="M30 62 C38 36 52 20 70 12 M70 12 C66 34 68 48 72 62" stroke="#2a6b1f" strokeWidth="4" fill="none" />
      <circle cx="30" cy="70" r="18" fill="#d62839" />
      <circle cx="72" cy="70" r="18" fill="#b5172b" />
      <circle cx="24" cy="64" r="5" fill="#fff" opacity="0.4" />
    </>
  ),
  lemon: (
    <>
      <ellipse cx="50" cy="54" rx="38" ry="28" fill="#f2d024" stroke="#b89600" strokeWidth="3" />
      <ellipse cx="38" cy="46" rx="9" ry="5" fill="#fff" opacity="0.4" />
    </>
  ),
  orange: fruit('#f28c28'),
  plum: fruit('#7b2cbf'),
  grapes: (
    <>
      <path d="M50 10 L50 24" stroke="#5b3a1a" strokeWidth="4" />
      {[[38, 30], [62, 30], [50, 42], [28, 44], [72, 44], [40, 56], [60, 56], [50, 70], [50, 84]].map(([x, y]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r="11" fill="#5a189a" stroke="#3c0f69" strokeWidth="2" />
      ))}
    </>
  ),
  melon: (
    <>
      <path d="M8 40 A42 42 0 0 0 92 40Z" fill="#2a9d3f" />
      <path d="M15 42 A35 35 0 0 0 85 42Z" fill="#ef476f" />
      {[30, 45, 60, 72].map((x) => <ellipse key={x} cx={x} cy={x === 72 ? 52 : 56} rx="2.5" ry="4" fill="#222" />)}
    </>
  ),
  bell: (
    <>
      <path d="M50 12 C30 12 24 34 24 52 C24 64 16 70 12 76 L88 76 C84 70 76 64 76 52 C76 34 70 12 50 12Z" fill="#e0a800" stroke="#8a6500" strokeWidth="3" />
      <circle cx="50" cy="84" r="8" fill="#8a6500" />
    </>
  ),
  seven: <path d="M18 14 L84 14 L84 28 C66 44 54 66 50 90 L30 90 C36 64 50 42 64 30 L18 30Z" fill="#c1121f" stroke="#6a040f" strokeWidth="3" />,
  wild: (
    <>
      <circle cx="50" cy="50" r="42" fill="#118ab2" stroke="#06425a" strokeWidth="3" />
      <path d="M22 36 L32 66 L42 44 L50 66 L58 44 L68 66 L78 36" stroke="#fff" strokeWidth="7" fill="none" strokeLinejoin="round" />
    </>
  ),
  star: star('#ffb703'),
  blank: <rect x="14" y="14" width="72" height="72" rx="12" fill="none" stroke="#8886" strokeWidth="3" strokeDasharray="6 6" />,
  coin: (
    <>
      <circle cx="50" cy="50" r="40" fill="#e9b949" stroke="#8a6500" strokeWidth="4" />
      <circle cx="50" cy="50" r="28" fill="none" stroke="#8a6500" strokeWidth="3" />
      <path d="M42 36 L58 36 M42 64 L58 64 M50 30 L50 70" stroke="#8a6500" strokeWidth="5" />
    </>
  ),
  clover: (
    <>
      {[[50, 30], [30, 50], [70, 50], [50, 70]].map(([x, y]) => <circle key={`${x}-${y}`} cx={x} cy={y} r="16" fill="#2a9d3f" />)}
      <path d="M50 50 C54 70 60 82 70 92" stroke="#1b6b2a" strokeWidth="5" fill="none" />
    </>
  ),
  diamond: <path d="M50 90 L10 38 L26 14 L74 14 L90 38Z M10 38 L90 38 M26 14 L40 38 L50 90 L60 38 L74 14" fill="#7fd1f4" stroke="#1f6f9b" strokeWidth="3" strokeLinejoin="round" />,
  crown: (
    <>
      <path d="M12 74 L8 28 L32 50 L50 18 L68 50 L92 28 L88 74Z" fill="#ffb703" stroke="#8a5a00" strokeWidth="3" strokeLinejoin="round" />
      <rect x="12" y="74" width="76" height="12" fill="#d18b00" />
      {[30, 50, 70].map((x) => <circle key={x} cx={x} cy="64" r="5" fill="#d62839" />)}
    </>
  ),
};

/** One symbol as SVG, named for assistive technology by `label`. */
export function SymbolArt({ symbol, label, size = 48 }: { symbol: string; label: string; size?: number }) {
  return (
    <svg viewBox="0 0 100 100" width={size} height={size} role="img" aria-label={label} data-symbol={symbol}>
      <title>{label}</title>
      {SYMBOL_ART[symbol] ?? THEME_SYMBOL_ART[symbol] ?? star('#999')}
    </svg>
  );
}

const SUIT_PATHS: readonly string[] = [
  'M50 20 C60 35 80 45 70 62 C64 70 54 68 52 62 L56 80 L44 80 L48 62 C46 68 36 70 30 62 C20 45 40 35 50 20Z', // spade
  'M50 78 C30 60 16 48 24 34 C30 24 44 26 50 36 C56 26 70 24 76 34 C84 48 70 60 50 78Z', // heart
  'M50 18 L74 48 L50 78 L26 48Z', // diamond
  'M50 22 A12 12 0 1 1 49 22.1 M34 44 A12 12 0 1 1 33 44.1 M66 44 A12 12 0 1 1 65 44.1 M46 54 L44 80 L56 80 L54 54Z', // club
];
/** Suits as the engines number them (engines/cards.ts): 0 spades, 1 hearts, 2 diamonds, 3 clubs; hearts and diamonds are red. */
export const isRedSuit = (suit: number): boolean => suit % 4 === 1 || suit % 4 === 2;
const RANK_LABELS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];

/** A playing card (rank 1–13; the suit only varies the drawing, baccarat counts ranks) drawn as SVG. */
export function PlayingCard({ rank, suit, label }: { rank: number; suit: number; label: string }) {
  const red = isRedSuit(suit);
  return (
    <svg viewBox="0 0 70 100" width="56" height="80" role="img" aria-label={label} data-rank={rank}>
      <title>{label}</title>
      <rect x="2" y="2" width="66" height="96" rx="8" fill="#fff" stroke="#333" strokeWidth="2" />
      <text x="8" y="22" fontSize="16" fontWeight="700" fill={red ? '#c1121f' : '#111'}>{RANK_LABELS[rank - 1]}</text>
      <g transform="translate(12 26) scale(0.6)"><path d={SUIT_PATHS[suit % 4]} fill={red ? '#c1121f' : '#111'} /></g>
    </svg>
  );
}

/** A card face down (before the deal). */
export function CardBack({ label }: { label: string }) {
  return (
    <svg viewBox="0 0 70 100" width="56" height="80" role="img" aria-label={label}>
      <title>{label}</title>
      <rect x="2" y="2" width="66" height="96" rx="8" fill="#8d1b2e" stroke="#333" strokeWidth="2" />
      <rect x="9" y="9" width="52" height="82" rx="5" fill="none" stroke="#f3d27a" strokeWidth="2" strokeDasharray="4 3" />
    </svg>
  );
}
