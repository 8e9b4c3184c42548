/** RESULTS.md's "live fan-out" section: the delta feed against the full-snapshot feed it replaced, per client count. */
import type { HostsFigures } from '../hosts/hosts-figures.ts';
import type { LiveFanoutFigures, LiveFanoutLevel } from '../live/live-fanout.ts';

/** Issue 28's targets for one host: 5 000 clients, gap p99 ≤ 5 s at the 4 s tick, ≤ 2 KB per client per tick. */
export const LIVE_TARGET = { clients: 5000, gapP99Ms: 5000, bytesPerClientPerTick: 2000 } as const;

const ms = (n: number | null) => (n === null ? '—' : (n / 1000).toFixed(1));
const row = (label: string, l: LiveFanoutLevel | undefined) =>
  l
    ? `| ${label} | ${l.clients} | ${l.connected} | ${ms(l.gapP50Ms)} | ${ms(l.gapP99Ms)} | ${l.starved} | ${(l.bytesPerClientPerTick / 1000).toFixed(2)} (${l.encoding}) | ${(l.rssPerClientBytes / 1024).toFixed(1)} |`
    : `| ${label} | — | not measured | | | | | |`;

const targetMet = (l: LiveFanoutLevel | undefined) =>
  !!l && l.connected === l.clients && l.gapP99Ms !== null && l.gapP99Ms <= LIVE_TARGET.gapP99Ms && l.bytesPerClientPerTick <= LIVE_TARGET.bytesPerClientPerTick;

/** The clients connected to one host apart from the backend, as players reach it (the host's relay fans out). */
function throughHostPart(h: LiveFanoutFigures | undefined): string {
  if (!h) return '\n#### Through one host\n\nnot measured (`npm run bench:live`, which drives the clients through a host)\n';
  const rows = h.levels.map((l) => `${row(h.code, l)} ${l.loadAverage ? l.loadAverage.join(' → ') : '—'} |`);
  const target = h.levels.find((l) => l.clients === LIVE_TARGET.clients);
  return `
#### Through one host (backend and one host apart, the clients on the host; \`npm run bench:live\`, measured ${h.date}, ${h.windowMs / 1000} s window)

| commit | clients | connected | gap p50 (s) | gap p99 (s) | starved | KB per client per tick | host RSS per idle client (KiB) | load average (1 min, window start → end) |
|---|---|---|---|---|---|---|---|---|
${rows.join('\n')}

Target (issue 28) through the host: **${targetMet(target) ? 'met' : 'not met'}**. The host holds one upstream relay
subscription (\`relay=1\`, with the relay token) and writes each tick's delta, serialized and compressed once,
to every client; the load generator and both server processes share this 2-core machine with other
developers' work (the load average column), so the gaps include their load.
${h.note ? `\n${h.note}\n` : ''}`;
}

/** The multi-host part: the deploy race and a host killed during deploys and live traffic. */
function hostsPart(h: HostsFigures | undefined): string {
  if (!h) return '\n#### Several hosts\n\nnot measured (`npm run bench:hosts`)\n';
  const { race, kill } = h;
  return `
#### Several hosts (${h.hosts} hosts apart from one backend, one PostgreSQL; \`npm run bench:hosts\`, measured ${h.date})

| check | result |
|---|---|
| ${race.deploys} concurrent deploys, one If-Match, spread over the hosts | ${race.applied} applied, ${race.stale} × 412 |
| every host serves the new map on its next request | ${race.firstRequestServed.every(Boolean) ? 'yes' : 'no'} (${race.firstRequestServed.join(' / ')}; all within ${race.servedByAllAfterMs} ms) |
| kill -9 of one host during deploys: acknowledged versions lost | ${kill.lost} of ${kill.acknowledged} (history ${kill.historyVersions} versions, contiguous: ${kill.contiguous ? 'yes' : 'no'}) |
| its live clients, reconnected to another host with Last-Event-ID | ${kill.resumed} of ${kill.clientsMoved} resumed from their seq, ${kill.resynced} resynced by a snapshot |

Each host holds ONE upstream subscription to the backend's feed and fans it out (server/src/host/live-relay.ts);
its ticks carry the backend's seqs, which is why a client resumes on any host.
`;
}

export function liveFanoutSection(after: LiveFanoutFigures | undefined, before: LiveFanoutFigures | undefined, hosts?: HostsFigures, throughHost?: LiveFanoutFigures): string {
  if (!after) return `### Live fan-out\n\nnot measured (\`npm run bench:live -- --through api\` measures it alone)\n${throughHostPart(throughHost)}${hostsPart(hosts)}`;
  const counts = [...new Set([...(before?.levels ?? []), ...after.levels].map((l) => l.clients))].sort((a, b) => a - b);
  const rows = counts.flatMap((n) => [row(`before (${before?.code ?? '—'})`, before?.levels.find((l) => l.clients === n)), row(`after (${after.code})`, after.levels.find((l) => l.clients === n))]);
  const target = after.levels.find((l) => l.clients === LIVE_TARGET.clients);
  const met = targetMet(target);
  return `### Live fan-out (concurrent SSE clients of /betting-api/live/feed, one API process, ${after.windowMs / 1000} s window)

| feed | clients | connected | gap p50 (s) | gap p99 (s) | starved | KB per client per tick | server RSS per client (KiB) |
|---|---|---|---|---|---|---|---|
${rows.join('\n')}

Target (issue 28): ${LIVE_TARGET.clients} clients all connected, gap p99 ≤ ${LIVE_TARGET.gapP99Ms / 1000} s, ≤ ${LIVE_TARGET.bytesPerClientPerTick / 1000} KB per client per tick: **${met ? 'met' : 'not met'}**.
After measured ${after.date}${before ? `; before measured ${before.date} on commit ${before.code} (the full-snapshot feed), the same way` : ''}.
The load generator (scripts/bench/live/) runs on the same 2-core machine as the server and accepts gzip; an
event is a burst of chunks after 1 s of quiet; a connected client with fewer than two events in the window is
"starved" and counts one gap as long as the window. Bytes are on the wire (compressed when the server compressed).
Server RSS per client: the API process's resident memory once every client connected, minus before, over
the clients (one reading: the heap grows in steps, so small figures are noise, not a per-client cost).
${throughHostPart(throughHost)}${hostsPart(hosts)}`;
}
