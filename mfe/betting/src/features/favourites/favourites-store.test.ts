/** The betting favourites store (issue 31): per player, optimistic toggles undone on refusal, no stale answers. */
import { describe, expect, it, vi } from 'vitest';
import { FavouritesStore, type Favourites, type FavouritesApi } from './favourites-store.ts';

function fakeApi(initial: Favourites = { gameIds: [], champIds: [] }) {
  let state = { gameIds: [...initial.gameIds], champIds: [...initial.champIds] };
  const api: FavouritesApi & { fail: boolean } = {
    fail: false,
    favourites: vi.fn(async () => state),
    star: vi.fn(async (kind, id, on) => {
      if (api.fail) throw new Error('refused');
      const key = kind === 'game' ? 'gameIds' : 'champIds';
      const list = (state[key] as Array<string | number>).filter((x) => String(x) !== String(id));
      state = { ...state, [key]: on ? [kind === 'game' ? String(id) : Number(id), ...list] : list };
      return state;
    }),
  };
  return api;
}

describe('betting favourites store', () => {
  it('a star clicked while the first load is still on its way stays on: the load answered before the star does not turn it back', async () => {
    const api = fakeApi({ gameIds: ['42'], champIds: [] });
    let answerLoad!: () => void;
    const firstLoad = new Promise<void>((resolve) => (answerLoad = resolve));
    (api.favourites as ReturnType<typeof vi.fn>).mockImplementationOnce(async () => {
      const before = { gameIds: ['42'], champIds: [] };
      await firstLoad;
      return before;
    });
    const store = new FavouritesStore(api);
    const loading = store.setUser(1);
    await store.toggle('champ', 7);
    answerLoad();
    await loading;
    expect(store.has('champ', 7)).toBe(true);
    expect(store.has('game', '42')).toBe(true);
  });

  it('loads the signed-in player’s stars and clears them on logout', async () => {
    const store = new FavouritesStore(fakeApi({ gameIds: ['42'], champIds: [7] }));
    await store.setUser(1);
    expect(store.has('game', '42')).toBe(true);
    expect(store.has('champ', 7)).toBe(true);
    await store.setUser(null);
    expect(store.has('game', '42')).toBe(false);
    expect(store.get().loaded).toBe(true);
  });

  it('a star turns at once, and back when the server refuses', async () => {
    const api = fakeApi();
    const store = new FavouritesStore(api);
    await store.setUser(1);
    const pending = store.toggle('champ', 7);
    expect(store.has('champ', 7)).toBe(true);
    await expect(pending).resolves.toBe(true);
    api.fail = true;
    const refused = store.toggle('champ', 7);
    expect(store.has('champ', 7)).toBe(false);
    await expect(refused).rejects.toThrow('refused');
    expect(store.has('champ', 7)).toBe(true);
  });

  it('a visitor stars nothing; the server render sees no stars', async () => {
    const api = fakeApi({ gameIds: ['42'], champIds: [] });
    const store = new FavouritesStore(api);
    await expect(store.toggle('game', '1')).resolves.toBe(false);
    expect(api.star).not.toHaveBeenCalled();
    await store.setUser(1);
    expect(store.getServer().games.size).toBe(0);
  });
});
