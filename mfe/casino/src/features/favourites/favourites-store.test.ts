import { describe, expect, it, vi } from 'vitest';
import type { CasinoGame } from '@arena/domain';
import { FavouritesStore, type FavouritesApi } from './favourites-store.ts';

const game = (id: number) => ({ id }) as CasinoGame;

function fakeApi(initial: number[] = []): FavouritesApi & { ids: number[] } {
  const api = {
    ids: [...initial],
    favourites: vi.fn(async () => api.ids.map(game)),
    addFavourite: vi.fn(async (id: number) => {
      api.ids = [id, ...api.ids.filter((x) => x !== id)];
      return api.ids.map(game);
    }),
    removeFavourite: vi.fn(async (id: number) => {
      api.ids = api.ids.filter((x) => x !== id);
      return api.ids.map(game);
    }),
  };
  return api;
}

describe('FavouritesStore', () => {
  it('loads the signed-in player\'s favourites and clears them on logout', async () => {
    const store = new FavouritesStore(fakeApi([5, 7]));
    await store.setUser(1);
    expect([...store.get().ids]).toEqual([5, 7]);
    await store.setUser(null);
    expect(store.get().ids.size).toBe(0);
  });

  it('toggles optimistically and keeps the server\'s answer', async () => {
    const store = new FavouritesStore(fakeApi());
    await store.setUser(1);
    const pending = store.toggle(9);
    expect(store.has(9)).toBe(true); // at once, before the answer
    expect(await pending).toBe(true);
    expect(await store.toggle(9)).toBe(false);
    expect(store.has(9)).toBe(false);
  });

  it('turns the star back when the call is refused', async () => {
    const api = fakeApi();
    api.addFavourite = vi.fn(async () => {
      throw new Error('down');
    });
    const store = new FavouritesStore(api);
    await store.setUser(1);
    await expect(store.toggle(3)).rejects.toThrow('down');
    expect(store.has(3)).toBe(false);
  });

  it('does nothing for a visitor', async () => {
    const api = fakeApi();
    const store = new FavouritesStore(api);
    await store.setUser(null);
    expect(await store.toggle(3)).toBe(false);
    expect(api.addFavourite).not.toHaveBeenCalled();
  });

  it('drops an answer that arrives after the player changed', async () => {
    let release: (games: CasinoGame[]) => void = () => undefined;
    const api = fakeApi();
    api.favourites = vi.fn(() => new Promise<CasinoGame[]>((resolve) => (release = resolve)));
    const store = new FavouritesStore(api);
    const first = store.setUser(1);
    await store.setUser(null);
    release([game(4)]);
    await first;
    expect(store.get().ids.size).toBe(0);
  });
});
