/**
 * `npm run bench:hosts`: issue 28's multi-host targets, measured once on this machine with a throwaway
 * PostgreSQL, one reference backend and three hosts apart from it (hosts-processes.ts):
 * 1. 50 concurrent deploys with one If-Match spread over the hosts → how many applied, how many 412;
 *    then how long until every host serves the new map (its next request, or the first that does).
 * 2. Live clients on every host while deploys go on; one host is killed with SIGKILL: no acknowledged
 *    version may be missing from the history, and the killed host's clients reconnect to another host
 *    with their last seq (Last-Event-ID): resumed (first event a delta) or resynced (a snapshot).
 * Prints the figures, writes them to bench/hosts.json and re-renders RESULTS.md ("live fan-out" section).
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fakeDist } from '../../../server/src/host/fake-dist.ts';
import { readEventStream } from '../../../server/src/host/event-stream-reader.ts';
import { startTestCluster } from '../../../server/src/platform/throwaway-pg-cluster.ts';
import type { BenchResults } from '../bench.ts';
import { writeReport } from '../report/write.ts';
import type { HostsFigures } from './hosts-figures.ts';
import { BENCH_DEPLOYER_TOKEN, startHosts } from './hosts-processes.ts';

const root = resolve(import.meta.dirname, '..', '..', '..');
const auth = { authorization: `Bearer ${BENCH_DEPLOYER_TOKEN}`, 'content-type': 'application/json' };
const CLIENTS_PER_HOST = 100;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// Office builds the deploys point at: written into dist/ like a build would, removed at the end.
const stamp = Date.now().toString(16).slice(-8).padStart(12, '0');
const dist = fakeDist(join(root, 'dist'));
const builds = Array.from({ length: 40 }, (_, i) => dist.write(`office/${stamp.slice(0, 10)}${i.toString(16).padStart(2, '0')}/index.js`));
const removeBuilds = () => builds.forEach((url) => rmSync(join(root, url.replace(/^\//, '').replace(/\/index\.js$/, '')), { recursive: true, force: true }));

const cluster = await startTestCluster();
let stack: Awaited<ReturnType<typeof startHosts>> | null = null;
try {
  stack = await startHosts(root, cluster.url, 3, join(root, 'importmap', 'importmap.json'));
  const hosts = stack.hosts.map((h) => h.origin);
  const deploy = (origin: string, etag: string, url: string, reason: string) =>
    fetch(`${origin}/ops-api/importmap`, { method: 'PATCH', headers: { ...auth, 'if-match': etag }, body: JSON.stringify({ changes: { '@arena/office': url }, reason }) });
  const headOf = async (origin: string) => (await fetch(`${origin}/ops-api/importmap`, { headers: auth })).headers.get('etag')!;

  // 1. The race.
  const etag = await headOf(hosts[0]!);
  const race = await Promise.all(Array.from({ length: 50 }, (_, i) => deploy(hosts[i % 3]!, etag, builds[0]!, `race ${i}`).then((r) => r.status)));
  const applied = race.filter((s) => s === 200).length;
  const stale = race.filter((s) => s === 412).length;
  const servedAfterMs: number[] = [];
  const firstRequestServed: boolean[] = [];
  const raceDone = performance.now();
  for (const origin of hosts) {
    let first = true;
    for (;;) {
      const served = (await (await fetch(`${origin}/importmap.json`)).text()).includes(builds[0]!);
      if (first) firstRequestServed.push(served);
      first = false;
      if (served || performance.now() - raceDone > 10_000) break;
      await sleep(10);
    }
    servedAfterMs.push(Math.round(performance.now() - raceDone));
  }
  console.log(`race: ${applied} applied, ${stale} × 412, others ${50 - applied - stale}; new map on the first request: ${firstRequestServed.join('/')}; served by every host after ${Math.max(...servedAfterMs)} ms`);

  // 2. Live clients on every host, deploys going on, one host killed.
  type Client = { host: number; lastSeq: number | null; resumed: 'delta' | 'snapshot' | null; abort: AbortController };
  const clients: Client[] = [];
  const follow = (client: Client, origin: string, lastSeq: number | null, onFirst?: (name: string) => void) => {
    let first = true;
    const headers: Record<string, string> = lastSeq === null ? {} : { 'last-event-id': String(lastSeq) };
    return readEventStream(new URL('/betting-api/live/feed?section=live', origin), headers, client.abort.signal, (name, data) => {
      if (first) onFirst?.(name);
      first = false;
      client.lastSeq = (JSON.parse(data) as { seq: number }).seq;
    });
  };
  for (let h = 0; h < 3; h++) {
    for (let i = 0; i < CLIENTS_PER_HOST; i++) {
      const client: Client = { host: h, lastSeq: null, resumed: null, abort: new AbortController() };
      clients.push(client);
      // The killed host's clients move to the next host, resuming from their last seq.
      void follow(client, hosts[h]!, null).catch(() => {
        if (client.abort.signal.aborted) return;
        const other = hosts[(h + 1) % 3]!;
        void follow(client, other, client.lastSeq, (name) => (client.resumed = name === 'delta' ? 'delta' : 'snapshot')).catch(() => undefined);
      });
    }
  }
  await sleep(10_000); // a couple of ticks on every client
  const acknowledged: number[] = [];
  let deploying = true;
  let refused = 0;
  const deployer = (async () => {
    for (let i = 1; deploying; i++) {
      const origin = hosts[i % 3]!;
      try {
        const head = await headOf(origin);
        const answer = await deploy(origin, head, builds[i % builds.length]!, `during the kill ${i}`);
        if (answer.status === 200) acknowledged.push(((await answer.json()) as { version: number }).version);
        else refused++;
      } catch {
        refused++; // the killed host: no answer, so no acknowledged version
      }
      await sleep(50);
    }
  })();
  await sleep(2_000);
  stack.hosts[2]!.child.kill('SIGKILL');
  await sleep(10_000); // reconnects, and more deploys on the two hosts left
  deploying = false;
  await deployer;
  const moved = clients.filter((c) => c.host === 2);
  const resumed = moved.filter((c) => c.resumed === 'delta').length;
  const resynced = moved.filter((c) => c.resumed === 'snapshot').length;
  clients.forEach((c) => c.abort.abort());

  const versions: number[] = [];
  for (let before: number | null = null; ; ) {
    const page = (await (await fetch(`${hosts[0]}/ops-api/history?limit=100${before === null ? '' : `&before=${before}`}`, { headers: auth })).json()) as { versions: { version: number }[]; next: number | null };
    versions.push(...page.versions.map((v) => v.version));
    if (page.next === null) break;
    before = page.next;
  }
  const lost = acknowledged.filter((v) => !versions.includes(v));
  const contiguous = versions.every((v, i) => v === versions.length - i);
  console.log(`kill -9: ${acknowledged.length} deploys acknowledged (${refused} refused or unanswered), ${lost.length} lost; history ${versions.length} versions, contiguous: ${contiguous}`);
  console.log(`kill -9: ${moved.length} clients of the killed host: ${resumed} resumed from their seq on another host, ${resynced} got a snapshot, ${moved.length - resumed - resynced} did not reconnect`);

  const figures: HostsFigures = {
    date: new Date().toISOString(),
    hosts: 3,
    race: { deploys: 50, applied, stale, firstRequestServed, servedByAllAfterMs: Math.max(...servedAfterMs) },
    kill: { acknowledged: acknowledged.length, refused, lost: lost.length, historyVersions: versions.length, contiguous, clientsMoved: moved.length, resumed, resynced },
  };
  const benchDir = join(root, 'bench');
  writeFileSync(join(benchDir, 'hosts.json'), `${JSON.stringify(figures, null, 2)}\n`);
  const results = JSON.parse(readFileSync(join(benchDir, 'results.json'), 'utf8')) as BenchResults;
  writeReport(benchDir, { ...results, hosts: figures });
  console.log('bench: wrote bench/hosts.json and the "live fan-out" section of bench/RESULTS.md');
} finally {
  await stack?.stop();
  cluster.destroy();
  removeBuilds();
}
