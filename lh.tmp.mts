import { runLighthouse } from './scripts/bench/browser/lighthouse.ts';
const base = process.argv[2]!;
const paths = ['/ru/', '/ru/casino-lobby', '/ru/promotions', '/ru/line/football'];
for (const p of paths) {
  const samples = [];
  for (let i = 0; i < Number(process.env.RUNS ?? 1); i++) samples.push(await runLighthouse(`${base}${p}`));
  samples.sort((a, b) => a.score - b.score);
  const m = samples[Math.floor(samples.length / 2)]!;
  console.log(`${p}\tscore ${m.score.toFixed(0)}\tLCP ${m.lcpMs.toFixed(0)} ms\tTBT ${m.tbtMs.toFixed(0)} ms\tCLS ${m.cls.toFixed(3)}`);
}
process.exit(0);
