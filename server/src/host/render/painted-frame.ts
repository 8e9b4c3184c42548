/**
 * What the host's page needs of a server render: the frame root's HTML (markup and boot state, as the
 * document embeds it) and the app's outcome. Made where the render ran, so a render worker hands back one
 * string instead of the state's object graph for this thread to copy and serialise (render-workers.ts).
 */
import type { DisplaySettingsValue } from '@arena/domain';
import { serverPaintRootAround } from '../index-html.ts';
import { joinedBytes, scriptJsonChunks } from './frozen-json.ts';
import type { ImportMapDocument } from '../importmap-validation.ts';
import type { RenderedPage } from './page-render.ts';
import type { ServerRenderer } from './server-renderer.ts';

export interface PaintedFrame {
  /**
   * The frame root's HTML as UTF-8, the bytes the page sends: a render worker hands them over without a
   * copy (transferred), and this thread, which serves every request, neither copies nor encodes ~100 KB of
   * markup per page (bench/levers.md).
   */
  root: Uint8Array<ArrayBuffer>;
  app: RenderedPage['app'];
}

export interface FramePainter {
  /** Opens a newly served map's render runtime ahead of its first page. */
  prepare(map: ImportMapDocument): void;
  /** The page's frame rendered with `map` (ServerRenderer.render's arguments), or null when the browser renders it. */
  paint(map: ImportMapDocument, pathname: string, search: string, language: string, display: DisplaySettingsValue | null, sessionCookie: string | null): Promise<PaintedFrame | null>;
}

const utf8 = new TextEncoder();

/** serverPaintRoot's HTML as bytes: the boot state's JSON keeps the bytes of its frozen answers (frozen-json.ts). */
export function paintedFrameOf(page: RenderedPage): PaintedFrame {
  const [beforeBoot, afterBoot] = serverPaintRootAround({ html: page.html, layout: page.boot.route.layout });
  return { root: joinedBytes([utf8.encode(beforeBoot), ...scriptJsonChunks(page.boot), utf8.encode(afterBoot)]), app: page.app };
}

/** Renders on this thread. */
export function localPainter(renderer: ServerRenderer): FramePainter {
  return {
    prepare: (map) => renderer.prepare(map),
    paint: async (...args) => {
      const page = await renderer.render(...args);
      return page && paintedFrameOf(page);
    },
  };
}
