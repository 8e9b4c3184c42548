/**
 * The table's dealer drawn as SVG (no video): a croupier behind the felt with the table's shoe, a round clock
 * ring that empties while the betting window runs, and a gesture per phase (hands over the table while bets are
 * taken, one hand raised for "no more bets", presenting the result). Motion is CSS that reduced motion stops.
 */
import type { TablePhase } from './live-api.ts';

interface Props {
  phase: TablePhase;
  /** 0…1 of the betting window left (the clock ring). */
  left: number;
  seconds: number;
  label: string;
}

const RING = 2 * Math.PI * 26;

export function LiveDealer({ phase, left, seconds, label }: Props) {
  const raised = phase === 'drawing';
  return (
    <svg className={`lv-dealer is-${phase}`} viewBox="0 0 240 150" width="240" height="150" role="img" aria-label={label} data-testid="live-dealer">
      <rect x="0" y="0" width="240" height="150" rx="14" fill="#13261b" />
      <ellipse cx="120" cy="160" rx="150" ry="62" fill="#1b7f3b" stroke="#c9a227" strokeWidth="3" />
      {/* the croupier: head, hair, shoulders in a waistcoat, a bow tie */}
      <g className="lv-dealer__body">
        <path d="M70 112 Q72 76 120 72 Q168 76 170 112 Z" fill="#1d1d1d" />
        <path d="M104 76 L120 110 L136 76 Z" fill="#f4f1ea" />
        <path d="M112 80 L120 85 L128 80 L128 90 L120 85 L112 90 Z" fill="#c1121f" />
        <circle cx="120" cy="52" r="20" fill="#e9b98f" />
        <path d="M100 48 Q104 28 120 30 Q138 28 140 48 Q132 38 120 40 Q108 38 100 48 Z" fill="#3b2a14" />
        <circle cx="113" cy="53" r="2" fill="#222" />
        <circle cx="127" cy="53" r="2" fill="#222" />
        <path d="M113 62 Q120 67 127 62" stroke="#7a3b2e" strokeWidth="2" fill="none" />
        <path className="lv-dealer__arm" d={raised ? 'M160 100 L188 58' : 'M160 100 L184 118'} stroke="#1d1d1d" strokeWidth="10" strokeLinecap="round" />
        <circle cx={raised ? 190 : 186} cy={raised ? 54 : 120} r="7" fill="#e9b98f" />
        <path d="M80 100 L58 118" stroke="#1d1d1d" strokeWidth="10" strokeLinecap="round" />
        <circle cx="55" cy="120" r="7" fill="#e9b98f" />
      </g>
      {/* the shoe on the felt */}
      <g transform="translate(18 108)">
        <rect width="34" height="22" rx="4" fill="#3b2a14" stroke="#c9a227" />
        <rect x="6" y="4" width="22" height="14" rx="2" fill="#f4f1ea" />
      </g>
      {/* the round clock */}
      <g transform="translate(204 36)" data-testid="live-clock-ring" data-left={Math.round(left * 100) / 100}>
        <circle r="26" fill="#0008" stroke="#ffffff33" strokeWidth="5" />
        <circle className="lv-ring" r="26" fill="none" stroke={left > 0.3 ? '#2a9d3f' : '#e0a800'} strokeWidth="5" strokeDasharray={`${RING * left} ${RING}`} transform="rotate(-90)" />
        <text y="6" textAnchor="middle" fill="#fff" fontSize="18" fontWeight="700">{phase === 'betting' ? seconds : '·'}</text>
      </g>
    </svg>
  );
}
