/**
 * Promotion and offer artwork drawn from data (no image files: the CSP allows none from outside, and an
 * operator changes colours and motif in the content store): a gradient and a motif, as inline SVG.
 */
import { useId } from 'react';

const HEX = /^#[0-9a-fA-F]{6}$/;

export interface ArtworkData {
  from: string;
  to: string;
  motif: string;
}

export function artworkOf(data: Record<string, unknown>): ArtworkData {
  const art = (data['artwork'] ?? {}) as Record<string, unknown>;
  const colour = (value: unknown, fallback: string) => (typeof value === 'string' && HEX.test(value) ? value : fallback);
  return { from: colour(art['from'], '#1f2937'), to: colour(art['to'], '#4b5563'), motif: typeof art['motif'] === 'string' ? art['motif'] : 'circle' };
}

/** Shapes per motif, on a 320 × 160 canvas, in translucent white over the gradient. */
function Motif({ motif }: { motif: string }) {
  switch (motif) {
    case 'percent':
      return (
        <g fill="none" stroke="#fff" strokeOpacity=".55" strokeWidth="10">
          <circle cx="220" cy="55" r="20" />
          <circle cx="280" cy="120" r="20" />
          <line x1="290" y1="40" x2="210" y2="135" strokeLinecap="round" />
        </g>
      );
    case 'star':
      return <polygon points="250,20 266,62 310,62 274,88 288,132 250,106 212,132 226,88 190,62 234,62" fill="#fff" fillOpacity=".45" />;
    case 'arrows':
      return (
        <g fill="none" stroke="#fff" strokeOpacity=".5" strokeWidth="10" strokeLinecap="round" strokeLinejoin="round">
          <path d="M200 110 A50 50 0 0 1 290 70" />
          <polyline points="270,50 292,70 268,88" />
          <path d="M300 110 A50 50 0 0 1 230 140" strokeOpacity=".3" />
        </g>
      );
    case 'chain':
      return (
        <g fill="none" stroke="#fff" strokeOpacity=".5" strokeWidth="9">
          <rect x="180" y="60" width="60" height="40" rx="20" />
          <rect x="225" y="60" width="60" height="40" rx="20" />
          <rect x="270" y="60" width="45" height="40" rx="20" strokeOpacity=".3" />
        </g>
      );
    case 'spade':
      return <path d="M250 25 C210 70 190 85 205 110 C215 125 240 120 245 108 L235 140 L265 140 L255 108 C260 120 285 125 295 110 C310 85 290 70 250 25 Z" fill="#fff" fillOpacity=".45" />;
    case 'people':
      return (
        <g fill="#fff" fillOpacity=".45">
          <circle cx="230" cy="60" r="18" />
          <path d="M200 130 a30 30 0 0 1 60 0 Z" />
          <circle cx="280" cy="68" r="15" fillOpacity=".7" />
          <path d="M255 130 a25 25 0 0 1 50 0 Z" fillOpacity=".7" />
        </g>
      );
    case 'ticket':
      return <path d="M190 50 H310 V75 a10 10 0 0 0 0 20 V120 H190 V95 a10 10 0 0 0 0 -20 Z" fill="#fff" fillOpacity=".4" />;
    case 'diamond':
      return <polygon points="250,25 300,70 250,140 200,70" fill="#fff" fillOpacity=".45" />;
    default:
      return (
        <g fill="#fff">
          <circle cx="250" cy="80" r="55" fillOpacity=".25" />
          <circle cx="250" cy="80" r="32" fillOpacity=".35" />
        </g>
      );
  }
}

export function Artwork({ data, className, label }: { data: Record<string, unknown>; className?: string; label?: string }) {
  const art = artworkOf(data);
  const gradientId = `promo-art-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return (
    <svg className={className} viewBox="0 0 320 160" preserveAspectRatio="xMidYMid slice" role={label ? 'img' : undefined} aria-label={label} aria-hidden={label ? undefined : true} data-motif={art.motif}>
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={art.from} />
          <stop offset="1" stopColor={art.to} />
        </linearGradient>
      </defs>
      <rect width="320" height="160" fill={`url(#${gradientId})`} />
      <Motif motif={art.motif} />
    </svg>
  );
}
