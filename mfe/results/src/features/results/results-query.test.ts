import { describe, expect, it } from 'vitest';
import { changeFilters, filtersSearch, groupBy, parseFilters, shiftDate } from './results-query.ts';

describe('results filters in the URL', () => {
  it('reads date, sport, championship and team, ignoring malformed values', () => {
    expect(parseFilters('?date=2026-11-20&sport=1&champ=101&team=%20Arsenal%20')).toEqual({ date: '2026-11-20', sportId: 1, champId: 101, team: 'Arsenal' });
    expect(parseFilters('?date=yesterday&sport=x&champ=101')).toEqual({});
  });

  it('writes them back in a stable order, and nothing for no filter', () => {
    expect(filtersSearch({ team: 'zen', sportId: 1, date: '2026-11-20' })).toBe('?date=2026-11-20&sport=1&team=zen');
    expect(filtersSearch({})).toBe('');
    expect(parseFilters(filtersSearch({ date: '2026-11-19', sportId: 2, champId: 201 }))).toEqual({ date: '2026-11-19', sportId: 2, champId: 201 });
  });

  it('a new sport drops the championship; clearing a value removes it', () => {
    expect(changeFilters({ sportId: 1, champId: 101, date: '2026-11-20' }, { sportId: 2 })).toEqual({ sportId: 2, date: '2026-11-20' });
    expect(changeFilters({ sportId: 1, champId: 101 }, { champId: 102 })).toEqual({ sportId: 1, champId: 102 });
    expect(changeFilters({ team: 'a', sportId: 1 }, { team: '', sportId: undefined })).toEqual({});
  });

  it('moves a day back or forward inside the calendar', () => {
    expect(shiftDate('2026-11-01', -1, '2026-10-22', '2026-11-20')).toBe('2026-10-31');
    expect(shiftDate('2026-11-20', 1, '2026-10-22', '2026-11-20')).toBeNull();
    expect(shiftDate('2026-10-22', -1, '2026-10-22', '2026-11-20')).toBeNull();
  });

  it('groups in first-seen order', () => {
    const groups = groupBy([{ c: 'b' }, { c: 'a' }, { c: 'b' }], (x) => x.c, (x) => x.c.toUpperCase());
    expect(groups.map((g) => [g.title, g.items.length])).toEqual([['B', 2], ['A', 1]]);
  });
});
