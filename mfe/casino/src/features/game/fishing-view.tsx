/**
 * The fishing shooter: fish of every kind swim across an SVG sea (CSS animation; still with reduced motion),
 * the cannon at the bottom. Hunting games (scene `forest`, by their theme) play the same shooter in a forest
 * clearing, the targets drawn as game animals (hunt-art.tsx) that run across it. Once the round's shots are bought the player clicks (or focuses and presses Enter
 * on) a fish to shoot at it: the browser sends only the kind aimed at, the server's floats say hit or miss,
 * and the last shot is drawn as a beam with a burst of coins or a splash. The shots left are the cannon's balls.
 */
import type { CSSProperties, KeyboardEvent } from 'react';
import type { FishKind, FishingOutcome } from './arcade-api.ts';
import type { Round } from './game-api.ts';
import type { FishingPaytable } from '@arena/domain';
import { FishShape, fishLength } from './fish-art.tsx';
import { ANIMAL_OF, AnimalShape, animalLength } from './hunt-art.tsx';
import { useGT, type GameTextFn } from './game-text.ts';

type Scene = FishingPaytable['scene'];
/** A target's name in the page's language: the fish, or in the forest the animal drawn for that kind. */
export const targetName = (t: GameTextFn, scene: Scene, kind: FishKind): string => (scene === 'forest' ? t(`animal_${ANIMAL_OF[kind]}`) : t(`fish_${kind}`));

const WIDTH = 480;
const LANE = 40;
const TOP = 34;
const CANNON = { x: WIDTH / 2, y: TOP + 5 * LANE + 18 };

export const FISHING_CSS = `
.gm-fish { animation: gm-swim linear infinite; }
@keyframes gm-swim { from { transform: translateX(-40px); } to { transform: translateX(${WIDTH + 110}px); } }
.gm-fish-target { cursor: crosshair; outline: none; }
.gm-fish-target:focus-visible { filter: drop-shadow(0 0 4px #ffd166); }
.gm-fish-target[aria-disabled="true"] { cursor: default; }
.gm-beam { animation: gm-beam 0.6s ease-out both; pointer-events: none; }
@keyframes gm-beam { from { opacity: 1; } to { opacity: 0.25; } }
@media (prefers-reduced-motion: reduce) {
  .gm-fish { animation: none; transform: translateX(var(--rest)); }
  .gm-beam { animation: none; }
}
`;

/** The round as the sea shows it: open (the shots so far), settled (all ten) or none yet. */
function shotsOf(round: Round | null): { status: 'idle' | 'open' | 'settled'; table: FishingOutcome | null } {
  if (round?.engine !== 'fishing') return { status: 'idle', table: null };
  if (round.status === 'open') return { status: 'open', table: (round.state as FishingOutcome | null) ?? null };
  return { status: round.status === 'settled' ? 'settled' : 'idle', table: round.status === 'settled' ? (round.outcome as FishingOutcome) : null };
}

/** The forest clearing of the hunting games: sky, tree line, meadow. */
function Forest({ height }: { height: number }) {
  return (
    <g data-testid="hunting-forest">
      <rect width={WIDTH} height={height} rx="12" fill="url(#gm-sky)" />
      <rect y={TOP + 40} width={WIDTH} height={height - TOP - 40} fill="#6a994e" />
      {[20, 70, 130, 360, 410, 455].map((x, i) => (
        <g key={x} transform={`translate(${x} ${TOP + 44})`}>
          <rect x="-3" y="-6" width="6" height="14" fill="#5d4037" />
          <path d={`M0 ${-40 - (i % 3) * 8} L-16 -4 H16Z`} fill={i % 2 ? '#386641' : '#2d6a4f'} />
        </g>
      ))}
      {[90, 240, 380].map((x) => <path key={x} d={`M${x} ${height - 30} q6 -12 12 0 q6 -12 12 0`} stroke="#a7c957" strokeWidth="3" fill="none" />)}
    </g>
  );
}

export function FishingView({ fish, shots, scene = 'sea', round, disabled, onShoot }: { fish: Array<{ kind: FishKind; pays: number }>; shots: number; scene?: Scene; round: Round | null; disabled: boolean; onShoot: (kind: FishKind) => void }) {
  const t = useGT();
  const forest = scene === 'forest';
  const name = (kind: FishKind) => targetName(t, scene, kind);
  const lengthOf = forest ? animalLength : fishLength;
  const { status, table } = shotsOf(round);
  const canShoot = status === 'open' && !disabled;
  const left = table ? table.shotsLeft : shots;
  const last = table?.shots.at(-1) ?? null;
  const lastLane = last ? fish.findIndex((f) => f.kind === last.kind) : -1;
  const hits = table?.shots.filter((s) => s.hit).length ?? 0;
  const shoot = (kind: FishKind) => canShoot && onShoot(kind);
  const onKey = (kind: FishKind) => (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      shoot(kind);
    }
  };
  return (
    <div className="gm-board" data-testid="fishing" data-scene={scene} data-status={status} data-shots-left={left} data-hits={hits}>
      <style>{FISHING_CSS}</style>
      <svg viewBox={`0 0 ${WIDTH} ${CANNON.y + 22}`} width="100%" style={{ maxWidth: 560 }} role="group" aria-label={t(forest ? 'hunting_label' : 'fishing_label')}>
        <defs>
          <linearGradient id="gm-sea" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#0b4f6c" />
            <stop offset="1" stopColor="#01293b" />
          </linearGradient>
          <linearGradient id="gm-sky" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#8ecae6" />
            <stop offset="1" stopColor="#d8f3dc" />
          </linearGradient>
        </defs>
        {forest ? <Forest height={CANNON.y + 22} /> : (
          <>
            <rect width={WIDTH} height={CANNON.y + 22} rx="12" fill="url(#gm-sea)" />
            {[60, 170, 300, 420].map((x) => <path key={x} d={`M${x} ${CANNON.y + 22} q-8 -30 4 -60 q10 -25 -2 -50`} stroke="#1b998b" strokeWidth="4" fill="none" opacity="0.6" />)}
          </>
        )}
        {fish.map(({ kind, pays }, lane) => {
          // Bigger fish swim slower; each lane starts at its own place so the sea is never empty.
          const style = { animationDuration: `${7 + lengthOf(kind) / 10}s`, animationDelay: `-${lane * 2.3}s`, '--rest': `${60 + lane * 85}px` } as CSSProperties;
          return (
            <g key={kind} transform={`translate(0 ${TOP + lane * LANE})`}>
              <g className="gm-fish" style={style}>
                <g className="gm-fish-target" role="button" tabIndex={canShoot ? 0 : -1} aria-disabled={!canShoot} aria-label={t('fish_button', { fish: name(kind), pays })}
                  onClick={() => shoot(kind)} onKeyDown={onKey(kind)} data-testid={`fish-${kind}`}>
                  <rect x={-lengthOf(kind) * 1.3 - 4} y="-18" width={lengthOf(kind) * 1.3 + 8} height="36" fill="transparent" />
                  {forest ? <AnimalShape kind={kind} /> : <FishShape kind={kind} />}
                </g>
              </g>
            </g>
          );
        })}
        {last && lastLane >= 0 ? (
          <g key={table!.shots.length} className="gm-beam" data-testid="fishing-last-shot" data-hit={last.hit}>
            <line x1={CANNON.x} y1={CANNON.y - 10} x2={CANNON.x} y2={TOP + lastLane * LANE} stroke={last.hit ? '#ffd166' : '#9ad1ff'} strokeWidth="3" strokeDasharray="6 4" />
            {last.hit
              ? [0, 1, 2, 3, 4, 5].map((i) => <circle key={i} cx={CANNON.x + Math.cos(i) * 16} cy={TOP + lastLane * LANE + Math.sin(i) * 12} r="5" fill="#ffd166" stroke="#b8860b" />)
              : <circle cx={CANNON.x} cy={TOP + lastLane * LANE} r="12" fill="none" stroke="#9ad1ff" strokeWidth="2" />}
          </g>
        ) : null}
        <g transform={`translate(${CANNON.x} ${CANNON.y})`}>
          <rect x="-7" y="-22" width="14" height="22" rx="4" fill="#adb5bd" />
          <circle r="14" fill="#495057" />
        </g>
        {Array.from({ length: shots }, (_, i) => (
          <circle key={i} cx={18 + i * 14} cy={CANNON.y + 4} r="5" fill={i < left ? '#ffd166' : '#ffffff33'} data-testid={i < left ? 'fishing-ball' : undefined} />
        ))}
      </svg>
      <p className="gm-hint" aria-live="polite" data-testid="fishing-status">
        {status === 'open'
          ? `${t('fishing_shots_left', { left })}${last ? ` · ${t(last.hit ? 'fishing_hit' : 'fishing_miss', { fish: name(last.kind), pays: last.pays })}` : ''}`
          : status === 'settled'
            ? t('fishing_summary', { hits, shots })
            : t(forest ? 'hunting_hint' : 'fishing_hint', { shots })}
      </p>
    </div>
  );
}
