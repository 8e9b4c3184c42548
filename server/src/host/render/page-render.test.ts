/**
 * The host's page render (issue 26) over a tiny fake runtime: the app's markup goes into the frame's
 * slot with the answers it used; an app that throws or misses its time budget is left to the browser
 * while the frame still renders; data wanted by one pass is loaded before the next.
 */
import { createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage, type PageRenderInput } from './page-render.ts';
import { dataApp, fakeRuntime, input, store } from './page-render-fakes.ts';
import type { AppModule, RenderRuntime } from './render-runtime.ts';

describe('page render', () => {
  it('puts the app, rendered with its data, into the frame slot and embeds the answers once', async () => {
    const page = await renderPage(fakeRuntime(dataApp(async () => 'Бонус 100%')), input);
    expect(page.app).toEqual({ name: '@arena/promotions', rendered: true });
    expect(page.html).toContain('<div id="arena-app:@arena/promotions" data-app="@arena/promotions" data-arena-ssr=""><p>Бонус 100%</p></div>');
    expect(Object.values(page.boot.data['@arena/promotions']!)).toEqual([{ ok: true, data: 'Бонус 100%' }]);
    expect(page.boot.route.id).toBe('promotions');
    // The builds that drew it, for the browser to check against its own (an override renders in the browser).
    expect(page.boot.builds).toEqual({ '@arena/shell': '/dist/shell/aaaaaaaaaaaa/index.js', '@arena/promotions': '/dist/app/bbbbbbbbbbbb/index.js' });
  });

  it('an app whose render throws is left to the browser; the frame still renders with an empty slot', async () => {
    const broken: AppModule = {
      serverRender: async () => () => {
        throw new Error('reads window');
      },
    };
    const page = await renderPage(fakeRuntime(broken), input);
    expect(page.app).toEqual({ name: '@arena/promotions', rendered: false, reason: 'reads window' });
    expect(page.html).toBe('<div class="frame"></div>');
    expect(page.boot.data).toEqual({});
    expect(page.boot.builds).toEqual({ '@arena/shell': '/dist/shell/aaaaaaaaaaaa/index.js' });
  });

  it('an app whose data misses the time budget is left to the browser within the budget', async () => {
    const started = performance.now();
    const page = await renderPage(fakeRuntime(dataApp(() => new Promise(() => undefined))), { ...input, budgetMs: 40 });
    expect(page.app).toEqual({ name: '@arena/promotions', rendered: false, reason: 'over its time budget' });
    expect(performance.now() - started).toBeLessThan(1000);
    expect(page.html).toBe('<div class="frame"></div>');
  });

  it('an app build without a server render renders in the browser, and the frame is the page state the render set', async () => {
    const runtime = fakeRuntime({});
    const page = await renderPage(runtime, input);
    expect(page.app).toMatchObject({ rendered: false, reason: 'its build has no server render' });
    expect(runtime.state).toMatchObject({ language: 'ru', route: input.route, pathname: '/ru/promotions', user: null });
    expect(Object.keys(page.boot.dictionaries)).toEqual(['common']);
    expect(runtime.state).not.toHaveProperty('settings');
  });

  it("a player's display settings (odds format, time zone) are the page state the render uses (issue 26)", async () => {
    const runtime = fakeRuntime({});
    const display = { appTheme: 0, appViewType: 0, appFontSize: 16, coefViewId: 2, timeZone: 5, is12h: true } as const;
    await renderPage(runtime, { ...input, display });
    expect(runtime.state).toMatchObject({ settings: display });
  });
});

describe('page render with a slow backend', () => {
  it('a site config that does not come within the budget fails the render (the host then serves the browser-rendered page)', async () => {
    const runtime = fakeRuntime(dataApp(async () => 'x'));
    runtime.libs.config.load = () => new Promise(() => undefined);
    await expect(renderPage(runtime, { ...input, budgetMs: 30 })).rejects.toThrow('time budget spent');
  });
});

describe("a login-only page's app (the office, my casino)", () => {
  const office: PageRenderInput = { ...input, pathname: '/ru/office/account', route: { id: 'office-account', params: { lng: 'ru' }, layout: 'main' }, app: '@arena/office', appNeedsPlayer: true };
  const cookie = 'ua=abcdefghijklmnopqrstuvwx';

  /** A shell that finds `player` for any cookie and calls a player unrestricted unless they are banned; its frame shows the slot. */
  function officeRuntime(player: { login: string; banned?: boolean } | null, shellBuild: 'current' | 'before login-only renders' = 'current') {
    const runtime = fakeRuntime(dataApp(async () => 'Мой счёт'));
    runtime.shell = {
      ...runtime.shell,
      loadPlayerEarly: async () => player,
      applyPlayer: (applied) => void (runtime.state.player = applied),
      ...(shellBuild === 'current' ? { isUnrestrictedPlayer: (applied: unknown) => applied !== null && !(applied as { banned?: boolean }).banned } : {}),
    };
    return runtime;
  }

  it('is rendered for the signed-in player the shell calls unrestricted, with the answers it used', async () => {
    const page = await renderPage(officeRuntime({ login: 'ivan' }), { ...office, sessionCookie: cookie });
    expect(page.app).toEqual({ name: '@arena/office', rendered: true });
    expect(page.html).toContain('<div id="arena-app:@arena/office" data-app="@arena/office" data-arena-ssr=""><p>Мой счёт</p></div>');
    expect(page.boot.player).toEqual({ login: 'ivan' });
  });

  it('is left to the browser for a visitor, an ended session and a banned player: the guards send them elsewhere', async () => {
    for (const [runtime, sessionCookie] of [
      [officeRuntime({ login: 'ivan' }), null],
      [officeRuntime(null), cookie],
      [officeRuntime({ login: 'ivan', banned: true }), cookie],
    ] as const) {
      const page = await renderPage(runtime, { ...office, sessionCookie });
      expect(page.app).toBeNull();
      expect(page.html).toBe('<div class="frame"></div>');
      expect(page.boot.data).toEqual({});
    }
  });

  it('is left to the browser by a shell build that cannot say who is unrestricted (an operator rolled the shell back)', async () => {
    const page = await renderPage(officeRuntime({ login: 'ivan' }, 'before login-only renders'), { ...office, sessionCookie: cookie });
    expect(page.app).toBeNull();
    expect(page.html).toBe('<div class="frame"></div>');
  });
});

describe('a render step that never settles', () => {
  /** A runtime over fake module builds: only its turn-taking is used. */
  async function openFakeRuntime(imports: Record<string, string> = {}) {
    const { openRenderRuntime } = await import('./render-runtime.ts');
    const fake = { load: async () => ({ bus: { setState() {} }, INITIAL_STATE: {}, arenaI18n: { i18next: { isInitialized: true } }, siteConfigLoader: {}, setPageTransport() {}, createServerDataStore: store, isPlainData: () => true, entryOfError: () => ({ ok: false, status: 0 }), setRenderedLocation() {}, serverRender: () => ({}) }) };
    return (await openRenderRuntime(fake as never, { imports }, async () => new Response(''), 'ru'))!;
  }

  it("a page's builds are the map's shell and shared libraries and its own app: not the root config, not other pages' apps", async () => {
    const runtime = await openFakeRuntime({
      '@arena/shell': '/dist/shell/111111111111/index.js',
      '@arena/ui-kit': '/dist/ui-kit/222222222222/index.js',
      '@arena/root-config': '/dist/root-config/333333333333/index.js',
      '@arena/office': '/dist/office/444444444444/index.js',
      '@arena/betting': '/dist/betting/555555555555/index.js',
      react: '/dist/vendor/666666666666/react.js',
    });
    const libs = { '@arena/shell': '/dist/shell/111111111111/index.js', '@arena/ui-kit': '/dist/ui-kit/222222222222/index.js' };
    expect(runtime.builds('@arena/office')).toEqual({ ...libs, '@arena/office': '/dist/office/444444444444/index.js' });
    expect(runtime.builds(null)).toEqual(libs);
    // Made once and frozen: the page JSON writes their bytes once (frozen-json.ts).
    expect(runtime.builds('@arena/office')).toBe(runtime.builds('@arena/office'));
    expect(Object.isFrozen(runtime.builds(null))).toBe(true);
  });

  it('keeps the next page of its runtime waiting at most STEP_MAX_MS', async () => {
    const { STEP_MAX_MS } = await import('./render-runtime.ts');
    const runtime = await openFakeRuntime();
    void runtime.exclusive(() => new Promise(() => undefined));
    const started = performance.now();
    expect(await runtime.exclusive(() => 'next page')).toBe('next page');
    expect(performance.now() - started).toBeLessThan(STEP_MAX_MS + 400);
  });

  it('a step that settles leaves no timer behind (a pending one kept each page markup alive for STEP_MAX_MS)', async () => {
    const runtime = await openFakeRuntime();
    vi.useFakeTimers();
    try {
      expect(await runtime.exclusive(() => 'page')).toBe('page');
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  describe('a signed-in player (the session cookie)', () => {
    /** A shell whose player is a name on the bus, drawn in the frame: what the real shell does with its header. */
    function playerRuntime(loadPlayer: NonNullable<RenderRuntime['shell']['loadPlayerEarly']>, shellBuild: 'current' | 'before the early lookup' = 'current') {
      const runtime = fakeRuntime(dataApp(async () => 'Бонус'));
      const seen: unknown[] = [];
      runtime.shell = {
        serverRender: () => ({ element: createElement('header', null, String((runtime.state.player as { login?: string } | null)?.login ?? 'visitor')), dispose: () => undefined }),
        ...(shellBuild === 'current' ? { loadPlayerEarly: loadPlayer } : { loadPlayer: loadPlayer as NonNullable<RenderRuntime['shell']['loadPlayer']> }),
        applyPlayer: (player) => {
          seen.push(player);
          runtime.state.player = player;
        },
      };
      return { runtime, seen };
    }

    it('draws the page for the player of the cookie and embeds them once, for the browser to apply', async () => {
      const cookies: string[] = [];
      const { runtime, seen } = playerRuntime(async (_fetch, cookie) => (cookies.push(cookie), { login: 'ivan' }));
      const page = await renderPage(runtime, { ...input, sessionCookie: 'ua=abcdefghijklmnopqrstuvwx' });
      expect(cookies).toEqual(['ua=abcdefghijklmnopqrstuvwx']);
      expect(page.html).toBe('<header>ivan</header>');
      expect(page.boot.player).toEqual({ login: 'ivan' });
      // The app's passes and the frame's all drew the same player.
      expect(seen.length).toBeGreaterThanOrEqual(2);
      expect(seen.every((player) => (player as { login: string }).login === 'ivan')).toBe(true);
    });

    it('each render starts from an emptied server-state cache, then the shell seeds its player: no other page\'s answers show', async () => {
      const { runtime } = playerRuntime(async () => ({ login: 'ivan' }));
      const order: string[] = [];
      runtime.libs.serverState = { clear: () => void order.push('clear') };
      const apply = runtime.shell.applyPlayer!;
      runtime.shell.applyPlayer = (player) => {
        order.push('player');
        apply(player);
      };
      await renderPage(runtime, { ...input, sessionCookie: 'ua=abcdefghijklmnopqrstuvwx' });
      expect(order.length).toBeGreaterThanOrEqual(4);
      expect(order.join(' ')).toBe(Array(order.length / 2).fill('clear player').join(' '));
    });

    it('a visitor (no cookie) is drawn as one, without asking who they are', async () => {
      let asked = false;
      const { runtime, seen } = playerRuntime(async () => ((asked = true), { login: 'ivan' }));
      const page = await renderPage(runtime, input);
      expect(asked).toBe(false);
      expect(page.html).toBe('<header>visitor</header>');
      expect(page.boot.player).toBeNull();
      expect(seen.every((player) => player === null)).toBe(true);
    });

    it('a player lookup that fails or misses the budget draws a visitor page, never a failed one', async () => {
      const failing = playerRuntime(async () => {
        throw new Error('backend down');
      });
      expect((await renderPage(failing.runtime, { ...input, sessionCookie: 'ua=abcdefghijklmnopqrstuvwx' })).html).toBe('<header>visitor</header>');
      const slow = playerRuntime(() => new Promise(() => undefined));
      const page = await renderPage(slow.runtime, { ...input, budgetMs: 30, sessionCookie: 'ua=abcdefghijklmnopqrstuvwx' });
      expect(page.html).toBe('<header>visitor</header>');
      expect(page.boot.player).toBeNull();
    });

    /** A site config that arrives after `ms`, and whether it has arrived. */
    function slowConfig(runtime: RenderRuntime, ms: number, config: unknown) {
      const state = { arrived: false };
      runtime.libs.config.load = () => new Promise((resolve) => setTimeout(() => ((state.arrived = true), resolve(config)), ms));
      return state;
    }

    it('asks for the player (its token) while the site config is still loading, and hands it the config when it comes', async () => {
      const config = { payments: { accountDataVariant: 'v2' } };
      let askedBeforeConfig: boolean | null = null;
      let configSeen: unknown;
      const { runtime } = playerRuntime(async (_fetch, _cookie, siteConfig) => {
        askedBeforeConfig = !arrival.arrived;
        configSeen = await siteConfig;
        return { login: 'ivan' };
      });
      const arrival = slowConfig(runtime, 40, config);
      const page = await renderPage(runtime, { ...input, sessionCookie: 'ua=abcdefghijklmnopqrstuvwx' });
      expect(askedBeforeConfig).toBe(true);
      expect(configSeen).toEqual(config);
      expect(page.boot.config).toEqual(config);
      expect(page.html).toBe('<header>ivan</header>');
    });

    it('a shell build from before the early lookup (an operator rolled the shell back) gets the loaded config, never a promise', async () => {
      const config = { payments: { accountDataVariant: 'v2' } };
      let configSeen: unknown;
      const { runtime } = playerRuntime(async (_fetch, _cookie, siteConfig) => ((configSeen = siteConfig), { login: 'ivan' }), 'before the early lookup');
      slowConfig(runtime, 20, config);
      const page = await renderPage(runtime, { ...input, sessionCookie: 'ua=abcdefghijklmnopqrstuvwx' });
      expect(configSeen).toEqual(config);
      expect(page.html).toBe('<header>ivan</header>');
    });

    it('time budgets as before: the player still has budgetMs after a config that took most of its own', async () => {
      const { runtime } = playerRuntime(async (_fetch, _cookie, siteConfig) => {
        await siteConfig;
        // The session check, user config and accounts after the config: within budgetMs of its arrival, not of the start.
        await new Promise((resolve) => setTimeout(resolve, 250));
        return { login: 'ivan' };
      });
      slowConfig(runtime, 250, { core: {} });
      const page = await renderPage(runtime, { ...input, budgetMs: 400, sessionCookie: 'ua=abcdefghijklmnopqrstuvwx' });
      expect(page.html).toBe('<header>ivan</header>');
    });

    it('a config that misses its budget fails the render as before, and the player lookup begun beside it is aborted', async () => {
      let lookup: AbortSignal | undefined;
      const { runtime } = playerRuntime((_fetch, _cookie, _config, signal) => ((lookup = signal), new Promise(() => undefined)));
      runtime.libs.config.load = () => new Promise(() => undefined);
      await expect(renderPage(runtime, { ...input, budgetMs: 30, sessionCookie: 'ua=abcdefghijklmnopqrstuvwx' })).rejects.toThrow('time budget spent');
      await vi.waitFor(() => expect(lookup?.aborted).toBe(true));
    });
  });
});
