import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveGameUpdate } from '@arena/domain';
import { createLiveOdds, LIVE_MAX_IDS, LIVE_REOPEN_DEBOUNCE_MS, type EventSourceLike } from './live-odds.ts';

const game = (id: string, coef = 2): LiveGameUpdate => ({
  id, statusId: 2, isLive: true, isFinished: false, secondsOfPlay: 60, period: 1, score: [0, 0],
  markets: [{ id: `${id}-w`, isBlocked: false, outcomes: [{ id: `${id}-w-1`, coef }] }],
});

/** EventSources as a browser would open them: their URL, whether closed, and a way to send them events. */
function fakeStreams() {
  const opened: Array<{ url: string; closed: boolean; emit: (type: string, data: unknown) => void }> = [];
  const open = (url: string): EventSourceLike => {
    const handlers = new Map<string, Array<(event: MessageEvent<string>) => void>>();
    const stream = { url, closed: false, emit: (type: string, data: unknown) => handlers.get(type)?.forEach((h) => h({ data: JSON.stringify(data) } as MessageEvent<string>)) };
    opened.push(stream);
    return {
      addEventListener: (type, listener) => handlers.set(type, [...(handlers.get(type) ?? []), listener]),
      close: () => void (stream.closed = true),
    };
  };
  const live = () => opened.filter((s) => !s.closed);
  return { open, opened, live };
}

const ids = (url: string) => new URL(url, 'http://page').searchParams.get('ids');

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the page\'s one live-odds client (issue 28: one live stream per page)', () => {
  it('two consumers (the slip and the game page) → ONE EventSource whose ids are the union of their games', () => {
    const streams = fakeStreams();
    const odds = createLiveOdds({ open: streams.open });
    odds.watch(['7']); // the slip's game
    odds.watch(['12', '7']); // the page's games, the slip's among them
    vi.advanceTimersByTime(LIVE_REOPEN_DEBOUNCE_MS);
    expect(streams.opened).toHaveLength(1);
    expect(streams.opened[0]!.url.startsWith('/betting-api/live/feed?section=live&')).toBe(true);
    expect(ids(streams.opened[0]!.url)).toBe('12,7');
  });

  it('a consumer leaving narrows the stream (reopened with the rest, resuming from its last seq); the last one leaving closes it', () => {
    const streams = fakeStreams();
    const odds = createLiveOdds({ open: streams.open });
    odds.watch(['7']);
    const leavePage = odds.watch(['12']);
    vi.advanceTimersByTime(LIVE_REOPEN_DEBOUNCE_MS);
    streams.opened[0]!.emit('snapshot', { seq: 40, games: [game('7'), game('12')] });
    leavePage();
    vi.advanceTimersByTime(LIVE_REOPEN_DEBOUNCE_MS);
    expect(streams.live()).toHaveLength(1);
    expect(ids(streams.live()[0]!.url)).toBe('7');
    expect(new URL(streams.live()[0]!.url, 'http://page').searchParams.get('lastEventId')).toBe('40');
    expect(streams.opened[0]!.closed).toBe(true);
  });

  it('reopens once for a burst of changes (debounced), and not at all when the union did not change', () => {
    const streams = fakeStreams();
    const odds = createLiveOdds({ open: streams.open });
    odds.watch(['1']);
    odds.watch(['2']);
    odds.watch(['3'])();
    vi.advanceTimersByTime(LIVE_REOPEN_DEBOUNCE_MS);
    expect(streams.opened.map((s) => ids(s.url))).toEqual(['1,2']);
    odds.watch(['2'])(); // watched and let go again: the same union
    odds.watch(['1']);
    vi.advanceTimersByTime(LIVE_REOPEN_DEBOUNCE_MS);
    expect(streams.opened).toHaveLength(1);
  });

  it('every consumer hears what changed and reads the latest game; a replaced stream\'s late message is ignored', () => {
    const streams = fakeStreams();
    const odds = createLiveOdds({ open: streams.open });
    const heard: string[][] = [];
    odds.observe((games) => heard.push(games.map((g) => g.id)));
    const told = vi.fn();
    odds.subscribe(told);
    odds.watch(['7']);
    vi.advanceTimersByTime(LIVE_REOPEN_DEBOUNCE_MS);
    const first = streams.opened[0]!;
    first.emit('snapshot', { seq: 1, games: [game('7')] });
    first.emit('delta', { seq: 2, patch: [{ id: '7', coefs: { '7-w-1': 2.5 } }] });
    expect(odds.get('7')?.markets[0]?.outcomes[0]?.coef).toBe(2.5);
    expect(heard).toEqual([['7'], ['7']]);
    expect(told).toHaveBeenCalledTimes(2);
    odds.watch(['8']);
    vi.advanceTimersByTime(LIVE_REOPEN_DEBOUNCE_MS);
    first.emit('delta', { seq: 3, patch: [{ id: '7', coefs: { '7-w-1': 9 } }] });
    expect(odds.get('7')?.markets[0]?.outcomes[0]?.coef).toBe(2.5);
  });

  it('more games than the feed takes: every live game instead; malformed ids are never sent', () => {
    const streams = fakeStreams();
    const odds = createLiveOdds({ open: streams.open });
    odds.watch(['x1', '5']);
    vi.advanceTimersByTime(LIVE_REOPEN_DEBOUNCE_MS);
    expect(ids(streams.opened[0]!.url)).toBe('5');
    odds.watch(Array.from({ length: LIVE_MAX_IDS }, (_, i) => String(100 + i)));
    vi.advanceTimersByTime(LIVE_REOPEN_DEBOUNCE_MS);
    expect(streams.live()).toHaveLength(1);
    expect(ids(streams.live()[0]!.url)).toBeNull();
  });
});
