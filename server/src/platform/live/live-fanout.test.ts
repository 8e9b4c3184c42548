import { describe, expect, it } from 'vitest';
import type { LiveGameUpdate } from '@arena/domain';
import { LIVE_KEEPALIVE_TICKS, LiveFanout, type EventSink } from './live-fanout.ts';
import { LiveOddsSource, type LiveQuotes } from './live-odds-source.ts';

const game = (id: string, coef = 2, secondsOfPlay = 60): LiveGameUpdate => ({
  id, statusId: 2, isLive: true, isFinished: false, secondsOfPlay, period: 1, score: [0, 0],
  markets: [{ id: `${id}-w`, isBlocked: false, outcomes: [{ id: `${id}-w-1`, coef }, { id: `${id}-w-2`, coef: 1.8 }] }],
});

/** A catalogue the test moves by hand: which games are live and how each is quoted. */
function fakeQuotes(games: LiveGameUpdate[], live = games.map((g) => g.id)) {
  const quotes = new Map(games.map((g) => [g.id, g]));
  const state = { live };
  const source: LiveQuotes = { liveIds: () => state.live, quote: (id) => quotes.get(id) ?? null };
  return { source, state, set: (g: LiveGameUpdate) => quotes.set(g.id, g), drop: (id: string) => quotes.delete(id) };
}

interface Event { id: number; name: string; data: { seq: number; games?: LiveGameUpdate[]; put?: LiveGameUpdate[]; patch?: Array<Record<string, unknown>>; gone?: string[] } }

function fakeSink() {
  const events: Event[] = [];
  let backlog = 0;
  let drain: (() => void) | null = null;
  const sink: EventSink = {
    write: ({ text }) => {
      if (text.startsWith(':')) return void events.push({ id: 0, name: 'comment', data: { seq: 0 } });
      const [, id, name, data] = /^id: (\d+)\nevent: (\w+)\ndata: (.*)\n\n$/.exec(text)!;
      events.push({ id: Number(id), name: name!, data: JSON.parse(data!) });
    },
    backlog: () => backlog,
    onDrain: (cb) => void (drain = cb),
  };
  return { sink, events, setBacklog: (n: number) => void (backlog = n), drain: () => drain?.() };
}

function setup(games = [game('1'), game('2')], ringTicks = 75) {
  const quotes = fakeQuotes(games);
  const fanout = new LiveFanout(new LiveOddsSource(quotes.source, 1_000, ringTicks), { tickMs: 60_000, maxBacklog: 1000 });
  return { quotes, fanout };
}

describe('live fan-out: snapshot, then numbered deltas of what changed', () => {
  it('a client gets a snapshot with id = seq, then one delta per tick with the next seq carrying only the moved prices and clock', () => {
    const { quotes, fanout } = setup();
    const client = fakeSink();
    const remove = fanout.add(client.sink, null);
    expect(client.events).toEqual([{ id: 1001, name: 'snapshot', data: { seq: 1001, games: [game('1'), game('2')] } }]);
    quotes.set(game('1', 2.2, 64));
    fanout.tick();
    expect(client.events[1]).toEqual({ id: 1002, name: 'delta', data: { seq: 1002, patch: [{ id: '1', secondsOfPlay: 64, coefs: { '1-w-1': 2.2 } }] } });
    fanout.tick(); // nothing moved: nothing sent, the sequence still advances
    quotes.set(game('2', 2, 68));
    fanout.tick();
    expect(client.events.map((e) => e.id)).toEqual([1001, 1002, 1004]);
    remove();
  });

  it('a game entering the live set is put whole, one leaving it is gone, a reshaped game is put whole', () => {
    const { quotes, fanout } = setup([game('1')]);
    const client = fakeSink();
    fanout.add(client.sink, null);
    quotes.set(game('3'));
    quotes.state.live = ['1', '3'];
    fanout.tick();
    expect(client.events[1]!.data).toEqual({ seq: 1002, put: [game('3')] });
    quotes.state.live = ['3'];
    quotes.set({ ...game('3'), markets: [] });
    fanout.tick();
    expect(client.events[2]!.data).toEqual({ seq: 1003, put: [{ ...game('3'), markets: [] }], gone: ['1'] });
  });
});

describe('live fan-out: a relay subscription (a host fanning the feed out) and relayed seqs', () => {
  it('relay=1 carries every live game plus its ids, and the live set whenever it changed', () => {
    const line = { ...game('9'), isLive: false, statusId: 1 };
    const quotes = fakeQuotes([game('1'), line], ['1']);
    const fanout = new LiveFanout(new LiveOddsSource(quotes.source, 1_000), { tickMs: null });
    const relay = fakeSink();
    fanout.add(relay.sink, new Set(['9']), null, true);
    expect(relay.events[0]!.data).toEqual({ seq: 1000, games: [game('1'), line], live: ['1'] });
    quotes.set(game('3'));
    quotes.state.live = ['3'];
    fanout.tick();
    expect(relay.events[1]!.data).toEqual({ seq: 1001, put: [game('3')], gone: ['1'], live: ['3'] });
    quotes.set({ ...line, markets: [{ ...line.markets[0]!, isBlocked: true }] });
    fanout.tick();
    expect(relay.events[2]!.data).toEqual({ seq: 1002, patch: [{ id: '9', blocked: { '9-w': true } }] });
  });

  it("ticks numbered by the upstream's seqs may skip; a client resumes across the skip from the ring", () => {
    const { quotes, fanout } = setup();
    fanout.add(fakeSink().sink, null);
    const source = fanout.source;
    quotes.set(game('1', 2.5));
    fanout.publish(source.tick(1005)); // upstream ticks 1002-1004 changed nothing this relay carries
    quotes.set(game('2', 3.5));
    fanout.publish(source.tick(1006));
    const back = fakeSink();
    fanout.add(back.sink, null, 1001);
    expect(back.events.map((e) => [e.name, e.id])).toEqual([['delta', 1005], ['delta', 1006]]);
    expect(() => source.tick(1006)).toThrow(/not after/);
  });
});

describe('live fan-out: resume by Last-Event-ID', () => {
  it('a client reconnecting with a recent seq gets exactly the deltas it missed, no snapshot', () => {
    const { quotes, fanout } = setup();
    fanout.add(fakeSink().sink, null);
    quotes.set(game('1', 2.5));
    fanout.tick(); // 1002
    quotes.set(game('2', 3.5));
    fanout.tick(); // 1003
    const back = fakeSink();
    fanout.add(back.sink, null, 1002);
    expect(back.events).toEqual([{ id: 1003, name: 'delta', data: { seq: 1003, patch: [{ id: '2', coefs: { '2-w-1': 3.5 } }] } }]);
    const current = fakeSink();
    fanout.add(current.sink, null, 1003);
    expect(current.events).toEqual([]);
  });

  it('resyncs with a snapshot after a gap the ring no longer holds, or an id from an earlier process', () => {
    const { quotes, fanout } = setup(undefined, 2);
    fanout.add(fakeSink().sink, null);
    for (const coef of [2.1, 2.2, 2.3, 2.4]) {
      quotes.set(game('1', coef));
      fanout.tick(); // 1002 … 1005; the ring keeps 1004 and 1005
    }
    const tooOld = fakeSink();
    fanout.add(tooOld.sink, null, 1002);
    expect(tooOld.events.map((e) => [e.name, e.id])).toEqual([['snapshot', 1005]]);
    expect(tooOld.events[0]!.data.games![0]!.markets[0]!.outcomes[0]!.coef).toBe(2.4);
    const resumable = fakeSink();
    fanout.add(resumable.sink, null, 1003);
    expect(resumable.events.map((e) => [e.name, e.id])).toEqual([['delta', 1004], ['delta', 1005]]);
    for (const stale of [999, 1006]) {
      const other = fakeSink();
      fanout.add(other.sink, null, stale);
      expect(other.events.map((e) => e.name)).toEqual(['snapshot']);
    }
  });
});

describe('live fan-out: subscription filter', () => {
  it('a client watching ids gets only those games, including one outside the live set, and its vanishing', () => {
    const line = { ...game('9'), statusId: 1, isLive: false };
    const quotes = fakeQuotes([game('1'), game('2'), line], ['1', '2']);
    const fanout = new LiveFanout(new LiveOddsSource(quotes.source, 1_000), { tickMs: 60_000 });
    const page = fakeSink();
    fanout.add(page.sink, new Set(['2', '9']));
    expect(page.events[0]!.data.games!.map((g) => g.id)).toEqual(['2', '9']);
    quotes.set(game('1', 5));
    quotes.set(game('2', 6));
    quotes.set({ ...line, markets: [{ ...line.markets[0]!, isBlocked: true }] });
    fanout.tick();
    expect(page.events[1]!.data).toEqual({ seq: 1002, patch: [{ id: '2', coefs: { '2-w-1': 6 } }, { id: '9', blocked: { '9-w': true } }] });
    quotes.drop('9');
    fanout.tick();
    expect(page.events[2]!.data).toEqual({ seq: 1003, gone: ['9'] });
  });

  it('a watched game not followed since the client\'s seq cannot be resumed: snapshot', () => {
    const quotes = fakeQuotes([game('1'), { ...game('9'), isLive: false }], ['1']);
    const fanout = new LiveFanout(new LiveOddsSource(quotes.source, 1_000), { tickMs: 60_000 });
    fanout.add(fakeSink().sink, null);
    fanout.tick();
    const late = fakeSink();
    fanout.add(late.sink, new Set(['9']), 1001);
    expect(late.events.map((e) => e.name)).toEqual(['snapshot']);
  });
});

describe('live fan-out: keep-alive', () => {
  it('a client whose games do not move gets a comment every LIVE_KEEPALIVE_TICKS ticks, so idle timeouts keep its stream', () => {
    const quotes = fakeQuotes([game('1'), { ...game('9'), isLive: false }], ['1']);
    const fanout = new LiveFanout(new LiveOddsSource(quotes.source, 1_000), { tickMs: 60_000 });
    const slip = fakeSink();
    fanout.add(slip.sink, new Set(['9']));
    for (let i = 1; i < LIVE_KEEPALIVE_TICKS; i++) {
      quotes.set(game('1', 2, 60 + i)); // the live game moves; the watched line game does not
      fanout.tick();
    }
    expect(slip.events.map((e) => e.name)).toEqual(['snapshot']);
    fanout.tick();
    expect(slip.events.map((e) => e.name)).toEqual(['snapshot', 'comment']);
  });
});

describe('live fan-out: slow clients', () => {
  it('a client with more unsent bytes than the bound gets no more deltas, then a fresh snapshot once its socket drains', () => {
    const { quotes, fanout } = setup();
    const slow = fakeSink();
    const fast = fakeSink();
    fanout.add(slow.sink, null);
    fanout.add(fast.sink, null);
    slow.setBacklog(5000);
    quotes.set(game('1', 2.7));
    fanout.tick();
    quotes.set(game('1', 2.9));
    fanout.tick();
    expect(slow.events.map((e) => e.name)).toEqual(['snapshot']);
    expect(fast.events.map((e) => e.name)).toEqual(['snapshot', 'delta', 'delta']);
    slow.setBacklog(0);
    slow.drain();
    expect(slow.events.map((e) => [e.name, e.id])).toEqual([['snapshot', 1001], ['snapshot', 1003]]);
    expect(slow.events[1]!.data.games![0]!.markets[0]!.outcomes[0]!.coef).toBe(2.9);
    quotes.set(game('1', 3.1));
    fanout.tick();
    expect(slow.events.at(-1)!.name).toBe('delta');
  });
});
