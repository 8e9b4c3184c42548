/**
 * What the host's page needs of a server render: the frame root's HTML (markup and boot state, as the
 * document embeds it) and the app's outcome. Made where the render ran, so a render worker hands back one
 * string instead of the state's object graph for this thread to copy and serialise (render-workers.ts).
 */
import type { DisplaySettingsValue } from '@arena/domain';
import { serverPaintRoot } from '../index-html.ts';
import type { ImportMapDocument } from '../importmap-validation.ts';
import type { RenderedPage } from './page-render.ts';
import type { ServerRenderer } from './server-renderer.ts';

export interface PaintedFrame {
  root: string;
  app: RenderedPage['app'];
}

export interface FramePainter {
  /** Opens a newly served map's render runtime ahead of its first page. */
  prepare(map: ImportMapDocument): void;
  /** The page's frame rendered with `map` (ServerRenderer.render's arguments), or null when the browser renders it. */
  paint(map: ImportMapDocument, pathname: string, search: string, language: string, display: DisplaySettingsValue | null, sessionCookie: string | null): Promise<PaintedFrame | null>;
}

export const paintedFrameOf = (page: RenderedPage): PaintedFrame => ({ root: serverPaintRoot({ html: page.html, boot: page.boot, layout: page.boot.route.layout }), app: page.app });

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
