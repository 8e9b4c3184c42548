/** The fish of the shooter drawn as SVG (body, tail, fin, eye), one look per kind; sized by how much it pays. */
import type { FishKind } from './arcade-api.ts';

const LOOK: Readonly<Record<FishKind, { body: string; fin: string; length: number; stripes?: boolean; spikes?: boolean; shell?: boolean }>> = {
  clownfish: { body: '#ff7b00', fin: '#fff', length: 34, stripes: true },
  pufferfish: { body: '#f4d35e', fin: '#c9a227', length: 36, spikes: true },
  turtle: { body: '#5aa469', fin: '#2f6d3a', length: 44, shell: true },
  shark: { body: '#8d99ae', fin: '#5c677d', length: 64 },
  whale: { body: '#3a6ea5', fin: '#274c77', length: 88 },
};

export const fishLength = (kind: FishKind): number => LOOK[kind].length;

/** One fish facing right, its nose at x = 0, centred on y = 0. */
export function FishShape({ kind }: { kind: FishKind }) {
  const look = LOOK[kind];
  const l = look.length;
  const h = l * (kind === 'whale' ? 0.42 : kind === 'shark' ? 0.3 : 0.5);
  return (
    <g data-kind={kind}>
      <path d={`M${-l} 0 L${-l - l * 0.3} ${-h * 0.55} L${-l - l * 0.3} ${h * 0.55}Z`} fill={look.fin} />
      {kind === 'shark' ? <path d={`M${-l * 0.55} ${-h * 0.4} L${-l * 0.45} ${-h * 1.2} L${-l * 0.3} ${-h * 0.4}Z`} fill={look.fin} /> : null}
      <ellipse cx={-l / 2} cy="0" rx={l / 2} ry={h / 2} fill={look.body} />
      {look.shell ? <ellipse cx={-l / 2} cy={-h * 0.05} rx={l * 0.33} ry={h * 0.38} fill={look.fin} stroke="#c5e1a5" strokeWidth="1.5" /> : null}
      {look.stripes ? [0.3, 0.6].map((at) => <rect key={at} x={-l * at - 2} y={-h / 2 + 1} width="4" height={h - 2} rx="2" fill={look.fin} />) : null}
      {look.spikes ? [0.2, 0.4, 0.6, 0.8].map((at) => <path key={at} d={`M${-l * at} ${-h / 2} l3 -5 l3 5`} fill={look.fin} />) : null}
      {kind === 'whale' ? <path d={`M${-l * 0.2} ${-h / 2} q-4 -10 -10 -12 M${-l * 0.2} ${-h / 2} q4 -10 10 -12`} stroke="#9ad1ff" strokeWidth="2" fill="none" /> : null}
      <circle cx={-l * 0.16} cy={-h * 0.12} r={Math.max(2, l * 0.05)} fill="#fff" />
      <circle cx={-l * 0.15} cy={-h * 0.12} r={Math.max(1, l * 0.025)} fill="#111" />
    </g>
  );
}
