/**
 * The odds source of the live feed: each tick it quotes the tracked games ONCE (every live game plus the
 * games some client watches by id), keeps what changed as a numbered tick in a bounded ring, and tells its
 * listener. Clients are served from here: a snapshot for a filter, or the ticks after a sequence number
 * (Last-Event-ID) while the ring still holds them.
 *
 * Sequence numbers start at the source's creation time in milliseconds and grow by one per tick, so an id
 * remembered from an earlier process is always older than this process's first tick and never resumes.
 * A host relaying the backend's feed (host/live-relay.ts) ticks with the backend's numbers instead, which
 * may skip: every host relaying one backend numbers alike, so a client resumes on any of them.
 */
import type { LiveDeltaMessage, LiveGamePatch, LiveGameUpdate } from '@arena/domain';
import { diffGame } from './live-changes.ts';

/** What the source needs from the catalogue. */
export interface LiveQuotes {
  liveIds(): string[];
  /** The game as the feed sends it, or null when the catalogue no longer serves it. */
  quote(id: string): LiveGameUpdate | null;
}

/** Every live game (null), or only these games. */
export type LiveFilter = ReadonlySet<string> | null;

export interface LiveTick {
  seq: number;
  /** Whole games: reshaped, or (for the every-live filter) just entered the live set. */
  whole: Map<string, LiveGameUpdate>;
  patches: Map<string, LiveGamePatch>;
  entered: ReadonlySet<string>;
  left: readonly string[];
  /** The live set after this tick. */
  live: ReadonlySet<string>;
  /** Tracked games the catalogue no longer serves. */
  vanished: readonly string[];
}

/** How many ticks a reconnecting client can resume across (75 × 4 s = 5 minutes). */
export const LIVE_RING_TICKS = 75;

export class LiveOddsSource {
  private seqNow: number;
  private readonly firstSeq: number;
  private readonly games = new Map<string, LiveGameUpdate>();
  private live = new Set<string>();
  /** Games watched by id: how many subscriptions, and the tick from which their changes are in the ring. */
  private readonly watched = new Map<string, { count: number; since: number }>();
  private readonly ring: LiveTick[] = [];
  /** The ring holds every tick after this seq (a skipped number is a tick that changed nothing). */
  private ringFloor: number;

  constructor(
    private readonly quotes: LiveQuotes,
    startMs: number,
    private readonly ringTicks = LIVE_RING_TICKS,
  ) {
    this.firstSeq = this.seqNow = this.ringFloor = Math.floor(startMs);
    this.live = new Set(quotes.liveIds());
    for (const id of this.live) this.track(id);
  }

  get seq(): number {
    return this.seqNow;
  }

  /** Starts following games by id (their snapshot is current from now on); undone by `unwatch`. */
  watch(ids: Iterable<string>): void {
    for (const id of ids) {
      const entry = this.watched.get(id);
      if (entry) entry.count++;
      else {
        this.watched.set(id, { count: 1, since: this.games.has(id) ? this.firstSeq : this.seqNow });
        this.track(id);
      }
    }
  }

  unwatch(ids: Iterable<string>): void {
    for (const id of ids) {
      const entry = this.watched.get(id);
      if (!entry || --entry.count > 0) continue;
      this.watched.delete(id);
      if (!this.live.has(id)) this.games.delete(id);
    }
  }

  /** Quotes every tracked game once and records what changed, as `seq` (a relay's) or the next number. */
  tick(seq = this.seqNow + 1): LiveTick {
    if (!Number.isInteger(seq) || seq <= this.seqNow) throw new Error(`live tick ${seq} is not after ${this.seqNow}`);
    this.seqNow = seq;
    const live = new Set(this.quotes.liveIds());
    const out: LiveTick = { seq, whole: new Map(), patches: new Map(), entered: new Set([...live].filter((id) => !this.live.has(id))), left: [...this.live].filter((id) => !live.has(id)), live, vanished: [] };
    const vanished: string[] = [];
    for (const id of new Set([...live, ...this.watched.keys(), ...this.games.keys()])) {
      const next = this.quotes.quote(id);
      const prev = this.games.get(id);
      if (!next) {
        if (prev) vanished.push(id);
        this.games.delete(id);
        continue;
      }
      if (!live.has(id) && !this.watched.has(id)) {
        this.games.delete(id); // left the live set and nobody watches it
        continue;
      }
      this.games.set(id, next);
      const change = prev ? diffGame(prev, next) : 'whole';
      if (change === 'whole' || out.entered.has(id)) out.whole.set(id, next);
      if (change && change !== 'whole') out.patches.set(id, change);
    }
    out.vanished = vanished;
    this.live = live;
    this.ring.push(out);
    if (this.ring.length > this.ringTicks) this.ringFloor = this.ring.shift()!.seq;
    return out;
  }

  /** The live set now (a relay's subscription is told it). */
  liveIds(): string[] {
    return [...this.live];
  }

  /** The games a filter shows, as they stand now (`relay`: every live game as well). */
  snapshot(filter: LiveFilter, relay = false): LiveGameUpdate[] {
    const ids = relay ? new Set([...this.live, ...(filter ?? [])]) : (filter ?? this.live);
    const out: LiveGameUpdate[] = [];
    for (const id of ids) {
      const game = this.games.get(id);
      if (game) out.push(game);
    }
    return out;
  }

  /**
   * The ticks after `seq` for a client resuming with this filter, or null when they cannot all be replayed
   * (too old for the ring, from another process, or a watched game not followed since then): a snapshot then.
   */
  ticksAfter(seq: number, filter: LiveFilter): LiveTick[] | null {
    if (!Number.isInteger(seq) || seq > this.seqNow || seq < this.firstSeq) return null;
    if (seq < this.ringFloor) return null;
    for (const id of filter ?? []) {
      const since = this.watched.get(id)?.since;
      if (since === undefined || since > seq) return null;
    }
    return this.ring.filter((t) => t.seq > seq);
  }

  private track(id: string): void {
    if (this.games.has(id)) return;
    const game = this.quotes.quote(id);
    if (game) this.games.set(id, game);
  }
}

/**
 * One tick as a client with this filter sees it, or null when none of its games changed. A relay (a host
 * fanning the feed out, host/live-relay.ts) follows every live game plus its filter's games, and is told
 * the whole live set (`live`) whenever it changed, so it can serve every-live clients of its own.
 */
export function deltaFor(tick: LiveTick, filter: LiveFilter, relay = false): LiveDeltaMessage | null {
  const put: LiveGameUpdate[] = [];
  const patch: LiveGamePatch[] = [];
  const ids = relay ? new Set([...tick.live, ...(filter ?? [])]) : (filter ?? tick.live);
  for (const id of ids) {
    const whole = tick.whole.get(id);
    const moved = whole ? undefined : tick.patches.get(id);
    if (whole) put.push(whole);
    else if (moved) patch.push(moved);
  }
  const gone = relay
    ? [...new Set([...tick.left.filter((id) => !filter?.has(id)), ...tick.vanished.filter((id) => filter?.has(id))])]
    : filter
      ? tick.vanished.filter((id) => filter.has(id))
      : tick.left;
  const live = relay && (tick.entered.size > 0 || tick.left.length > 0) ? { live: [...tick.live] } : {};
  if (put.length + patch.length + gone.length === 0 && !live.live) return null;
  return { seq: tick.seq, ...(put.length ? { put } : {}), ...(patch.length ? { patch } : {}), ...(gone.length ? { gone: [...gone] } : {}), ...live };
}
