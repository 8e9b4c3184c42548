/**
 * A game's artwork drawn as SVG from its catalogue data (palette, motif, angle): the strict CSP allows no
 * external images, and drawing from data keeps 300 tiles to a few hundred bytes each.
 */
import { useId } from 'react';
import type { CasinoArtwork, CasinoEngine, CasinoMotif } from '@arena/domain';
import { FAMILY_ART } from './family-art.tsx';

/** Each motif as SVG shapes in a 100 × 100 box, filled with the accent colour. */
const MOTIFS: Readonly<Record<CasinoMotif, (accent: string) => React.ReactNode>> = {
  fruit: (a) => (
    <g fill={a}>
      <circle cx="38" cy="64" r="14" />
      <circle cx="64" cy="68" r="14" />
      <path d="M38 50 Q48 26 66 22 M64 54 Q60 36 66 22" stroke={a} strokeWidth="4" fill="none" />
    </g>
  ),
  gem: (a) => <polygon points="50,18 78,40 50,84 22,40" fill={a} stroke="#fff" strokeOpacity=".5" strokeWidth="2" />,
  star: (a) => <polygon points="50,14 60,40 88,40 65,56 74,84 50,67 26,84 35,56 12,40 40,40" fill={a} />,
  crown: (a) => <polygon points="18,72 22,32 38,52 50,24 62,52 78,32 82,72" fill={a} />,
  dragon: (a) => <path d="M20 70 Q30 30 55 40 Q80 50 70 25 Q95 45 75 70 Q60 85 40 75 Z" fill={a} />,
  card: (a) => (
    <g>
      <rect x="28" y="18" width="44" height="64" rx="6" fill="#fff" fillOpacity=".92" />
      <path d="M50 66 L36 50 A8 8 0 0 1 50 40 A8 8 0 0 1 64 50 Z" fill={a} />
    </g>
  ),
  ball: (a) => (
    <g>
      <circle cx="50" cy="50" r="30" fill={a} />
      <circle cx="50" cy="50" r="15" fill="#fff" fillOpacity=".9" />
    </g>
  ),
  rocket: (a) => <path d="M50 14 Q66 34 62 62 L70 78 L56 72 L50 84 L44 72 L30 78 L38 62 Q34 34 50 14 Z" fill={a} />,
  fish: (a) => <path d="M18 50 Q40 24 66 50 Q40 76 18 50 Z M66 50 L86 34 L86 66 Z" fill={a} />,
  dice: (a) => (
    <g>
      <rect x="24" y="24" width="52" height="52" rx="10" fill={a} />
      {[[38, 38], [62, 62], [50, 50], [62, 38], [38, 62]].map(([x, y]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r="5" fill="#fff" />
      ))}
    </g>
  ),
  wheel: (a) => (
    <g stroke={a} strokeWidth="5" fill="none">
      <circle cx="50" cy="50" r="30" />
      <path d="M50 20 V80 M20 50 H80 M29 29 L71 71 M71 29 L29 71" strokeWidth="3" />
    </g>
  ),
  coin: (a) => (
    <g>
      <circle cx="50" cy="50" r="30" fill={a} />
      <circle cx="50" cy="50" r="22" fill="none" stroke="#fff" strokeOpacity=".7" strokeWidth="3" />
    </g>
  ),
};

/** With the game's engine (and id, and slug for the theme) the picture is its family's (family-art.tsx); without, the motif alone. */
export function GameArtwork({ artwork, label, engine, gameId = 0, slug }: { artwork: CasinoArtwork; label: string; engine?: CasinoEngine; gameId?: number; slug?: string }) {
  const id = useId();
  const [from, to, accent] = artwork.palette;
  const motif = MOTIFS[artwork.motif]?.(accent) ?? MOTIFS.star(accent);
  const family = engine ? FAMILY_ART[engine] : undefined;
  return (
    <svg className="cs-art" viewBox="0 0 100 100" role="img" aria-label={label} preserveAspectRatio="xMidYMid slice" data-family={engine ?? ''}>
      <defs>
        <linearGradient id={`${id}-bg`} gradientTransform={`rotate(${artwork.angle % 90} .5 .5)`}>
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={to} />
        </linearGradient>
      </defs>
      <rect width="100" height="100" fill={`url(#${id}-bg)`} />
      <g transform={`rotate(${artwork.angle} 50 50)`} stroke="#fff" strokeOpacity=".08" strokeWidth="6">
        {[-40, -10, 20, 50, 80, 110, 140].map((x) => (
          <line key={x} x1={x} y1="-20" x2={x} y2="120" />
        ))}
      </g>
      {family ? family({ accent, seed: gameId, motif, slug }) : motif}
    </svg>
  );
}
