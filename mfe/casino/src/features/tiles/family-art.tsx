/**
 * A tile's picture by the game's engine family (issue 30), so the tile shows the game it opens: reels for the slots
 * (the theme's motif on them), a card table for blackjack, a wheel for roulette and the money wheel, balls for keno,
 * a rocket for crash, a peg pyramid for plinko… One small inline SVG group in a 100 × 100 box, drawn from the game's
 * data alone (engine, accent colour, id): the same game draws the same picture on the server and in the browser.
 */
import type { ReactNode } from 'react';
import { shooterSceneOf, type CasinoEngine } from '@arena/domain';
import { CoveredTile, Gem, Mine } from '../game/mines-art.tsx';

export interface FamilyArtInput {
  accent: string;
  /** The game id: small per-game variations (a ball's number, a die's face) without any randomness. */
  seed: number;
  /** The theme's motif drawing (slots put it on their reels). */
  motif: ReactNode;
  /** The game's slug: the shooter's theme (a hunting game draws a forest with game, not the sea). */
  slug?: string;
}

const card = (x: number, y: number, rotate: number, pip: string) => (
  <g transform={`rotate(${rotate} ${x + 12} ${y + 17})`}>
    <rect x={x} y={y} width="24" height="34" rx="3" fill="#fff" stroke="#0003" />
    <path d={`M${x + 12} ${y + 24} l-6 -7 a3.5 3.5 0 0 1 6 -4 a3.5 3.5 0 0 1 6 4z`} fill={pip} />
  </g>
);

const reels = (input: FamilyArtInput, extra: ReactNode) => (
  <g>
    <rect x="12" y="24" width="76" height="46" rx="8" fill="#0007" stroke={input.accent} strokeWidth="3" />
    {[0, 1, 2].map((i) => (
      <g key={i}>
        <rect x={17 + i * 23} y="29" width="20" height="36" rx="4" fill="#fff" fillOpacity=".9" />
        <g transform={`translate(${17 + i * 23} ${37}) scale(0.2)`}>{input.motif}</g>
      </g>
    ))}
    {extra}
  </g>
);

/** The hunting games' tile: a forest clearing, a stag among the trees, the sight on it. */
const huntingArt = (a: FamilyArtInput) => (
  <g data-scene="forest">
    <rect x="4" y="8" width="92" height="84" rx="8" fill="#a7d7c5" />
    <rect x="4" y="60" width="92" height="32" fill="#6a994e" />
    {[14, 30, 84].map((x, i) => <path key={x} d={`M${x} ${24 + (i % 2) * 8} L${x - 10} 62 H${x + 10}Z`} fill={i === 1 ? '#2d6a4f' : '#386641'} />)}
    <g transform={`translate(${56 + (a.seed % 10)} 66)`}>
      <ellipse cx="0" cy="0" rx="13" ry="6" fill="#8d5524" />
      <path d="M10 -3 L16 -14 L20 -12 L14 0Z" fill="#8d5524" />
      <path d="M17 -14 q-2 -8 3 -12 M18 -18 q5 -2 7 -6" stroke={a.accent} strokeWidth="2" fill="none" />
      <path d="M-8 4 v9 M-3 4 v9 M5 4 v9 M9 4 v9" stroke="#4e342e" strokeWidth="2" />
    </g>
    <circle cx="40" cy="40" r="9" fill="none" stroke="#fff" strokeWidth="2" />
    <path d="M40 28 V52 M28 40 H52" stroke="#fff" strokeWidth="2" />
  </g>
);

export const FAMILY_ART: Readonly<Record<CasinoEngine, (input: FamilyArtInput) => ReactNode>> = {
  slot: (a) => reels(a, <path d="M12 47 H88" stroke="#e63946" strokeWidth="2" strokeDasharray="4 3" />),
  'slot-ways': (a) => reels(a, <path d="M30 13 v8 l-4 -3 M30 21 l4 -3 M70 13 v8 l-4 -3 M70 21 l4 -3" stroke={a.accent} strokeWidth="3" fill="none" />),
  'slot-hold': (a) =>
    reels(a, [22, 50, 78].map((x) => <circle key={x} cx={x} cy="78" r="6" fill="#e9b949" stroke="#8a6500" strokeWidth="2" />)),
  crash: (a) => (
    <g>
      <path d="M10 88 Q50 84 78 30" stroke="#fff" strokeOpacity=".6" strokeWidth="3" fill="none" />
      <path d="M78 14 Q90 28 84 44 L88 54 L78 50 L72 58 L70 48 L60 46 Q66 24 78 14Z" fill={a.accent} />
    </g>
  ),
  keno: (a) => (
    <g>
      {[0, 1, 2, 3, 4, 5].map((i) => {
        const x = 24 + (i % 3) * 26, y = 34 + Math.floor(i / 3) * 30;
        return (
          <g key={i}>
            <circle cx={x} cy={y} r="11" fill={i === a.seed % 6 ? a.accent : '#fff'} />
            <circle cx={x} cy={y} r="5" fill="none" stroke="#0005" strokeWidth="2" />
          </g>
        );
      })}
    </g>
  ),
  roulette: (a) => (
    <g>
      <circle cx="50" cy="50" r="36" fill="#1b4332" stroke={a.accent} strokeWidth="4" />
      {Array.from({ length: 12 }, (_, i) => (
        <path key={i} d={`M50 50 L${50 + 32 * Math.cos((i * Math.PI) / 6)} ${50 + 32 * Math.sin((i * Math.PI) / 6)} A32 32 0 0 1 ${50 + 32 * Math.cos(((i + 1) * Math.PI) / 6)} ${50 + 32 * Math.sin(((i + 1) * Math.PI) / 6)}Z`} fill={i === 0 ? '#2a9d3f' : i % 2 ? '#c1121f' : '#111'} transform={`rotate(${(a.seed * 7) % 30} 50 50)`} />
      ))}
      <circle cx="50" cy="50" r="12" fill={a.accent} />
      <circle cx="50" cy="22" r="3" fill="#fff" />
    </g>
  ),
  dice: (a) => (
    <g>
      <rect x="20" y="30" width="36" height="36" rx="7" fill="#fff" transform="rotate(-12 38 48)" />
      <rect x="50" y="40" width="32" height="32" rx="7" fill={a.accent} transform="rotate(10 66 56)" />
      {[[30, 40], [38, 48], [46, 56]].map(([x, y]) => <circle key={`${x}`} cx={x} cy={y} r="3.5" fill="#111" />)}
      <circle cx="66" cy="56" r="3.5" fill="#fff" />
    </g>
  ),
  plinko: (a) => (
    <g>
      {[0, 1, 2, 3, 4].flatMap((row) => Array.from({ length: row + 2 }, (_, i) => <circle key={`${row}-${i}`} cx={50 + (i - (row + 1) / 2) * 13} cy={20 + row * 13} r="2.5" fill="#fff" />))}
      <circle cx={50 + ((a.seed % 3) - 1) * 6} cy="34" r="5" fill={a.accent} />
      {[0, 1, 2, 3, 4, 5].map((i) => <rect key={i} x={13 + i * 13} y="84" width="11" height="8" rx="2" fill={i === 0 || i === 5 ? '#e63946' : a.accent} />)}
    </g>
  ),
  scratch: (a) => (
    <g>
      <rect x="16" y="22" width="68" height="56" rx="6" fill="#fff8e1" />
      {[0, 1, 2].flatMap((r) => [0, 1, 2].map((c) => <rect key={`${r}${c}`} x={22 + c * 20} y={28 + r * 16} width="16" height="12" rx="2" fill={(r * 3 + c + a.seed) % 4 === 0 ? a.accent : '#b8b8b8'} />))}
      <path d="M64 70 L86 46" stroke="#fff" strokeWidth="5" strokeLinecap="round" />
    </g>
  ),
  wheel: (a) => (
    <g>
      {Array.from({ length: 10 }, (_, i) => (
        <path key={i} d={`M50 52 L${50 + 34 * Math.cos((i * Math.PI) / 5)} ${52 + 34 * Math.sin((i * Math.PI) / 5)} A34 34 0 0 1 ${50 + 34 * Math.cos(((i + 1) * Math.PI) / 5)} ${52 + 34 * Math.sin(((i + 1) * Math.PI) / 5)}Z`} fill={['#ffb703', '#fb8500', '#219ebc', '#8ecae6', a.accent][i % 5]} stroke="#fff" strokeWidth="1" />
      ))}
      <circle cx="50" cy="52" r="6" fill="#fff" />
      <path d="M44 10 H56 L50 20Z" fill="#fff" />
    </g>
  ),
  baccarat: (a) => (
    <g>
      <ellipse cx="50" cy="70" rx="44" ry="22" fill="#14532d" stroke={a.accent} strokeWidth="3" />
      {card(24, 30, -10, '#c1121f')}
      {card(52, 30, 10, '#111')}
    </g>
  ),
  blackjack: (a) => (
    <g>
      <path d="M4 40 A46 46 0 0 0 96 40 V92 H4Z" fill="#14532d" stroke={a.accent} strokeWidth="3" />
      <path d="M20 52 A34 34 0 0 0 80 52" stroke="#fff" strokeOpacity=".6" fill="none" strokeDasharray="3 3" />
      {card(30, 20, -8, '#111')}
      {card(46, 20, 8, '#c1121f')}
      <circle cx="50" cy="78" r="7" fill={a.accent} stroke="#fff" strokeWidth="2" strokeDasharray="3 2" />
    </g>
  ),
  'video-poker': (a) => (
    <g>
      <rect x="6" y="24" width="88" height="52" rx="6" fill="#1d3557" stroke={a.accent} strokeWidth="3" />
      {[0, 1, 2, 3, 4].map((i) => (
        <g key={i} transform={`translate(${11 + i * 16.5} 32) scale(0.6)`}>{card(0, 0, 0, i % 2 ? '#c1121f' : '#111')}</g>
      ))}
      <rect x="30" y="64" width="40" height="7" rx="3" fill={a.accent} />
    </g>
  ),
  bingo: (a) => (
    <g>
      <rect x="14" y="14" width="50" height="50" rx="4" fill="#fff" stroke={a.accent} strokeWidth="3" />
      {[0, 1, 2, 3].flatMap((r) => [0, 1, 2, 3].map((c) => <circle key={`${r}${c}`} cx={21 + c * 12} cy={21 + r * 12} r="4" fill={(r * 4 + c + a.seed) % 5 === 0 || r === c ? a.accent : '#ddd'} />))}
      <circle cx="74" cy="72" r="16" fill={a.accent} stroke="#fff" strokeWidth="3" />
      <circle cx="74" cy="72" r="8" fill="#fff" />
    </g>
  ),
  lottery: (a) => (
    <g>
      <circle cx="50" cy="42" r="30" fill="#fff" fillOpacity=".25" stroke="#fff" strokeWidth="3" />
      {[0, 1, 2, 3, 4].map((i) => <circle key={i} cx={34 + ((i * 9 + a.seed) % 32)} cy={30 + ((i * 13) % 24)} r="6" fill={['#ffb703', '#e63946', '#219ebc', '#2a9d3f', a.accent][i]} />)}
      <rect x="42" y="72" width="16" height="14" fill="#fff" />
      {[0, 1, 2].map((i) => <circle key={i} cx={30 + i * 20} cy="92" r="5" fill={a.accent} />)}
    </g>
  ),
  hilo: (a) => (
    <g>
      {card(22, 24, -6, '#111')}
      {card(52, 24, 6, '#c1121f')}
      <path d="M86 30 l-8 12 h16Z" fill={a.accent} />
      <path d="M86 78 l-8 -12 h16Z" fill="#fff" />
    </g>
  ),
  'live-blackjack': (a) => (
    <g>
      <path d="M4 46 A46 46 0 0 0 96 46 V92 H4Z" fill="#14532d" stroke={a.accent} strokeWidth="3" />
      <circle cx="50" cy="20" r="9" fill="#f1c27d" />
      <path d="M36 44 Q50 26 64 44Z" fill="#111" />
      {card(34, 52, -8, '#111')}
      {card(50, 52, 8, '#c1121f')}
      <circle cx="84" cy="16" r="5" fill="#e63946" />
    </g>
  ),
  fishing: (a) => (shooterSceneOf(a.slug) === 'forest' ? huntingArt(a) : (
    <g>
      <rect x="4" y="8" width="92" height="84" rx="8" fill="#03396c" />
      {[0, 1, 2].map((i) => {
        const x = 22 + ((i * 29 + a.seed) % 56), y = 28 + i * 22;
        return <path key={i} d={`M${x} ${y} q10 -9 20 0 q-10 9 -20 0Z M${x + 20} ${y} l8 -6 v12Z`} fill={i === 1 ? a.accent : '#8ecae6'} />;
      })}
      <circle cx="70" cy="70" r="9" fill="none" stroke="#fff" strokeWidth="2" />
      <path d="M70 58 V82 M58 70 H82" stroke="#fff" strokeWidth="2" />
    </g>
  )),
  'virtual-match': (a) => (
    <g>
      <rect x="8" y="18" width="84" height="64" rx="4" fill="#2a9d3f" stroke="#fff" strokeWidth="2" />
      <path d="M50 18 V82" stroke="#fff" strokeWidth="2" />
      <circle cx="50" cy="50" r="12" fill="none" stroke="#fff" strokeWidth="2" />
      <rect x="8" y="38" width="10" height="24" fill="none" stroke="#fff" strokeWidth="2" />
      <rect x="82" y="38" width="10" height="24" fill="none" stroke="#fff" strokeWidth="2" />
      <circle cx={40 + (a.seed % 20)} cy="46" r="5" fill={a.accent} stroke="#111" strokeWidth="1" />
    </g>
  ),
  'virtual-tennis': (a) => (
    <g>
      <rect x="10" y="14" width="80" height="72" rx="3" fill="#3a7bd5" stroke="#fff" strokeWidth="2" />
      <path d="M10 50 H90 M24 14 V86 M76 14 V86 M24 32 H76 M24 68 H76 M50 32 V68" stroke="#fff" strokeWidth="1.5" fill="none" />
      <path d="M8 50 H92" stroke="#f1faee" strokeWidth="3" />
      <circle cx={34 + (a.seed % 30)} cy="38" r="5" fill="#d8f34b" stroke="#6b7a00" />
      <ellipse cx="72" cy="72" rx="7" ry="9" fill="none" stroke={a.accent} strokeWidth="3" />
      <path d="M67 79 L58 90" stroke={a.accent} strokeWidth="3" />
    </g>
  ),
  'virtual-basketball': (a) => (
    <g>
      <rect x="8" y="20" width="84" height="60" rx="4" fill="#d4a373" stroke="#fff" strokeWidth="2" />
      <path d="M50 20 V80" stroke="#fff" strokeWidth="2" />
      <circle cx="50" cy="50" r="9" fill="none" stroke="#fff" strokeWidth="2" />
      <path d="M8 36 A16 16 0 0 1 8 64 M92 36 A16 16 0 0 0 92 64" stroke="#fff" strokeWidth="2" fill="none" />
      <circle cx="82" cy="50" r="4" fill="none" stroke="#e63946" strokeWidth="2" />
      <circle cx={40 + (a.seed % 20)} cy="36" r="8" fill={a.accent === '#f77f00' ? '#e85d04' : '#f77f00'} stroke="#432818" strokeWidth="1.5" />
      <path d={`M${32 + (a.seed % 20)} 36 H${48 + (a.seed % 20)}`} stroke="#432818" strokeWidth="1" />
    </g>
  ),
  'virtual-race': (a) => (
    <g>
      {[0, 1, 2, 3].map((i) => (
        <g key={i}>
          <rect x="6" y={16 + i * 18} width="88" height="14" rx="3" fill={i % 2 ? '#7f5539' : '#9c6644'} />
          <circle cx={24 + ((i * 17 + a.seed * 5) % 58)} cy={23 + i * 18} r="5" fill={i === a.seed % 4 ? a.accent : '#fff'} />
        </g>
      ))}
      <path d="M86 12 V88" stroke="#fff" strokeWidth="2" strokeDasharray="3 3" />
    </g>
  ),
  mines: (a) => (
    <g>
      <rect x="6" y="6" width="88" height="88" rx="8" fill="#0f1a2e" />
      {Array.from({ length: 9 }, (_, i) => {
        // The board shows a few gems found and one mine; which tile holds the mine follows the game id.
        const x = 22 + (i % 3) * 28, y = 22 + Math.floor(i / 3) * 28;
        const face = i === a.seed % 9 ? <Mine fill="#e63946" /> : (i + a.seed) % 3 === 0 ? <Gem fill={a.accent} /> : <CoveredTile />;
        return <g key={i} transform={`translate(${x} ${y}) scale(0.62)`}>{face}</g>;
      })}
    </g>
  ),
};
