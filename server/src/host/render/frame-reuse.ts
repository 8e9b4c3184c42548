/**
 * The frame (header, navigation, footer, coupon shell) of a visitor's page rendered once and reused
 * (issue 26, SSR throughput): it is a third of an uncached /ru/ render's CPU (bench/levers.md), and it is
 * the same for every visitor of a page in one language and display setting. Only the area app renders
 * per request; its markup goes where the frame's renderer put a mark in the app slot (the shell writes
 * the slot's HTML verbatim), so the page is byte for byte the one a fresh frame render gives.
 *
 * What the frame renders from is in the key or checked on reuse: the language, the display settings,
 * the path and route, the site config (as served: a config change renders anew), the dictionary objects
 * it used, and the query — only when the frame read it (@arena/utils tells; a utils build that cannot
 * tell keys by the query). A player's frame (their name, balance) and an empty slot (the app left to the
 * browser: the frame shows its skeleton) are rendered every time. Entries live FRAME_REUSE_MS, so what
 * the clock changes (the footer's year) is at most that old.
 */
import { randomUUID } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { DisplaySettingsValue } from '@arena/domain';
import type { RouteState } from './page-render.ts';

/** How long one frame render serves a page. */
const FRAME_REUSE_MS = 60_000;
/** Frames kept per runtime (one per page × language × display setting in use). */
const FRAME_REUSE_ENTRIES = 500;

/** What the frame is rendered with in place of the app's markup: no page can contain it. */
export const SLOT_MARK = `<!--arena-slot:${randomUUID()}-->`;

interface FrameInput {
  language: string;
  display: DisplaySettingsValue | null;
  pathname: string;
  search: string;
  route: RouteState;
  config: unknown;
}

interface Frame {
  /** The markup before and after the app's. */
  before: string;
  after: string;
  namespaces: ReadonlySet<string>;
  /** The dictionary objects the render read, by namespace: another object means other texts. */
  dictionaries: ReadonlyMap<string, object | undefined>;
}

/** A frame that read the query: its frames are kept per query. */
const BY_QUERY = 'by-query';

export interface FrameReuse {
  /** The frame's markup around `slotHtml` and its namespaces, when one rendered with these inputs is kept. */
  take(input: FrameInput, slotHtml: string, dictionaries: Record<string, object>): { html: string; namespaces: ReadonlySet<string> } | null;
  /**
   * Keeps a frame rendered around SLOT_MARK and gives its parts. `searchRead`: whether the render read the
   * query (null: it cannot be told). Null when the markup does not hold the mark once (a shell build that
   * does not write the slot verbatim): such a frame is rendered around the app's markup every time.
   */
  keep(input: FrameInput, markup: string, namespaces: ReadonlySet<string>, dictionaries: Record<string, object>, searchRead: boolean | null): { before: string; after: string } | null;
}

export function createFrameReuse(): FrameReuse {
  const frames = new LRUCache<string, Frame | typeof BY_QUERY>({ max: FRAME_REUSE_ENTRIES, ttl: FRAME_REUSE_MS });
  const keyOf = (input: FrameInput) => [input.language, JSON.stringify(input.display), input.pathname, JSON.stringify(input.route), JSON.stringify(input.config)].join('\0');
  const queryKey = (key: string, input: FrameInput) => `${key}\0?${input.search}`;
  return {
    take(input, slotHtml, dictionaries) {
      const key = keyOf(input);
      let frame = frames.get(key);
      if (frame === BY_QUERY) frame = frames.get(queryKey(key, input));
      if (!frame || frame === BY_QUERY) return null;
      for (const [namespace, texts] of frame.dictionaries) if (dictionaries[namespace] !== texts) return null;
      return { html: frame.before + slotHtml + frame.after, namespaces: frame.namespaces };
    },
    keep(input, markup, namespaces, dictionaries, searchRead) {
      const parts = markup.split(SLOT_MARK);
      if (parts.length !== 2) return null;
      const frame: Frame = {
        before: parts[0]!,
        after: parts[1]!,
        namespaces,
        dictionaries: new Map([...namespaces].map((namespace) => [namespace, dictionaries[namespace]])),
      };
      const key = keyOf(input);
      if (searchRead === false) {
        frames.set(key, frame);
      } else {
        frames.set(key, BY_QUERY);
        frames.set(queryKey(key, input), frame);
      }
      return frame;
    },
  };
}
