/** A drawn ball as SVG: a shaded sphere with its number on a white disc, coloured by its range (as on a TV draw). */
const BALL_COLOURS = ['#d62839', '#f28c28', '#e0a800', '#2a9d3f', '#118ab2', '#5a189a'];

export function Ball({ n, label, size = 36, hit = false, delayMs }: { n: number; label: string; size?: number; hit?: boolean; delayMs?: number }) {
  const colour = BALL_COLOURS[Math.floor((n - 1) / 15) % BALL_COLOURS.length]!;
  return (
    <svg viewBox="0 0 40 40" width={size} height={size} role="img" aria-label={label} data-ball={n} data-hit={hit || undefined}
      className={delayMs === undefined ? undefined : 'gm-ball-drop'} style={delayMs === undefined ? undefined : { animationDelay: `${delayMs}ms` }}>
      <title>{label}</title>
      <circle cx="20" cy="20" r="18" fill={colour} stroke={hit ? '#ffd166' : '#0006'} strokeWidth={hit ? 3 : 1} />
      <circle cx="20" cy="20" r="10.5" fill="#fff" />
      <ellipse cx="13" cy="11" rx="5" ry="3" fill="#fff" opacity="0.45" />
      <text x="20" y="24.5" fontSize={n > 9 ? 11 : 13} fontWeight="800" fill="#111" textAnchor="middle">{n}</text>
    </svg>
  );
}
