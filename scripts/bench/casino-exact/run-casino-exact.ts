/**
 * `npm run bench:casino-exact`: the casino's figures that take full enumeration (video poker's optimal return,
 * each classic slot table's hit rate and standard deviation). Prints them, writes bench/casino-exact.json and
 * re-renders bench/RESULTS.md (its "Casino exact figures" section).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { POKER_RTP } from '../../../server/src/api/casino/games/engines/video-poker.ts';
import { optimalReturn } from '../../../server/src/api/casino/games/engines/video-poker-exact.ts';
import { CLASSIC_VOLATILITIES } from '../../../server/src/api/casino/games/slot-paytable.ts';
import { exactSlotSpread } from '../../../server/src/api/casino/games/slot-rtp.ts';
import type { BenchResults } from '../bench.ts';
import { writeReport } from '../report/write.ts';
import type { CasinoExactFigures } from './casino-exact-figures.ts';

const root = resolve(import.meta.dirname, '..', '..', '..');

let started = performance.now();
const poker = optimalReturn();
const pokerSeconds = (performance.now() - started) / 1000;
console.log(`video poker (Jacks or Better 9/6), optimal holds: ${(poker.rtp * 100).toFixed(4)} % over ${poker.deals} deals (${pokerSeconds.toFixed(1)} s)`);

started = performance.now();
const classicSlots = CLASSIC_VOLATILITIES.map((volatility) => {
  const spread = exactSlotSpread(volatility);
  console.log(`classic slot, ${volatility}: RTP ${(spread.rtp * 100).toFixed(4)} %, hit rate ${(spread.hitRate * 100).toFixed(2)} %, standard deviation ${spread.standardDeviation.toFixed(3)}`);
  return { volatility, ...spread };
});
const slotSeconds = (performance.now() - started) / 1000;

const figures: CasinoExactFigures = {
  date: new Date().toISOString(),
  videoPoker: { table: 'Jacks or Better 9/6', deals: poker.deals, rtp: poker.rtp, declared: POKER_RTP, seconds: pokerSeconds },
  classicSlots,
  slotSeconds,
};
const benchDir = join(root, 'bench');
writeFileSync(join(benchDir, 'casino-exact.json'), `${JSON.stringify(figures, null, 2)}\n`);
const resultsFile = join(benchDir, 'results.json');
if (existsSync(resultsFile)) {
  const results = JSON.parse(readFileSync(resultsFile, 'utf8')) as BenchResults;
  writeReport(benchDir, { ...results, casinoExact: figures });
  console.log('bench: wrote bench/casino-exact.json and the "Casino exact figures" section of bench/RESULTS.md');
} else console.log('bench: wrote bench/casino-exact.json (no bench/results.json yet: `npm run bench` renders RESULTS.md with it)');
