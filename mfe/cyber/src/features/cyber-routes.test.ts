/** The cyber route table → page mapping: types are a fixed enumeration, ids digits only, the rest not found. */
import { describe, expect, it } from 'vitest';
import { cyberHref, viewOf } from './cyber-routes.ts';

const route = (id: string, params: Record<string, string>) => ({ id, params });

describe('cyber routes', () => {
  it('maps each route of the table to its page', () => {
    expect(viewOf(route('cyber', { root: 'esports', type: 'virtual' }))).toEqual({ kind: 'list', root: 'esports', type: 'virtual' });
    expect(viewOf(route('cyber-all', { root: 'cyber', type: 'real' }))).toEqual({ kind: 'list', root: 'cyber', type: 'real' });
    expect(viewOf(route('cyber-disciplines', { root: 'cyber', type: 'stream' }))).toEqual({ kind: 'disciplines', root: 'cyber', type: 'stream' });
    expect(viewOf(route('cyber-discipline', { root: 'cyber', type: 'real', discipline: 'cs2' }))).toMatchObject({ kind: 'list', discipline: 'cs2' });
    expect(viewOf(route('cyber-discipline-champs', { root: 'cyber', type: 'real', discipline: 'lol' }))).toMatchObject({ kind: 'champs', discipline: 'lol' });
    expect(viewOf(route('cyber-champ', { root: 'cyber', type: 'real', discipline: 'cs2', champ: '801' }))).toMatchObject({ kind: 'list', champ: '801' });
    expect(viewOf(route('cyber-game', { root: 'cyber', type: 'stream', discipline: 'cs2', champ: '801', game: '123' }))).toMatchObject({ kind: 'game', game: '123' });
  });

  it('an unknown type, a non-numeric champ or game id is not found', () => {
    expect(viewOf(route('cyber', { root: 'cyber', type: 'tv' }))).toEqual({ kind: 'not-found' });
    expect(viewOf(route('cyber-champ', { root: 'cyber', type: 'real', discipline: 'cs2', champ: 'major' }))).toEqual({ kind: 'not-found' });
    expect(viewOf(route('cyber-game', { root: 'cyber', type: 'real', discipline: 'cs2', champ: '801', game: 'x1' }))).toEqual({ kind: 'not-found' });
    expect(viewOf(route('somewhere-else', { root: 'cyber', type: 'real' }))).toEqual({ kind: 'not-found' });
  });

  it('builds hrefs under the language and root', () => {
    expect(cyberHref('ru', 'esports', 'real', 'cs2', 801, '42')).toBe('/ru/esports/real/cs2/801/42');
  });
});
