/**
 * Tile art by family (issue 30): every engine family has a picture of its own, and a game's picture is stable (a
 * pure function of its data: the server's and the browser's render are the same markup, so the page hydrates).
 */
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import type { CasinoArtwork, CasinoEngine } from '@arena/domain';
import { FAMILY_ART } from './family-art.tsx';
import { GameArtwork } from './game-artwork.tsx';

const ARTWORK: CasinoArtwork = { palette: ['#102030', '#405060', '#ffcc00'], motif: 'gem', angle: 33 };
const ENGINES = Object.keys(FAMILY_ART) as CasinoEngine[];

/** The drawing's markup without React's per-root ids (useId gives the same id on the server and when hydrating). */
function markup(engine: CasinoEngine | undefined, gameId: number, artwork = ARTWORK): string {
  const { container, unmount } = render(<GameArtwork artwork={artwork} label="game" engine={engine} gameId={gameId} />);
  const html = container.innerHTML.replace(/_r_[a-z0-9]+_|«[^»]*»|:[a-z0-9]+:/gi, 'ID');
  unmount();
  return html;
}

describe('tile art by family', () => {
  it('rule "tile art by family": every engine family draws its own picture, different from every other family and from the bare motif', () => {
    expect(ENGINES).toEqual(expect.arrayContaining(['slot', 'slot-ways', 'slot-hold', 'crash', 'keno', 'roulette', 'dice', 'plinko', 'scratch', 'wheel', 'baccarat', 'blackjack', 'video-poker']));
    const pictures = new Map<string, CasinoEngine>();
    for (const engine of ENGINES) {
      const html = markup(engine, 101);
      expect(html, engine).toContain(`data-family="${engine}"`);
      const body = html.replace(/data-family="[^"]*"/, '');
      expect(pictures.get(body), `${engine} draws like ${pictures.get(body)}`).toBeUndefined();
      pictures.set(body, engine);
    }
    expect(pictures.has(markup(undefined, 101).replace(/data-family="[^"]*"/, ''))).toBe(false);
  });

  it('a game\'s picture is stable: the same game draws the same markup every time (no randomness, no clock)', () => {
    for (const engine of ENGINES) {
      expect(markup(engine, 205), engine).toBe(markup(engine, 205));
    }
    // The theme shows on a slot's reels: another motif is another picture.
    expect(markup('slot-ways', 205)).not.toBe(markup('slot-ways', 205, { ...ARTWORK, motif: 'fruit' }));
  });

  it('one small inline SVG: no image, no animation (nothing to reduce for reduced motion)', () => {
    for (const engine of ENGINES) {
      const html = markup(engine, 7);
      expect(html.match(/<svg/g), engine).toHaveLength(1);
      expect(html, engine).not.toMatch(/<image|<animate|<text/);
      expect(html.length, engine).toBeLessThan(6000);
    }
  });
});

describe('tile art by theme', () => {
  it('rule "hunting games have their own art": a hunting slug draws a forest with game, a fishing slug the sea', () => {
    const { container, unmount } = render(<GameArtwork artwork={ARTWORK} label="game" engine="fishing" gameId={294} slug="duck-hunter" />);
    const forest = container.innerHTML;
    unmount();
    expect(forest).toContain('data-scene="forest"');
    expect(markup('fishing', 294)).not.toContain('data-scene="forest"');
    const sea = render(<GameArtwork artwork={ARTWORK} label="game" engine="fishing" gameId={294} slug="ocean-king" />);
    expect(sea.container.innerHTML).not.toContain('data-scene="forest"');
    sea.unmount();
  });
});
