import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeFetch, createHttpClient, type FakeFetch } from '@arena/http';
import type { ArenaI18n } from '@arena/i18n';
import { OpsApp } from './ops-app.tsx';
import { OpsI18nContext, startOpsI18n } from './ops-i18n.ts';

/** The few texts these cases read; the real ones are the site's `ops` dictionaries. */
const OPS_TEXTS = {
  title: 'Arena deploys',
  signIn: { token: 'Operator token', submit: 'Sign in' },
  signOut: 'Sign out',
  live: 'Live import map: version {{version}} by {{operator}}',
  reason: { label: 'Reason', placeholder: 'why', required: 'Write the reason for the change first.' },
  modules: {
    title: 'Modules',
    module: 'Module',
    live: 'Live build',
    build: 'Build',
    buildOption: '{{version}}',
    isLive: 'live',
    percent: 'Canary %',
    deploy: 'Deploy to everyone',
    canary: 'Start canary',
    confirmDeploy: 'Deploy {{specifier}} to everyone: {{from}} → {{to}}. Reason: {{reason}}',
  },
  result: { changed: 'Version {{version}} is live.', environmentPromoted: '{{to}}: version {{version}} is live.' },
  environments: {
    title: 'Environments',
    served: 'served here',
    head: 'version {{version}} by {{operator}}',
    canaryRunning: 'canary running',
    promote: 'Promote {{from}} → {{to}}',
    confirmPromote: 'Promote {{from}} version {{version}} to {{to}}. Reason: {{reason}}',
  },
  hooks: { title: 'Deploy hooks', none: 'No hooks.', hook: '{{url}} ({{events}})', deliveries: 'Deliveries', noDeliveries: 'None yet.', state_delivered: 'delivered after {{attempts}} attempts ({{status}})' },
  canary: { title: 'Canary', none: 'No canary is running.' },
  history: { title: 'History', version: 'Version {{version}}', current: 'live now', rollback: 'Roll back to version {{version}}', older: 'Show earlier versions' },
};

const HEAD = { version: 3, operator: 'alice', at: '2026-01-02T03:04:05.000Z', reason: 'office 2.4', changes: [], map: { imports: { '@arena/office': '/dist/office/aaaaaaaaaaaa/index.js' } } };
const MODULES = {
  modules: [
    {
      module: 'office',
      builds: [
        { version: 'bbbbbbbbbbbb', builtAt: '2026-01-03T00:00:00.000Z', size: 2048, entries: { '@arena/office': '/dist/office/bbbbbbbbbbbb/index.js' }, live: false },
        { version: 'aaaaaaaaaaaa', builtAt: '2026-01-01T00:00:00.000Z', size: 2048, entries: { '@arena/office': '/dist/office/aaaaaaaaaaaa/index.js' }, live: true },
      ],
    },
  ],
};

let api: FakeFetch;
let i18n: ArenaI18n;

beforeEach(async () => {
  const dictionaries = createFakeFetch()
    .on('GET', /^\/dictionary-api\/en\/common$/, { body: {} })
    .on('GET', '/dictionary-api/en/ops', { body: OPS_TEXTS });
  i18n = await startOpsI18n('en', createHttpClient({ fetch: dictionaries, getLanguage: () => 'en' }));
  api = createFakeFetch()
    .on('GET', '/ops-api/importmap', { body: HEAD, headers: { etag: '"3"' } })
    .on('GET', '/ops-api/modules', { body: MODULES })
    .on('GET', '/ops-api/history', { body: { versions: [] } })
    .on('GET', '/ops-api/canary', { body: { running: null, recent: [] } });
  vi.stubGlobal('fetch', api);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const renderPage = () =>
  render(
    <OpsI18nContext.Provider value={i18n}>
      <OpsApp language="en" />
    </OpsI18nContext.Provider>,
  );

describe('the operator page', () => {
  it('signs in with a token kept for the tab, then shows the live version read with that token and language', async () => {
    renderPage();
    await userEvent.type(screen.getByLabelText('Operator token'), '  deploy-secret ');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByTestId('ops-live-version')).toHaveProperty('textContent', 'Live import map: version 3 by alice');
    expect(sessionStorage.getItem('arena-ops-token')).toBe('deploy-secret');
    expect(api.callsTo('/ops-api/importmap')[0]!.headers).toMatchObject({ authorization: 'Bearer deploy-secret', 'x-language': 'en' });

    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(sessionStorage.getItem('arena-ops-token')).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
  });

  it('a change without a reason is not sent: the page asks for the reason first', async () => {
    sessionStorage.setItem('arena-ops-token', 'deploy-secret');
    renderPage();
    const deploy = await screen.findByRole('button', { name: 'Deploy to everyone' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Build' }), '/dist/office/bbbbbbbbbbbb/index.js');
    await waitFor(() => expect(deploy).toHaveProperty('disabled', false));
    await userEvent.click(deploy);
    expect(await screen.findByTestId('ops-outcome')).toHaveProperty('textContent', 'Write the reason for the change first.');
    expect(api.calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('issue 29 finding 6: nothing is pre-selected, and "Deploy to everyone" asks first, naming the module, from → to and the reason', async () => {
    api.on('PATCH', '/ops-api/importmap', { body: { ...HEAD, version: 4 }, headers: { etag: '"4"' } });
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    sessionStorage.setItem('arena-ops-token', 'deploy-secret');
    renderPage();
    const deploy = await screen.findByRole('button', { name: 'Deploy to everyone' });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Build' })).toHaveProperty('value', '/dist/office/aaaaaaaaaaaa/index.js'));
    expect(deploy).toHaveProperty('disabled', true);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Build' }), '/dist/office/bbbbbbbbbbbb/index.js');
    await userEvent.type(screen.getByTestId('ops-reason'), 'office 2.5');
    await userEvent.click(deploy);
    expect(confirm).toHaveBeenCalledWith('Deploy @arena/office to everyone: aaaaaaaaaaaa → bbbbbbbbbbbb. Reason: office 2.5');
    expect(api.calls.filter((call) => call.method === 'PATCH')).toEqual([]);
    confirm.mockReturnValue(true);
    await userEvent.click(deploy);
    expect(await screen.findByTestId('ops-outcome')).toHaveProperty('textContent', 'Version 4 is live.');
    expect(api.calls.filter((call) => call.method === 'PATCH')).toHaveLength(1);
  });

  it('issue 29 finding 6: the history comes a page at a time; earlier versions on demand', async () => {
    const version = (n: number) => ({ version: n, operator: 'alice', at: '2026-01-02T03:04:05.000Z', reason: `change ${n}`, changes: [] });
    api = createFakeFetch()
      .on('GET', /^\/ops-api\/history\?before=2$/, { body: { versions: [version(1)], next: null } })
      .on('GET', /^\/ops-api\/history$/, { body: { versions: [version(3), version(2)], next: 2 } })
      .on('GET', '/ops-api/importmap', { body: HEAD, headers: { etag: '"3"' } })
      .on('GET', '/ops-api/modules', { body: MODULES })
      .on('GET', '/ops-api/canary', { body: { running: null, recent: [] } });
    vi.stubGlobal('fetch', api);
    sessionStorage.setItem('arena-ops-token', 'deploy-secret');
    renderPage();
    await screen.findByTestId('ops-version-2');
    expect(screen.queryByTestId('ops-version-1')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Show earlier versions' }));
    await screen.findByTestId('ops-version-1');
    expect(screen.queryByRole('button', { name: 'Show earlier versions' })).toBeNull();
  });

  it('issue 29 finding 7: "Promote staging → production" asks first, naming both, the version and the reason; hook deliveries are listed', async () => {
    const at = '2026-01-02T03:04:05.000Z';
    const env = (name: string, version: number, served: boolean) => ({ name, aliases: [], served, head: { version, at, operator: 'alice', reason: 'r' }, canaryRunning: false });
    api
      .on('GET', '/ops-api/environments', { body: { served: 'production', environments: [env('production', 3, true), env('staging', 8, false)] } })
      .on('GET', '/ops-api/hooks', { body: { hooks: [{ id: 'h1', url: 'https://hooks.example/deploy', events: ['deploy'], operator: 'alice', at }] } })
      .on('GET', '/ops-api/hooks/deliveries', { body: { deliveries: [{ id: 'd1', hook: 'h1', url: 'https://hooks.example/deploy', event: 'deploy', environment: 'staging', at, attempts: 2, state: 'delivered', lastStatus: 204, lastError: null, updatedAt: at }] } })
      .on('POST', '/ops-api/promote', { body: { ...HEAD, version: 4 }, headers: { etag: '"4"' } });
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    sessionStorage.setItem('arena-ops-token', 'deploy-secret');
    renderPage();
    expect(await screen.findByText('delivered after 2 attempts (204)')).toBeTruthy();
    const promote = await screen.findByRole('button', { name: 'Promote staging → production' });
    await userEvent.type(screen.getByTestId('ops-reason'), 'staging looked good');
    await userEvent.click(promote);
    expect(confirm).toHaveBeenCalledWith('Promote staging version 8 to production. Reason: staging looked good');
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
    confirm.mockReturnValue(true);
    await userEvent.click(promote);
    expect(await screen.findByTestId('ops-outcome')).toHaveProperty('textContent', 'production: version 4 is live.');
    const [call] = api.calls.filter((c) => c.method === 'POST');
    expect(call).toMatchObject({ path: '/ops-api/promote', body: { from: 'staging', to: 'production', version: 8, reason: 'staging looked good' }, headers: { 'if-match': '"3"' } });
  });
});
