/**
 * The root config's cyber routes ({cyber|esports}/{real|virtual|stream}/…, spec §2) → which page to show.
 * Plain TypeScript so the mapping is unit-tested; anything outside the table is the app's not-found view.
 */
import { unhandledRoute, type RouteIdOf } from '@arena/routes';
import type { CyberType } from '../shared/cyber-api.ts';

export type CyberView =
  | { kind: 'list'; root: string; type: CyberType; discipline?: string; champ?: string }
  | { kind: 'disciplines'; root: string; type: CyberType }
  | { kind: 'champs'; root: string; type: CyberType; discipline: string }
  | { kind: 'game'; root: string; type: CyberType; discipline: string; champ: string; game: string }
  | { kind: 'not-found' };

const TYPES: readonly string[] = ['real', 'virtual', 'stream'];

export function viewOf(route: { id: string; params: Record<string, string> } | null): CyberView {
  const p = route?.params ?? {};
  const root = p['root'] === 'esports' ? 'esports' : 'cyber';
  const type = p['type'] ?? 'real';
  if (!TYPES.includes(type)) return { kind: 'not-found' };
  const base = { root, type: type as CyberType };
  const discipline = p['discipline'];
  const champ = p['champ'];
  // Exhaustive over the cyber routes of the table: a new or renamed one is a type error until it has a view.
  const id = (route?.id ?? 'cyber') as RouteIdOf<'@arena/cyber'>;
  switch (id) {
    case 'cyber':
    case 'cyber-all':
      return { kind: 'list', ...base };
    case 'cyber-disciplines':
      return { kind: 'disciplines', ...base };
    case 'cyber-discipline':
      return discipline ? { kind: 'list', ...base, discipline } : { kind: 'not-found' };
    case 'cyber-discipline-champs':
      return discipline ? { kind: 'champs', ...base, discipline } : { kind: 'not-found' };
    case 'cyber-champ':
      return discipline && champ && /^\d{1,6}$/.test(champ) ? { kind: 'list', ...base, discipline, champ } : { kind: 'not-found' };
    case 'cyber-game':
      return discipline && champ && p['game'] && /^\d{1,12}$/.test(p['game']) ? { kind: 'game', ...base, discipline, champ, game: p['game'] } : { kind: 'not-found' };
    default:
      return unhandledRoute(id, { kind: 'not-found' });
  }
}

/** The path of a cyber page: /{lng}/{root}/{type}[/{...parts}]. */
export const cyberHref = (lng: string, root: string, type: CyberType, ...parts: Array<string | number>) =>
  ['', lng, root, type, ...parts.map(String)].join('/');
