/** The targets, checked against the medians of one run. */
import type { BenchResults } from './bench.ts';

export interface TargetResult {
  name: string;
  limit: string;
  measured: string;
  met: boolean;
}

export const JS_BUDGET_BYTES = 170_000;

const ms = (n: number) => `${n.toFixed(1)} ms`;
const times = (n: number) => `${n.toFixed(2)}×`;
const kb = (n: number) => `${(n / 1000).toFixed(1)} KB`;

export function evaluateTargets(r: Omit<BenchResults, 'targets'>): TargetResult[] {
  const sw = r.arena.appSwitch;
  const notMeasured = `not measured: ${r.arena.switchError ?? 'no runs'}`;
  const hostOk = (s: BenchResults['host']['index']) => s.requestsPerSecond >= 10_000 && s.p99Ms < 20 && s.errors === 0 && s.non2xx === 0;
  return [
    { name: 'cold first load (to first app mounted) vs monolith', limit: '≤ 1.10×', measured: times(r.ratios.coldFirstAppMounted), met: r.ratios.coldFirstAppMounted <= 1.1 },
    { name: 'JS transferred vs monolith (cold /ru/)', limit: '≤ 1.25×', measured: times(r.ratios.coldJsTransferred), met: r.ratios.coldJsTransferred <= 1.25 },
    { name: 'JS transferred, home page (cold /ru/)', limit: `≤ ${kb(JS_BUDGET_BYTES)}`, measured: kb(r.arena.coldLoad.jsTransferredBytes.median), met: r.arena.coldLoad.jsTransferredBytes.median <= JS_BUDGET_BYTES },
    { name: `app switch, click to mounted (${sw?.pair.join(' ↔ ') ?? 'betting ↔ office'})`, limit: '≤ 50 ms', measured: sw ? ms(sw.appSwitchMs.median) : notMeasured, met: !!sw && sw.appSwitchMs.median <= 50 },
    { name: `heap after ${r.heapSwitches[1]} switches vs after ${r.heapSwitches[0]}`, limit: '≤ 1.05×', measured: sw ? times(sw.heapRatio.median) : notMeasured, met: !!sw && sw.heapRatio.median <= 1.05 },
    { name: 'host: index.html', limit: '≥ 10 000 req/s, p99 < 20 ms', measured: `${Math.round(r.host.index.requestsPerSecond)} req/s, p99 ${r.host.index.p99Ms} ms`, met: hostOk(r.host.index) },
    { name: 'host: importmap.json', limit: '≥ 10 000 req/s, p99 < 20 ms', measured: `${Math.round(r.host.importMap.requestsPerSecond)} req/s, p99 ${r.host.importMap.p99Ms} ms`, met: hostOk(r.host.importMap) },
  ];
}
