/**
 * The results filters live in the URL query (`?date=2026-11-20&sport=1&champ=101&team=arsenal`), so a
 * filtered list is a link a player can share or reload. Plain functions, unit-tested.
 */
export interface ResultsFilters {
  date?: string | undefined;
  sportId?: number | undefined;
  champId?: number | undefined;
  team?: string | undefined;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const ID = /^\d{1,7}$/;

export function parseFilters(search: string): ResultsFilters {
  const params = new URLSearchParams(search);
  const date = params.get('date') ?? '';
  const sport = params.get('sport') ?? '';
  const champ = params.get('champ') ?? '';
  const team = (params.get('team') ?? '').trim().slice(0, 40);
  const out: ResultsFilters = {};
  if (DATE.test(date)) out.date = date;
  if (ID.test(sport)) out.sportId = Number(sport);
  // A championship belongs to a sport: without one it is ignored.
  if (out.sportId !== undefined && ID.test(champ)) out.champId = Number(champ);
  if (team) out.team = team;
  return out;
}

export function filtersSearch(filters: ResultsFilters): string {
  const params = new URLSearchParams();
  if (filters.date) params.set('date', filters.date);
  if (filters.sportId !== undefined) params.set('sport', String(filters.sportId));
  if (filters.sportId !== undefined && filters.champId !== undefined) params.set('champ', String(filters.champId));
  if (filters.team) params.set('team', filters.team);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The filters after one change: a new sport drops the championship, a new date keeps the rest. */
export function changeFilters(filters: ResultsFilters, change: ResultsFilters): ResultsFilters {
  const next = { ...filters, ...change };
  if ('sportId' in change && change.sportId !== filters.sportId) delete next.champId;
  for (const key of Object.keys(next) as Array<keyof ResultsFilters>) if (next[key] === undefined || next[key] === '') delete next[key];
  return next;
}

/** The day before or after a YYYY-MM-DD date, kept inside [first, last]; null when already at the edge. */
export function shiftDate(date: string, days: number, first: string, last: string): string | null {
  const next = new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  return next < first || next > last ? null : next;
}

export interface Grouped<T> {
  key: string;
  title: string;
  items: T[];
}

/** Items grouped by a key, groups in first-seen order (the server's order: newest kick-off first). */
export function groupBy<T>(items: readonly T[], key: (item: T) => string, title: (item: T) => string): Array<Grouped<T>> {
  const groups = new Map<string, Grouped<T>>();
  for (const item of items) {
    const k = key(item);
    let group = groups.get(k);
    if (!group) {
      group = { key: k, title: title(item), items: [] };
      groups.set(k, group);
    }
    group.items.push(item);
  }
  return [...groups.values()];
}
