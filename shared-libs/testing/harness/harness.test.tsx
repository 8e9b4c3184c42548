/** The harness's own promises: each test gets its own page, and the page's singletons are the real ones. */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { siteConfig } from '@arena/config';
import { bus } from '@arena/event-bus';
import { http } from '@arena/http';
import { arenaI18n } from '@arena/i18n';
import { Link, useAppScope, useBusState } from '@arena/ui-kit';
import { appCalls, dictionary, renderApp, setUpApp, siteConfigFixture } from './index.ts';

function Probe() {
  const scope = useAppScope();
  const user = useBusState('user');
  return (
    <>
      <button type="button" onClick={() => scope.emit('modal:open', { kind: 'login' })}>{user ? user.login : 'visitor'}</button>
      <Link href="/ru/line">line</Link>
    </>
  );
}

describe('@arena/testing harness', () => {
  it('renders in the app scope with the session on the bus; emits are recorded and Link navigates', async () => {
    const app = await renderApp(<Probe />, { language: 'ru', route: '/ru/office', session: { user: { login: 'anna' } } });
    fireEvent.click(screen.getByRole('button', { name: 'anna' }));
    expect(app.emitted('modal:open')).toEqual([{ kind: 'login' }]);
    fireEvent.click(screen.getByRole('link', { name: 'line' }));
    expect(app.path()).toBe('/ru/line');
  });

  it('the next test starts from the initial bus state, a visitor on the default URL', async () => {
    const app = await renderApp(<Probe />);
    expect(screen.getByRole('button').textContent).toBe('visitor');
    expect(bus.getState('session')).toBe('visitor');
    expect(app.path()).toBe('/en/');
  });

  it('the page-wide HTTP client reaches the fake backend, which records the call; i18n has the real dictionaries', async () => {
    const app = await setUpApp({ language: 'kz', http: { 'POST /office-api/x': { status: 201, body: { ok: true } } } });
    await expect(http.post('/office-api/x', { a: 1 })).resolves.toEqual({ ok: true });
    expect(appCalls(app.http).map((c) => [c.method, c.path, c.body])).toEqual([['POST', '/office-api/x', { a: 1 }]]);
    expect(arenaI18n.t('calc_title', { ns: 'info' })).toBe(dictionary('kz', 'info')!['calc_title']);
    await expect(http.get('/office-api/unknown')).rejects.toMatchObject({ status: 404 });
  });

  it('installs site config through the real loader', async () => {
    await setUpApp({ config: { core: { defaultCurrency: 'USD' } } });
    expect(siteConfig.group('core')?.defaultCurrency).toBe('USD');
  });

  it('serves each named group whole, the test\'s fields over the backend\'s shipped group, so the loader\'s check passes it', async () => {
    const app = await setUpApp({ language: 'ru', config: { core: { defaultCurrency: 'USD' }, limits: { approvalMode: false } } });
    const shipped = siteConfigFixture('ru');
    expect(siteConfig.group('core')).toEqual({ ...shipped.core, defaultCurrency: 'USD' });
    expect(siteConfig.group('limits')).toEqual({ ...shipped.limits, approvalMode: false });
    // A refused group answer would have sent the loader to all.json.
    expect(app.http.callsTo('/bff-api/config/all.json')).toEqual([]);
  });

  it('the next test sees only its own config (the loader merges and caches; the harness puts it back)', async () => {
    await setUpApp();
    expect(siteConfig.group('core') ?? null).toBeNull();
    await setUpApp({ config: { core: { defaultCurrency: 'EUR' } } });
    expect(siteConfig.group('core')?.defaultCurrency).toBe('EUR');
  });
});
