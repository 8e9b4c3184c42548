/**
 * The host's fan-out tier for the live feed when the backend runs apart (issue 28): ONE upstream
 * subscription per host (`relay=1`: every live game plus the non-live games its clients watch, told the
 * live set), mirrored here and fanned out to the host's own clients with the same protocol the backend
 * speaks (platform/live/: snapshot, deltas, seq, Last-Event-ID resume, ids= filter, slow-client resync).
 *
 * Each upstream delta is one tick of a local odds source that quotes the mirror, numbered with the
 * backend's seq: every host relaying one backend numbers its ticks alike, so a client whose host died
 * resumes on another host from its last seq. The upstream stream itself resumes with Last-Event-ID after
 * a drop, and is reopened (from a snapshot) when a client watches a game it does not carry yet.
 */
import type { LiveDeltaMessage, LiveGameUpdate, LiveSnapshotMessage } from '@arena/domain';
import { patchGame } from '@arena/domain';
import { LiveFanout, type EventSink } from '../platform/live/live-fanout.ts';
import { LiveOddsSource, type LiveFilter } from '../platform/live/live-odds-source.ts';
import { LIVE_RELAY_TOKEN_HEADER } from '../platform/live/live-relay-token.ts';
import { readEventStream } from './event-stream-reader.ts';

/** How long after a failed or ended upstream stream it is opened again. */
const UPSTREAM_RETRY_MS = 1000;
/** The backend takes up to 500 ids on a relay subscription; games beyond are not carried. */
const MAX_UPSTREAM_IDS = 500;

export interface LiveRelayOptions {
  /** The backend's base URL (ARENA_API_URL). */
  apiUrl: string;
  /** Shown to the backend in LIVE_RELAY_TOKEN_HEADER: only hosts may open a relay subscription. */
  relayToken: string;
  log: (message: string) => void;
  /** Counted for the tests and the bench: upstream streams opened so far. */
  onUpstreamOpen?: () => void;
}

interface Pending {
  sink: EventSink;
  filter: LiveFilter;
  lastSeq: number | null;
  remove: (() => void) | null;
  gone: boolean;
}

export class LiveRelay {
  private readonly mirror = new Map<string, LiveGameUpdate>();
  private live = new Set<string>();
  private source: LiveOddsSource | null = null;
  private fanout: LiveFanout | null = null;
  private readonly clients = new Set<Pending>();
  /** Games the clients watch by id, and how many subscriptions each. */
  private readonly watched = new Map<string, number>();
  /** The non-live ids the open upstream stream carries. */
  private carried = new Set<string>();
  private upstream: AbortController | null = null;
  private retry: ReturnType<typeof setTimeout> | null = null;
  private reopenQueued = false;
  private lastSeq: number | null = null;
  private closed = false;

  constructor(private readonly options: LiveRelayOptions) {}

  /** Open client streams on this host. */
  get size(): number {
    return this.clients.size;
  }

  /** Adds a client (it waits for the first upstream snapshot if there is none yet); returns its removal. */
  add(sink: EventSink, filter: LiveFilter, lastSeq: number | null): () => void {
    const client: Pending = { sink, filter, lastSeq, remove: null, gone: false };
    this.clients.add(client);
    for (const id of filter ?? []) this.watched.set(id, (this.watched.get(id) ?? 0) + 1);
    if (this.fanout) client.remove = this.fanout.add(sink, filter, lastSeq);
    if (!this.upstream && !this.retry) this.open();
    else if ([...(filter ?? [])].some((id) => !this.carries(id))) this.queueReopen();
    return () => {
      if (client.gone) return;
      client.gone = true;
      client.remove?.();
      this.clients.delete(client);
      for (const id of filter ?? []) {
        const count = (this.watched.get(id) ?? 1) - 1;
        if (count > 0) this.watched.set(id, count);
        else this.watched.delete(id);
      }
      if (this.clients.size === 0) this.idle();
    };
  }

  close(): void {
    this.closed = true;
    this.stopUpstream();
  }

  /** No client left: the stream closes and the mirror is dropped (the next client waits for a fresh one). */
  private idle(): void {
    this.stopUpstream();
    this.source = null;
    this.fanout = null;
    this.mirror.clear();
    this.live = new Set();
    this.lastSeq = null;
  }

  private carries(id: string): boolean {
    return this.live.has(id) || this.carried.has(id);
  }

  /** A client watches a game the stream does not carry: reopen it with the larger set, resuming. */
  private queueReopen(): void {
    if (this.reopenQueued) return;
    this.reopenQueued = true;
    queueMicrotask(() => {
      this.reopenQueued = false;
      if (this.clients.size === 0 || this.closed) return;
      this.upstream?.abort();
      this.upstream = null;
      // Not resumed: the backend would replay only deltas, and the mirror has never seen the new games.
      this.open(false);
    });
  }

  private stopUpstream(): void {
    this.upstream?.abort();
    this.upstream = null;
    if (this.retry) clearTimeout(this.retry);
    this.retry = null;
  }

  private open(resume = true): void {
    this.retry = null;
    if (this.closed || this.clients.size === 0) return;
    const ids = [...this.watched.keys()].filter((id) => !this.live.has(id)).slice(0, MAX_UPSTREAM_IDS);
    const url = new URL('/betting-api/live/feed', this.options.apiUrl);
    url.search = new URLSearchParams({ section: 'live', relay: '1', ...(ids.length ? { ids: ids.sort().join(',') } : {}) }).toString();
    const controller = new AbortController();
    this.upstream = controller;
    this.carried = new Set(ids);
    this.options.onUpstreamOpen?.();
    const headers: Record<string, string> = { accept: 'text/event-stream', [LIVE_RELAY_TOKEN_HEADER]: this.options.relayToken, ...(this.lastSeq === null || !resume ? {} : { 'last-event-id': String(this.lastSeq) }) };
    readEventStream(url, headers, controller.signal, (name, data) => this.receive(name, data)).then(
      () => this.ended(controller, 'the upstream live feed ended'),
      (error: Error) => this.ended(controller, `the upstream live feed failed (${error.message}${/ 403$/.test(error.message) ? ': this host\'s ARENA_LIVE_RELAY_TOKEN is not the backend\'s' : ''})`),
    );
  }

  private ended(controller: AbortController, why: string): void {
    if (this.upstream !== controller) return; // replaced or stopped on purpose
    this.upstream = null;
    this.options.log(`${why}; reopening in ${UPSTREAM_RETRY_MS} ms`);
    if (!this.closed && this.clients.size > 0) this.retry = setTimeout(() => this.open(), UPSTREAM_RETRY_MS);
  }

  private receive(name: string, data: string): void {
    if (name === 'snapshot') this.applySnapshot(JSON.parse(data) as LiveSnapshotMessage);
    else if (name === 'delta') this.applyDelta(JSON.parse(data) as LiveDeltaMessage);
  }

  private applySnapshot(message: LiveSnapshotMessage): void {
    this.mirror.clear();
    for (const game of message.games) this.mirror.set(game.id, game);
    this.live = new Set(message.live ?? message.games.filter((g) => g.isLive).map((g) => g.id));
    this.lastSeq = message.seq;
    if (!this.source || !this.fanout) {
      this.start(message.seq);
      return;
    }
    // A resync upstream (a gap, a new set of games): the local ticks diff it like any other change.
    if (message.seq > this.source.seq) this.fanout.publish(this.source.tick(message.seq));
  }

  private applyDelta(message: LiveDeltaMessage): void {
    if (!this.source || !this.fanout || message.seq <= this.source.seq) return;
    for (const game of message.put ?? []) this.mirror.set(game.id, game);
    for (const patch of message.patch ?? []) {
      const game = this.mirror.get(patch.id);
      if (game) this.mirror.set(patch.id, patchGame(game, patch));
    }
    for (const id of message.gone ?? []) {
      this.mirror.delete(id);
      this.live.delete(id);
    }
    if (message.live) this.live = new Set(message.live);
    this.lastSeq = message.seq;
    this.fanout.publish(this.source.tick(message.seq));
  }

  /** The first snapshot: the local source starts at its seq and the waiting clients are added. */
  private start(seq: number): void {
    this.source = new LiveOddsSource({ liveIds: () => [...this.live], quote: (id) => this.mirror.get(id) ?? null }, seq);
    this.fanout = new LiveFanout(this.source, { tickMs: null });
    for (const client of this.clients) client.remove ??= this.fanout.add(client.sink, client.filter, client.lastSeq);
  }
}
