/**
 * The signed-in player's favourite events and leagues (issue 31), shared by every star on the page: loaded
 * once per player, toggled optimistically (the star turns at once; a refused call turns it back). Plain
 * TypeScript with an injected API, so the rules are unit-tested; React reads it through useFavourites.
 * The casino's favourites (mfe/casino features/favourites) follow the same shape.
 */
export type FavouriteKind = 'game' | 'champ';

export interface Favourites {
  gameIds: readonly string[];
  champIds: readonly number[];
}

export interface FavouritesApi {
  favourites(): Promise<Favourites>;
  star(kind: FavouriteKind, id: string | number, on: boolean): Promise<Favourites>;
}

export interface FavouritesSnapshot {
  /** The player the stars belong to (null: a visitor, no favourites). */
  userId: number | null;
  games: ReadonlySet<string>;
  champs: ReadonlySet<number>;
  loaded: boolean;
}

const NONE: FavouritesSnapshot = { userId: null, games: new Set(), champs: new Set(), loaded: false };

export class FavouritesStore {
  private snapshot: FavouritesSnapshot = NONE;
  private readonly listeners = new Set<() => void>();
  /** Bumped on every player change, so an answer for the previous player is dropped. */
  private generation = 0;

  constructor(private readonly api: FavouritesApi) {}

  get = (): FavouritesSnapshot => this.snapshot;
  /** What the server render and the hydrating render see: no stars (the server does not know the player's). */
  getServer = (): FavouritesSnapshot => NONE;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Follows the signed-in player: loads their stars, or clears them on logout. */
  async setUser(userId: number | null): Promise<void> {
    if (userId === this.snapshot.userId && (this.snapshot.loaded || userId === null)) return;
    const generation = this.generation;
    this.set({ ...NONE, userId, loaded: userId === null });
    if (userId === null) return;
    try {
      const favourites = await this.api.favourites();
      if (generation === this.generation) this.apply(favourites);
    } catch {
      // Stars are a convenience: without them the line still works; the next player change retries.
    }
  }

  has(kind: FavouriteKind, id: string | number): boolean {
    return kind === 'game' ? this.snapshot.games.has(String(id)) : this.snapshot.champs.has(Number(id));
  }

  /** Stars or unstars; answers whether it is starred afterwards. */
  async toggle(kind: FavouriteKind, id: string | number): Promise<boolean> {
    if (this.snapshot.userId === null) return false;
    const on = !this.has(kind, id);
    // A star supersedes every answer in flight before it (the player's first load included): its own answer is
    // the whole list after it, while the load's would turn the star back.
    const generation = ++this.generation;
    const before = this.snapshot;
    const games = new Set(before.games);
    const champs = new Set(before.champs);
    const set = (kind === 'game' ? games : champs) as Set<string | number>;
    const key = kind === 'game' ? String(id) : Number(id);
    if (on) set.add(key);
    else set.delete(key);
    this.set({ ...before, games, champs });
    try {
      const favourites = await this.api.star(kind, id, on);
      if (generation === this.generation) this.apply(favourites);
      return on;
    } catch (error) {
      if (generation === this.generation) this.set(before);
      throw error;
    }
  }

  private apply(favourites: Favourites): void {
    this.set({ ...this.snapshot, games: new Set(favourites.gameIds), champs: new Set(favourites.champIds), loaded: true });
  }

  private set(next: FavouritesSnapshot): void {
    this.snapshot = next;
    for (const listener of [...this.listeners]) listener();
  }
}
