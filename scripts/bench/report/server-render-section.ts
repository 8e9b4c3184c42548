/** RESULTS.md's issue 26 section: Arena beside the route-split SPA, server-render figures (server-render/). */
import type { HtmlBytes } from '../server-render/html-bytes.ts';
import type { OddsFigures, PageLighthouse, ServerRenderFigures } from '../server-render/server-render-figures.ts';
import type { ThroughputSample } from '../host-throughput.ts';
import { describeFailures, type HostMemory } from '../server-render/ssr-throughput.ts';
import type { Summary } from '../stats.ts';

const range = (s: Summary, digits: number) => `${s.median.toFixed(digits)} (${s.min.toFixed(digits)}–${s.max.toFixed(digits)})`;
const kb = (n: number) => (n / 1000).toFixed(1);
const mb = (n: number) => (n / 1e6).toFixed(1);
const ratio = (a: number, b: number) => (b > 0 ? `${(a / b).toFixed(2)}×` : '—');

function lighthouseRows(f: ServerRenderFigures): string {
  const row = (path: string, variant: string, l: PageLighthouse | undefined) =>
    l
      ? `| ${path} | ${variant} | ${range(l.score, 0)} | ${range(l.lcpMs, 0)} | ${range(l.tbtMs, 0)} | ${range(l.cls, 3)} | ${range(l.accessibility, 0)} | ${kb(l.diagnostics.scriptBytes)} (${l.diagnostics.scriptRequests}) |`
      : `| ${path} | ${variant} | not measured | | | | | |`;
  return f.pages.flatMap((path) => [row(path, 'Arena', f.lighthouse.arena[path]), row(path, 'SPA', f.lighthouse.spa[path])]).join('\n');
}

function diagnostics(f: ServerRenderFigures): string {
  const list = (items: Array<{ url: string; ms: number }>) => (items.length ? items.map((i) => `\`${i.url || '(page)'}\` ${i.ms} ms`).join(', ') : 'none');
  return f.pages
    .map((path) => {
      const l = f.lighthouse.arena[path];
      if (!l) return `- **${path}**: not measured`;
      const d = l.diagnostics;
      const a11y = d.failedAccessibility.length ? d.failedAccessibility.map((a) => `\`${a.id}\` (${a.title})`).join(', ') : 'none';
      return `- **${path}** — LCP element: \`${d.lcpElement.replace(/`/g, "'").slice(0, 160) || 'none'}\`; longest tasks: ${list(d.longTasks)}; script CPU: ${list(d.scriptCpu)}; render-blocking: ${list(d.renderBlocking)}; failed accessibility audits: ${a11y}`;
    })
    .join('\n');
}

function oddsTable(f: ServerRenderFigures): string {
  const o = f.odds;
  if (!o) return `not measured: ${f.oddsError ?? 'no runs'}`;
  const rows: Array<[string, keyof OddsFigures]> = [
    ['first contentful paint', 'fcpMs'],
    ['first paint of the live odds', 'oddsPaintMs'],
    ['first interaction (price click → coupon counts it)', 'firstInteractionMs'],
    ['… the click reached the page', 'clickMs'],
    ["… the page hydrated (Arena's last server markup took its mark off)", 'hydratedMs'],
  ];
  const lines = (['cold', 'warm'] as const).flatMap((mode) =>
    rows.flatMap(([label, key]) => {
      const a = o.arena[mode][key];
      const s = o.spa[mode][key];
      if (!a || !s) return [];
      const spa = s.median < 0 ? 'none waits' : range(s, 0);
      return [`| ${mode} | ${label} | ${range(a, 0)} | ${spa} | ${s.median < 0 ? '' : ratio(a.median, s.median)} |`];
    }),
  );
  const count = (x: { samples: number[] } | undefined) => (x ? x.samples.filter((n) => n > 0).length : undefined);
  const held = (['cold', 'warm'] as const).map((mode) => {
    const a = o.arena[mode];
    const painted = count(a.serverPainted);
    const heldClicks = count(a.clickHeld);
    if (painted === undefined || heldClicks === undefined) return '';
    return `${mode}: the price was in Arena's HTML in ${painted} of ${a.fcpMs.samples.length} runs, and the click hit markup still waiting for hydration (held, replayed after it) in ${heldClicks}`;
  }).filter(Boolean);
  const note = held.length ? `\n\n${held.join('; ')}.` : '';
  return `| load | figure (ms from navigation start) | Arena median (min–max) | SPA median (min–max) | Arena / SPA |\n|---|---|---|---|---|\n${lines.join('\n')}${note}`;
}

function throughput(f: ServerRenderFigures): string {
  const memoryRow = (label: string, pick: (x: HostMemory) => number) => {
    const m = f.renderMemory!;
    return `| ${label} | ${mb(pick(m.before))} | ${mb(pick(m.middle))} | ${mb(pick(m.after))} | ${ratio(pick(m.after), pick(m.before))} | ${ratio(pick(m.after), pick(m.middle))} |`;
  };
  const row = (label: string, s: ThroughputSample) => `| ${label} | \`${s.path}\` | ${Math.round(s.requestsPerSecond)} | ${s.p50Ms} | ${s.p99Ms} | ${s.errors} | ${s.non2xx} |`;
  const m = f.renderMemory;
  const memory = m
    ? `Host memory over ${m.renders} uncached renders of /ru/ (${m.connections ? `${m.connections} connections, ` : ''}${m.seconds.toFixed(0)} s, ${m.failed} failed${m.failed && m.failures ? `: ${describeFailures(m.failures)}` : ''}), after a 500-render warm-up, each reading after a forced GC.
The first half fills the host's bounded caches; the target judges the second half:

| | before | half way | after | after / before | after / half way |
|---|---|---|---|---|---|
${memoryRow('RSS (MB)', (x) => x.rssBytes)}
${memoryRow('V8 heap used (MB)', (x) => x.heapUsedBytes)}
${memoryRow('V8 heap total (MB)', (x) => x.heapTotalBytes)}`
    : 'Host memory: not measured (`--renders 0`).';
  return `| /ru/ | URL | req/s | p50 (ms) | p99 (ms) | errors | non-2xx |
|---|---|---|---|---|---|---|
${row('cached (the 1 s micro-cache answers)', f.ssr.cached)}
${row('**uncached (a real render each; the target)**', f.ssr.uncached)}

${memory}`;
}

function htmlBytes(f: ServerRenderFigures): string {
  const cells = (b: HtmlBytes | undefined) => (b ? `${b.status} | ${kb(b.raw)} | ${kb(b.brotli)}${b.brotliEncoding === 'br' ? '' : ` (${b.brotliEncoding})`}` : '— | — | —');
  return `| page | Arena status | Arena raw (KB) | Arena brotli (KB) | SPA status | SPA raw (KB) | SPA brotli (KB) |\n|---|---|---|---|---|---|---|\n${f.pages
    .map((path) => `| ${path} | ${cells(f.htmlBytes.arena[path])} | ${cells(f.htmlBytes.spa[path])} |`)
    .join('\n')}`;
}

export function serverRenderSection(f: ServerRenderFigures): string {
  const errors = f.lighthouseErrors.length ? `\nLighthouse runs that failed: ${f.lighthouseErrors.join('; ')}.\n` : '';
  return `## Issue 26: server-rendered composition, Arena beside the route-split SPA

Pages: ${f.pages.map((p) => `\`${p}\``).join(', ')}. The game page is a line game the run picked at its start (the first
football game starting two or more hours later: the reference backend's games roll on a clock, so no id stays on the line
for ever; both variants were measured on the same id).

### Lighthouse 12, mobile preset (median of ${f.lighthouseRuns} per page and variant, runs alternating Arena and SPA)

| page | variant | performance | LCP (ms) | TBT (ms) | CLS | accessibility | script KB (requests), median run |
|---|---|---|---|---|---|---|---|
${lighthouseRows(f)}
${errors}
What Lighthouse found on Arena's pages (the run with the median score): the LCP element, the longest main-thread tasks
(simulated mobile CPU), the scripts by CPU time, render-blocking resources and failed accessibility audits.

${diagnostics(f)}

### Live odds: first paint and first interaction on /ru/ (HTTP/1.1, 1280×720 desktop Chromium, no throttling)

${oddsTable(f)}

### Host server-render throughput (autocannon, loopback, ${f.ssr.seconds} s per URL, ${f.ssr.connections} connections, \`accept-encoding: br\`)

${throughput(f)}

### HTML bytes of each page (as a first-time visitor gets it, after one unmeasured request; body on the wire)

${htmlBytes(f)}
`;
}
