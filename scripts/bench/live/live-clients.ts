/**
 * N concurrent live-feed clients against one origin, as browsers hold them: an SSE request each (gzip
 * accepted), kept open while the feed ticks. The load generator reads bytes and arrival times only (it
 * does not decompress): an event is a burst of chunks, and a new burst is a chunk after a quiet spell of
 * BURST_GAP_MS, so one event split over several TCP reads still counts once. The tick is 4 s, so a quiet
 * second inside one event cannot happen on a healthy feed; on an overloaded one it only merges events,
 * which makes the gaps look longer, never shorter.
 */
import { request, Agent, type ClientRequest } from 'node:http';

const BURST_GAP_MS = 1000;

export interface LiveClientsSample {
  clients: number;
  /** Clients that got their first byte before the measurement began. */
  connected: number;
  /** Gaps between successive events of a client, inside the measured window, every client pooled. */
  gapP50Ms: number | null;
  gapP99Ms: number | null;
  gaps: number;
  /** Connected clients with fewer than two events in the window (each counted as one gap of the whole window). */
  starved: number;
  /** Bytes on the wire (compressed when the server compressed) per connected client per tick of the window. */
  bytesPerClientPerTick: number;
  /** Content-Encoding the server chose ('identity' when none). */
  encoding: string;
  /** Why the clients that never connected failed (error code, or 'no answer' for a request still waiting), by count. */
  notConnected?: Record<string, number>;
}

interface Client {
  req: ClientRequest;
  error?: string;
  firstByteAt: number | null;
  lastChunkAt: number;
  events: number[];
  bytes: number;
}

const percentile = (sorted: number[], p: number) => (sorted.length === 0 ? null : sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!);

/**
 * Opens `count` clients (in batches, as a crowd arrives), waits up to `connectMs` for their first bytes,
 * then measures `windowMs` and closes them all. `onConnected` runs between the two (e.g. read memory).
 */
export async function measureLiveClients(
  feedUrl: string,
  count: number,
  options: { connectMs: number; windowMs: number; tickMs: number; onConnected?: () => Promise<void> },
): Promise<LiveClientsSample> {
  const agent = new Agent({ keepAlive: false, maxSockets: Infinity });
  const clients: Client[] = [];
  let encoding = 'identity';
  let measuring = false;
  for (let i = 0; i < count; i++) {
    const client: Client = { req: null as unknown as ClientRequest, firstByteAt: null, lastChunkAt: 0, events: [], bytes: 0 };
    client.req = request(feedUrl, { agent, headers: { accept: 'text/event-stream', 'accept-encoding': 'gzip, deflate' } }, (res) => {
      encoding = res.headers['content-encoding'] ?? 'identity';
      res.on('data', (chunk: Buffer) => {
        const now = performance.now();
        client.firstByteAt ??= now;
        if (now - client.lastChunkAt > BURST_GAP_MS && measuring) client.events.push(now);
        client.lastChunkAt = now;
        if (measuring) client.bytes += chunk.length;
      });
    });
    // Refused or reset under load: counted as not connected, with the reason.
    client.req.on('error', (error: NodeJS.ErrnoException) => void (client.error ??= error.code ?? error.message));
    client.req.end();
    clients.push(client);
    if (i % 100 === 99) await new Promise((r) => setTimeout(r, 20));
  }
  const deadline = performance.now() + options.connectMs;
  while (performance.now() < deadline && clients.some((c) => c.firstByteAt === null)) await new Promise((r) => setTimeout(r, 250));
  const connected = clients.filter((c) => c.firstByteAt !== null);
  const notConnected: Record<string, number> = {};
  for (const c of clients) if (c.firstByteAt === null) notConnected[c.error ?? 'no answer'] = (notConnected[c.error ?? 'no answer'] ?? 0) + 1;
  await options.onConnected?.();
  measuring = true;
  const start = performance.now();
  await new Promise((r) => setTimeout(r, options.windowMs));
  measuring = false;
  const elapsed = performance.now() - start;
  for (const c of clients) c.req.destroy();
  agent.destroy();
  const gaps: number[] = [];
  let starved = 0;
  for (const c of connected) {
    for (let i = 1; i < c.events.length; i++) gaps.push(c.events[i]! - c.events[i - 1]!);
    // A client the feed left silent has no gap to measure: its gap is at least the window, so count that.
    if (c.events.length < 2) {
      starved++;
      gaps.push(elapsed);
    }
  }
  gaps.sort((a, b) => a - b);
  const ticks = elapsed / options.tickMs;
  const bytes = connected.reduce((sum, c) => sum + c.bytes, 0);
  return {
    clients: count,
    connected: connected.length,
    gapP50Ms: percentile(gaps, 0.5),
    gapP99Ms: percentile(gaps, 0.99),
    gaps: gaps.length,
    starved,
    bytesPerClientPerTick: connected.length ? bytes / connected.length / ticks : 0,
    encoding,
    notConnected,
  };
}
