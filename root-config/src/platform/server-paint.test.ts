/** The host's server-rendered page (issue 26): its embedded state is read safely and put back before the frame hydrates. */
import { describe, expect, it } from 'vitest';
import { BOOT_STATE_ID, dropPaintLeftBehind, installBootState, readBootState, serverDataHandover, type BootState } from './server-paint.ts';

const state: BootState = {
  language: 'ua',
  route: { id: 'promotions', params: { lng: 'ua' }, layout: 'main' },
  config: { core: {} } as BootState['config'],
  dictionaries: { common: { home: 'Головна' } },
  data: { '@arena/promotions': { '_R_1_|["ua"]': { ok: true, data: [] } } },
};

const documentWith = (text: string | null) => ({ getElementById: (id: string) => (id === BOOT_STATE_ID && text !== null ? ({ textContent: text } as HTMLElement) : null) });

describe('server paint', () => {
  it('reads the embedded state; a page without one, or with a broken one, renders in the browser alone', () => {
    expect(readBootState(documentWith(JSON.stringify(state)))).toEqual(state);
    expect(readBootState(documentWith(null))).toBeNull();
    expect(readBootState(documentWith('{"language":'))).toBeNull();
    expect(readBootState(documentWith(JSON.stringify({ ...state, route: 'home' })))).toBeNull();
  });

  it('puts language, route, config and dictionaries back before anything renders', async () => {
    const calls: string[] = [];
    await installBootState(state, {
      bus: { setState: (key: string, value: unknown) => void calls.push(`bus ${key} ${JSON.stringify(value)}`) },
      config: { seed: (language, config) => void calls.push(`config ${language} ${JSON.stringify(config)}`) },
      i18n: { init: async (language, dictionaries) => void calls.push(`i18n ${language} ${Object.keys(dictionaries).join()}`) },
    });
    expect(calls).toEqual(['bus language "ua"', `bus route ${JSON.stringify(state.route)}`, 'config ua {"core":{}}', 'i18n ua common']);
  });

  it('offers each app the answers its server render used (and nothing to an app the server did not render)', () => {
    const handover = serverDataHandover(state);
    expect(handover('@arena/promotions')).toEqual(state.data['@arena/promotions']);
    expect(handover('@arena/casino')).toBeUndefined();
    expect(serverDataHandover(null)('@arena/promotions')).toBeUndefined();
  });

  it('drops the painted markup of an app routing leaves before it ran (a guard redirect); the owner keeps its own', () => {
    const removed: string[] = [];
    const container = (app: string) => ({ dataset: { app }, remove: () => void removed.push(app) }) as unknown as HTMLElement;
    const painted = [container('@arena/betting'), container('@arena/office')];
    const asked: string[] = [];
    const root = { querySelectorAll: (selector: string) => (asked.push(selector), painted) } as unknown as ParentNode;
    dropPaintLeftBehind(root, '@arena/office');
    expect(asked).toEqual(['[data-app][data-arena-ssr]']);
    expect(removed).toEqual(['@arena/betting']);
    removed.length = 0;
    dropPaintLeftBehind(root, null);
    expect(removed).toEqual(['@arena/betting', '@arena/office']);
  });
});
