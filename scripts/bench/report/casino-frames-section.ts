/** RESULTS.md's "casino frame times" section (issue 30): the game screens' frames while they animate, full speed and 4× CPU throttling. */
import { FRAME_BUDGET_MS, type CasinoFramesFigures } from '../browser/casino-frames.ts';

export function casinoFramesSection(f: CasinoFramesFigures | undefined): string {
  if (!f) return '### Casino game screens: frame times while animating\n\nnot measured (`npm run bench:frames`)\n';
  const rows = f.scenes.map((s) => `| ${s.scene} | ${s.cpuThrottle}× | ${s.frames} | ${s.p50Ms.toFixed(1)} | ${s.p95Ms.toFixed(1)} | ${s.p99Ms.toFixed(1)} | ${s.maxMs.toFixed(1)} | ${s.dropped} |`);
  return `### Casino game screens: frame times while animating (\`npm run bench:frames\`, commit ${f.code}, measured ${f.date})

| scene | CPU throttling | frames | p50 (ms) | p95 (ms) | p99 (ms) | max (ms) | dropped (≥ 2 vsyncs of ${FRAME_BUDGET_MS.toFixed(1)} ms) |
|---|---|---|---|---|---|---|---|
${rows.join('\n')}

Every \`requestAnimationFrame\` delta in the page while the scene animates (headless Chromium, 1280 × 800), once at
full speed and once with DevTools' 4× CPU slowdown (\`Emulation.setCPUThrottlingRate\`). Load average (1, 5, 15 min,
\`uptime\`; a 2-core machine shared with other developers' work): ${f.loadAverage.before.join(' ')} before, ${f.loadAverage.after.join(' ')} after.
Target (issue 30): p95 of one vsync (16.7 ms, read to the nearest vsync: the frame timer jitters by ±0.1 ms) at full speed.
${f.note ? `\n${f.note}\n` : ''}`;
}
