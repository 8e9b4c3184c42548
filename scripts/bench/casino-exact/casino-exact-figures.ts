/**
 * The casino's exact figures (`npm run bench:casino-exact`, run-casino-exact.ts), kept in bench/casino-exact.json
 * between bench runs: video poker's return with optimal holds and each classic slot table's spread, both by full
 * enumeration (too slow for a unit test; the unit tests check the methods and the published figures).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface ClassicSlotFigures {
  volatility: 'low' | 'medium' | 'high';
  rtp: number;
  hitRate: number;
  standardDeviation: number;
  spins: number;
}

export interface CasinoExactFigures {
  date: string;
  videoPoker: { table: string; deals: number; rtp: number; declared: number; seconds: number };
  classicSlots: ClassicSlotFigures[];
  slotSeconds: number;
}

export function readCasinoExactFigures(root: string): CasinoExactFigures | undefined {
  const file = join(root, 'bench', 'casino-exact.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as CasinoExactFigures) : undefined;
}

const percent = (fraction: number, digits: number) => `${(fraction * 100).toFixed(digits)} %`;

/** RESULTS.md's section. */
export function casinoExactSection(figures: CasinoExactFigures | undefined): string {
  if (!figures) return '### Casino exact figures\n\nnot measured (`npm run bench:casino-exact`)\n';
  const vp = figures.videoPoker;
  const slotRows = figures.classicSlots.map(
    (s) => `| ${s.volatility} | ${percent(s.rtp, 4)} | ${percent(s.hitRate, 2)} | ${s.standardDeviation.toFixed(3)} | ${s.spins.toLocaleString('en')} |`,
  );
  return `### Casino exact figures (\`npm run bench:casino-exact\`, measured ${figures.date})

**Video poker, ${vp.table}, optimal holds:** exact return **${percent(vp.rtp, 4)}** over all ${vp.deals.toLocaleString('en')} deals
(declared ${percent(vp.declared, 2)}; ${vp.seconds.toFixed(1)} s). Each deal's best of its 32 holds, every hold valued over all its
draws by the counting method (server/src/api/casino/games/engines/video-poker-exact.ts).

**Classic-line slots, one table per volatility** (every combination of the five reel stops; ${figures.slotSeconds.toFixed(1)} s):

| volatility | RTP | hit rate | standard deviation per spin (× stake) | spins enumerated |
|---|---|---|---|---|
${slotRows.join('\n')}
`;
}
