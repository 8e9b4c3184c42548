/** The host's server-rendered page (issue 26): its embedded state is read safely and put back before the frame hydrates. */
import { describe, expect, it } from 'vitest';
import { BOOT_STATE_ID, buildsNotRunHere, dropPaintLeftBehind, dropPaintOfOtherBuilds, installBootState, readBootState, serverDataHandover, type BootState } from './server-paint.ts';

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

  describe('a page drawn by builds this browser does not run (a developer overrides one)', () => {
    const builds = { '@arena/shell': '/dist/shell/111111111111/index.js', '@arena/ui-kit': '/dist/ui-kit/222222222222/index.js', '@arena/office': '/dist/office/333333333333/index.js' };
    const base = 'https://arena.test/ru/office/account';
    const served = (specifier: string) => new URL(builds[specifier as keyof typeof builds], base).href;

    it('names each build the browser resolves elsewhere, or not at all; none when it runs the map the server drew with', () => {
      const page = { ...state, builds };
      expect(buildsNotRunHere(page, served, base)).toEqual([]);
      const overridden = (specifier: string) => (specifier === '@arena/office' ? 'http://localhost:9100/office/index.js' : served(specifier));
      expect(buildsNotRunHere(page, overridden, base)).toEqual(['@arena/office']);
      expect(buildsNotRunHere(page, (specifier) => (specifier === '@arena/ui-kit' ? null : served(specifier)), base)).toEqual(['@arena/ui-kit']);
      // A build named unreadably: its part renders in the browser.
      expect(buildsNotRunHere({ ...page, builds: { ...builds, '@arena/office': 'http://[bad' } }, served, base)).toEqual(['@arena/office']);
      expect(buildsNotRunHere({ ...page, builds: 'everything' as never }, served, base)).toEqual([]);
      // A page from a host before the builds were embedded, or no server render at all: nothing to compare.
      expect(buildsNotRunHere(state, () => null, base)).toEqual([]);
      expect(buildsNotRunHere(null, () => null, base)).toEqual([]);
    });

    /** A page with the frame's mark and two painted app containers. */
    function paintedPage() {
      const removed: string[] = [];
      const container = (app: string) => ({ dataset: { app }, remove: () => void removed.push(app) }) as unknown as HTMLElement;
      const frame = { marked: true, removeAttribute: (name: string) => void (name === 'data-arena-ssr' && (frame.marked = false)) };
      const doc = {
        querySelectorAll: () => [container('@arena/office'), container('@arena/betting')],
        getElementById: (id: string) => (id === 'arena-root' ? frame : null),
      } as unknown as Pick<Document, 'querySelectorAll' | 'getElementById'>;
      return { doc, removed, frame };
    }
    const areaApps = new Set(['@arena/office', '@arena/betting']);

    it("an overridden area app's markup goes (it renders into a fresh container); the frame and the other apps still hydrate", () => {
      const page = paintedPage();
      dropPaintOfOtherBuilds(page.doc, ['@arena/office'], areaApps);
      expect(page.removed).toEqual(['@arena/office']);
      expect(page.frame.marked).toBe(true);
    });

    it('an overridden shell or shared library drew everything: every painted app goes and the frame renders instead of hydrating', () => {
      const page = paintedPage();
      dropPaintOfOtherBuilds(page.doc, ['@arena/ui-kit'], areaApps);
      expect(page.removed).toEqual(['@arena/office', '@arena/betting']);
      expect(page.frame.marked).toBe(false);
    });

    it('nothing overridden: nothing is touched', () => {
      const page = paintedPage();
      dropPaintOfOtherBuilds(page.doc, [], areaApps);
      expect(page.removed).toEqual([]);
      expect(page.frame.marked).toBe(true);
    });
  });
});
