/**
 * A spinning wheel drawn as SVG (the roulette wheel and the money wheel): equal segments with their labels,
 * turned so the landed segment stops under the pointer. The turn is a CSS transition that
 * prefers-reduced-motion switches off (game-styles.ts), so the result then shows at once.
 * The disk is an <svg> of its own under the pointer's: a transform on an element inside an SVG is restyled, laid
 * out and repainted on the main thread every frame (the bench saw a style recalc and a layout per frame during the
 * turn), while the transform of an outer <svg> box runs on the compositor.
 */
export interface WheelSegment {
  label: string;
  fill: string;
}

const polar = (r: number, angle: number) => [100 + r * Math.sin(angle), 100 - r * Math.cos(angle)] as const;

export function WheelDisk({ segments, landed, spins, label }: { segments: readonly WheelSegment[]; landed: number | null; spins: number; label: string }) {
  const step = (2 * Math.PI) / segments.length;
  // Whole turns per round played, so every new result spins forward from where the last one stopped.
  const turn = landed === null ? 0 : spins * 360 * 3 - (landed * 360) / segments.length;
  return (
    <div className="gm-wheel" role="img" aria-label={label} data-testid="wheel-disk" data-landed={landed ?? ''}>
      <svg className="gm-spin gm-wheel__disk" viewBox="0 0 200 200" aria-hidden="true" style={{ transform: `rotate(${turn}deg)` }}>
        {segments.map((segment, i) => {
          const [x1, y1] = polar(96, i * step - step / 2);
          const [x2, y2] = polar(96, i * step + step / 2);
          const [tx, ty] = polar(80, i * step);
          return (
            <g key={i}>
              <path d={`M100 100 L${x1} ${y1} A96 96 0 0 1 ${x2} ${y2}Z`} fill={segment.fill} stroke="#0006" strokeWidth="0.5" />
              <text x={tx} y={ty} fontSize={segments.length > 40 ? 6 : 8} fill="#fff" textAnchor="middle" dominantBaseline="middle" transform={`rotate(${(i * 360) / segments.length} ${tx} ${ty})`}>
                {segment.label}
              </text>
            </g>
          );
        })}
        <circle cx="100" cy="100" r="30" fill="#3b2a14" stroke="#c9a227" strokeWidth="3" />
      </svg>
      <svg className="gm-wheel__pointer" viewBox="0 0 200 210" aria-hidden="true">
        <path d="M92 0 L108 0 L100 16Z" fill="#ffd166" stroke="#000" strokeWidth="1" />
      </svg>
    </div>
  );
}
