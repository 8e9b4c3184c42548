/**
 * The signed-in player's favourite game ids, shared by every tile on the page: loaded once per player,
 * toggled optimistically (the star turns at once; a refused call turns it back). Plain TypeScript with
 * an injected API, so the rules are unit-tested; React reads it through useFavourites.
 */
import type { CasinoGame } from '@arena/domain';

export interface FavouritesApi {
  favourites(): Promise<CasinoGame[]>;
  addFavourite(gameId: number): Promise<CasinoGame[]>;
  removeFavourite(gameId: number): Promise<CasinoGame[]>;
}

export interface FavouritesSnapshot {
  /** The player the ids belong to (null: a visitor, no favourites). */
  userId: number | null;
  ids: ReadonlySet<number>;
  games: readonly CasinoGame[];
  loaded: boolean;
}

export class FavouritesStore {
  private snapshot: FavouritesSnapshot = { userId: null, ids: new Set(), games: [], loaded: false };
  private readonly listeners = new Set<() => void>();
  /** Bumped on every player change, so an answer for the previous player is dropped. */
  private generation = 0;

  constructor(private readonly api: FavouritesApi) {}

  get = (): FavouritesSnapshot => this.snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Follows the signed-in player: loads their favourites, or clears them on logout. */
  async setUser(userId: number | null): Promise<void> {
    if (userId === this.snapshot.userId && (this.snapshot.loaded || userId === null)) return;
    const generation = ++this.generation;
    this.set({ userId, ids: new Set(), games: [], loaded: userId === null });
    if (userId === null) return;
    try {
      const games = await this.api.favourites();
      if (generation === this.generation) this.setGames(games);
    } catch {
      // Favourites are a convenience: without them the catalogue still works; the next change retries.
      if (generation === this.generation) this.set({ ...this.snapshot, loaded: false });
    }
  }

  has(gameId: number): boolean {
    return this.snapshot.ids.has(gameId);
  }

  /** Adds or removes; answers whether the game is a favourite afterwards. */
  async toggle(gameId: number): Promise<boolean> {
    if (this.snapshot.userId === null) return false;
    const adding = !this.has(gameId);
    // A star supersedes every answer in flight before it (the player's first load included): its own answer is
    // the whole list after it, while the load's would turn the star back.
    const generation = ++this.generation;
    const before = this.snapshot;
    const ids = new Set(before.ids);
    if (adding) ids.add(gameId);
    else ids.delete(gameId);
    this.set({ ...before, ids, games: adding ? before.games : before.games.filter((g) => g.id !== gameId) });
    try {
      const games = await (adding ? this.api.addFavourite(gameId) : this.api.removeFavourite(gameId));
      if (generation === this.generation) this.setGames(games);
      return adding;
    } catch (error) {
      if (generation === this.generation) this.set(before);
      throw error;
    }
  }

  private setGames(games: readonly CasinoGame[]): void {
    this.set({ ...this.snapshot, games, ids: new Set(games.map((g) => g.id)), loaded: true });
  }

  private set(next: FavouritesSnapshot): void {
    this.snapshot = next;
    for (const listener of [...this.listeners]) listener();
  }
}
