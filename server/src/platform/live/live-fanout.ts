/**
 * The fan-out of the live feed: one odds source per process, ticked by one timer while any client is
 * connected. Each tick the source quotes the games once; each distinct filter's delta is built and
 * serialized once and the same text is written to every client of that filter, so a tick costs the
 * changes times the distinct filters, not the clients times the catalogue.
 *
 * A client whose socket has more than `maxBacklog` bytes waiting is not written to any more (its buffer
 * stays bounded); once the socket drains it gets a fresh snapshot and follows the deltas again.
 *
 * On a host relaying the backend's feed (host/live-relay.ts) there is no timer: each upstream delta is a
 * tick, published with `publish`.
 */
import type { LiveDeltaMessage, LiveSnapshotMessage } from '@arena/domain';
import { StreamEvent, type EventStreamSink } from '../event-stream.ts';
import { deltaFor, type LiveFilter, type LiveOddsSource, type LiveTick } from './live-odds-source.ts';

/** Where a client's events go: a (possibly compressed) SSE response (platform/event-stream.ts). */
export type EventSink = EventStreamSink;

interface LiveClient {
  sink: EventSink;
  filter: LiveFilter;
  /** A relay subscription (another host): every live game plus the filter, told the live set. */
  relay: boolean;
  key: string;
  lagging: boolean;
  /** The seq of the last thing written to it (keep-alives included). */
  lastWritten: number;
}

export interface LiveFanoutOptions {
  /** The tick timer's period; null when the ticks come from outside (`publish`, a host's relay). */
  tickMs: number | null;
  /** A client with more unsent bytes than this is dropped to a snapshot resync. */
  maxBacklog?: number;
}

/**
 * A client whose games did not move for this many ticks (a line game in the slip) gets an SSE comment, so
 * the server's idle-socket timeout (120 s, platform/connection-limits.ts) and proxies keep the stream open.
 */
export const LIVE_KEEPALIVE_TICKS = 15;
const KEEPALIVE = new StreamEvent(': keep-alive\n\n');

/** Enough for a dozen whole-catalogue deltas; a healthy client's backlog stays near zero. */
export const LIVE_MAX_BACKLOG = 256 * 1024;

/** Serialized (and, for gzip streams, compressed) once, whichever number of clients it goes to. */
const event = (name: 'snapshot' | 'delta', message: LiveSnapshotMessage | LiveDeltaMessage) => new StreamEvent(`id: ${message.seq}\nevent: ${name}\ndata: ${JSON.stringify(message)}\n\n`);

/** The filter's key: one text per distinct set of games ('' for every live game). */
export const filterKey = (filter: LiveFilter, relay = false) => `${relay ? 'relay:' : ''}${filter ? [...filter].sort().join(',') : ''}`;

export class LiveFanout {
  private readonly clients = new Set<LiveClient>();
  private timer: ReturnType<typeof setInterval> | null = null;
  private readonly maxBacklog: number;

  constructor(
    readonly source: LiveOddsSource,
    private readonly options: LiveFanoutOptions,
  ) {
    this.maxBacklog = options.maxBacklog ?? LIVE_MAX_BACKLOG;
  }

  get size(): number {
    return this.clients.size;
  }

  /**
   * Adds a client: it resumes after `lastSeq` from the ring when it can, else starts from a snapshot.
   * Returns its removal.
   */
  add(sink: EventSink, filter: LiveFilter, lastSeq: number | null = null, relay = false): () => void {
    const { tickMs } = this.options;
    // Idle, the source has not ticked for a while: bring it up to date before anyone reads it.
    if (!this.timer && tickMs !== null) this.source.tick();
    if (filter) this.source.watch(filter);
    const client: LiveClient = { sink, filter, relay, key: filterKey(filter, relay), lagging: false, lastWritten: this.source.seq };
    const missed = lastSeq === null ? null : this.source.ticksAfter(lastSeq, filter);
    if (missed) {
      for (const tick of missed) {
        const delta = deltaFor(tick, filter, relay);
        if (delta) sink.write(event('delta', delta));
      }
    } else this.sendSnapshot(client);
    this.clients.add(client);
    if (!this.timer && tickMs !== null) this.timer = setInterval(() => this.tick(), tickMs);
    let removed = false;
    return () => {
      if (removed) return;
      removed = true;
      this.clients.delete(client);
      if (filter) this.source.unwatch(filter);
      if (this.clients.size === 0 && this.timer) {
        clearInterval(this.timer);
        this.timer = null;
      }
    };
  }

  /** Quotes once and writes each filter's delta (serialized once per filter) to its clients. */
  tick(): void {
    this.publish(this.source.tick());
  }

  /** Writes one tick of the source: each filter's delta is built and serialized once. */
  publish(tick: LiveTick): void {
    const texts = new Map<string, StreamEvent | null>();
    for (const client of this.clients) {
      if (client.lagging) continue;
      if (client.sink.backlog() > this.maxBacklog) {
        this.dropToResync(client);
        continue;
      }
      let text = texts.get(client.key);
      if (text === undefined) {
        const delta = deltaFor(tick, client.filter, client.relay);
        text = delta ? event('delta', delta) : null;
        texts.set(client.key, text);
      }
      if (text || tick.seq - client.lastWritten >= LIVE_KEEPALIVE_TICKS) {
        client.sink.write(text ?? KEEPALIVE);
        client.lastWritten = tick.seq;
      }
    }
  }

  private dropToResync(client: LiveClient): void {
    client.lagging = true;
    client.sink.onDrain(() => {
      if (!this.clients.has(client)) return;
      client.lagging = false;
      this.sendSnapshot(client);
    });
  }

  private sendSnapshot(client: LiveClient): void {
    const live = client.relay ? { live: this.source.liveIds() } : {};
    client.sink.write(event('snapshot', { seq: this.source.seq, games: this.source.snapshot(client.filter, client.relay), ...live }));
  }
}
