/** The SVG drawing of an article's artwork (artwork-model.ts); decorative, so hidden from screen readers. */
import { useId } from 'react';
import { artworkOf, type Artwork } from './artwork-model.ts';

function Shapes({ art }: { art: Artwork }) {
  const s = art.seeds;
  switch (art.motif) {
    case 'circles':
      return <>{[0, 1, 2, 3].map((i) => <circle key={i} cx={40 + s[i]! * 320} cy={20 + s[i + 4]! * 140} r={18 + s[i + 8]! * 46} fill="#fff" fillOpacity={0.12 + i * 0.04} />)}</>;
    case 'waves':
      return <>{[0, 1, 2].map((i) => <path key={i} d={`M0 ${110 + i * 22} C 100 ${70 + s[i]! * 60 + i * 20}, 260 ${150 - s[i + 3]! * 60 + i * 10}, 400 ${100 + i * 24}`} stroke="#fff" strokeOpacity={0.35} strokeWidth={6} fill="none" />)}</>;
    case 'grid':
      return <>{Array.from({ length: 12 }, (_, i) => <rect key={i} x={24 + (i % 6) * 60} y={40 + Math.floor(i / 6) * 64} width={40} height={40} rx={8} fill="#fff" fillOpacity={0.08 + s[i]! * 0.3} />)}</>;
    case 'percent':
      return (
        <>
          <circle cx={150} cy={80} r={34} stroke="#fff" strokeOpacity={0.5} strokeWidth={10} fill="none" />
          <circle cx={260} cy={140} r={34} stroke="#fff" strokeOpacity={0.5} strokeWidth={10} fill="none" />
          <path d="M290 40 L120 180" stroke="#fff" strokeOpacity={0.5} strokeWidth={12} strokeLinecap="round" />
        </>
      );
    default:
      return <>{[0, 1, 2, 3, 4, 5].map((i) => <rect key={i} x={50 + i * 52} y={180 - (40 + s[i]! * 120)} width={34} height={40 + s[i]! * 120} rx={6} fill="#fff" fillOpacity={0.2 + i * 0.05} />)}</>;
  }
}

export function ArticleArtwork({ slug, data, className }: { slug: string; data: Record<string, unknown>; className?: string }) {
  const art = artworkOf(slug, data);
  const id = `bl-art-${useId().replace(/:/g, '')}`;
  return (
    <svg className={className} viewBox="0 0 400 200" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={art.from} />
          <stop offset="1" stopColor={art.to} />
        </linearGradient>
      </defs>
      <rect width="400" height="200" fill={`url(#${id})`} />
      <Shapes art={art} />
    </svg>
  );
}
