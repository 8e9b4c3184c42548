/** The Mines pictures as SVG, each centred on (0, 0) in a 40 × 40 box: a covered tile, a gem (safe) and a mine. */

/** A covered tile: a raised square with a light top edge. */
export function CoveredTile() {
  return (
    <g>
      <rect x="-18" y="-18" width="36" height="36" rx="6" fill="#2b3a55" stroke="#4a5d82" strokeWidth="2" />
      <path d="M-14 -13 H14" stroke="#ffffff" strokeOpacity=".25" strokeWidth="3" strokeLinecap="round" />
    </g>
  );
}

/** A safe tile's gem: a cut stone in the accent colour. */
export function Gem({ fill = '#2ec4b6' }: { fill?: string }) {
  return (
    <g>
      <path d="M-12 -4 L-6 -12 H6 L12 -4 L0 13Z" fill={fill} stroke="#0b3d38" strokeWidth="1.5" strokeLinejoin="round" />
      <path d="M-12 -4 H12 M-6 -12 L-3 -4 L0 13 L3 -4 L6 -12" fill="none" stroke="#ffffff" strokeOpacity=".55" strokeWidth="1.2" />
    </g>
  );
}

/** A sea mine: a dark ball with spikes and a glint. */
export function Mine({ fill = '#1b1b1f' }: { fill?: string }) {
  const spikes = [0, 45, 90, 135, 180, 225, 270, 315];
  return (
    <g>
      {spikes.map((angle) => (
        <rect key={angle} x="-1.6" y="-14" width="3.2" height="7" rx="1" fill={fill} transform={`rotate(${angle})`} />
      ))}
      <circle r="9" fill={fill} />
      <circle cx="-3" cy="-3" r="2.4" fill="#ffffff" fillOpacity=".7" />
    </g>
  );
}
