// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installTelemetry } from './install-telemetry.ts';
import { readMapVersion } from './map-version.ts';
import { beaconSend, createTelemetryReporter, ERRORS_URL, MESSAGE_LIMIT, SESSION_KEY, SESSIONS_URL } from './reporter.ts';

function memoryStorage() {
  const items = new Map<string, string>();
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v) };
}

function reporterWith(overrides: { mapVersion?: Promise<string>; storage?: ReturnType<typeof memoryStorage> | null; maxErrors?: number } = {}) {
  const sent: { url: string; body: Record<string, unknown> }[] = [];
  let n = 0;
  const reporter = createTelemetryReporter({
    send: (url, body) => sent.push({ url, body: JSON.parse(body) as Record<string, unknown> }),
    storage: overrides.storage === undefined ? memoryStorage() : overrides.storage,
    mapVersion: overrides.mapVersion ?? Promise.resolve('42'),
    randomId: () => `session-id-${(n += 1)}`,
    maxErrors: overrides.maxErrors,
  });
  return { reporter, sent };
}

afterEach(() => {
  document.head.innerHTML = '';
  vi.restoreAllMocks();
});

describe('map version', () => {
  it('prefers <meta name="arena-map-version">', async () => {
    document.head.innerHTML = '<meta name="arena-map-version" content="17"><script type="systemjs-importmap">{"version":"3","imports":{}}</script>';
    expect(await readMapVersion(document)).toBe('17');
  });

  it('reads the version field of an inline map or of the map at its src', async () => {
    document.head.innerHTML = '<script type="systemjs-importmap">{"version":3,"imports":{}}</script>';
    expect(await readMapVersion(document)).toBe('3');
    document.head.innerHTML = '<script type="systemjs-importmap" src="/importmap.json"></script>';
    const fetchMap = vi.fn(async () => ({ version: 'v9', imports: {} }));
    expect(await readMapVersion(document, fetchMap)).toBe('v9');
    expect(fetchMap).toHaveBeenCalledWith('/importmap.json');
  });

  it("falls back to 'unknown' for a map without version, a broken map, a failed fetch or odd values", async () => {
    document.head.innerHTML = '<script type="systemjs-importmap">{"imports":{}}</script>';
    expect(await readMapVersion(document)).toBe('unknown');
    document.head.innerHTML = '<script type="systemjs-importmap">{not json</script>';
    expect(await readMapVersion(document)).toBe('unknown');
    document.head.innerHTML = '<script type="systemjs-importmap" src="/importmap.json"></script>';
    expect(await readMapVersion(document, () => Promise.reject(new Error('offline')))).toBe('unknown');
    document.head.innerHTML = '<meta name="arena-map-version" content="<b>">';
    expect(await readMapVersion(document)).toBe('unknown');
    document.head.innerHTML = '';
    expect(await readMapVersion(document)).toBe('unknown');
  });
});

describe('telemetry reporter', () => {
  it('sends the session start once per browser session and map version', async () => {
    const storage = memoryStorage();
    const first = reporterWith({ storage });
    await first.reporter.start();
    // A reload in the same tab: a new reporter over the same sessionStorage.
    const reload = reporterWith({ storage });
    await reload.reporter.start();
    expect(first.sent).toEqual([{ url: SESSIONS_URL, body: { sessionId: 'session-id-1', mapVersion: '42' } }]);
    expect(reload.sent).toEqual([]);
    // The map changed (canary aborted): the same session counts for the new version too.
    const afterAbort = reporterWith({ storage, mapVersion: Promise.resolve('43') });
    await afterAbort.reporter.start();
    expect(afterAbort.sent).toEqual([{ url: SESSIONS_URL, body: { sessionId: 'session-id-1', mapVersion: '43' } }]);
    expect(storage.getItem(SESSION_KEY)).toBe('session-id-1');
  });

  it('reports each distinct error once, truncated, and stops at the cap', async () => {
    const { reporter, sent } = reporterWith({ maxErrors: 3 });
    await reporter.report('single-spa', new Error('x'.repeat(2000)), '@arena/office');
    await reporter.report('single-spa', new Error('x'.repeat(2000)), '@arena/office');
    await reporter.report('runtime', 'a');
    await reporter.report('unhandled', { reason: 'b' });
    await reporter.report('runtime', 'over the cap');
    expect(sent.map((s) => s.url)).toEqual([ERRORS_URL, ERRORS_URL, ERRORS_URL]);
    expect(sent[0]!.body).toMatchObject({ sessionId: 'session-id-1', mapVersion: '42', kind: 'single-spa', app: '@arena/office' });
    expect(sent[0]!.body['message']).toHaveLength(MESSAGE_LIMIT);
    expect(sent[1]!.body).toEqual({ sessionId: 'session-id-1', mapVersion: '42', kind: 'runtime', message: 'a' });
    expect(sent[2]!.body['message']).toBe('{"reason":"b"}');
  });

  it('keeps working without sessionStorage and when the map version cannot be read', async () => {
    const { reporter, sent } = reporterWith({ storage: null, mapVersion: Promise.reject(new Error('no map')) });
    await reporter.start();
    await reporter.report('runtime', 'e');
    expect(sent.map((s) => s.body)).toEqual([
      { sessionId: 'session-id-1', mapVersion: 'unknown' },
      { sessionId: 'session-id-1', mapVersion: 'unknown', kind: 'runtime', message: 'e' },
    ]);
  });

  it('issue 29 finding 3: flush sends what still waits for the map version at once, once', async () => {
    let resolveVersion!: (v: string) => void;
    const { reporter, sent } = reporterWith({ mapVersion: new Promise((resolve) => (resolveVersion = resolve)) });
    const pending = reporter.report('load', new Error('chunk 404'), '@arena/info');
    expect(sent).toEqual([]);
    reporter.flush();
    expect(sent).toEqual([{ url: ERRORS_URL, body: { sessionId: 'session-id-1', mapVersion: 'unknown', kind: 'load', app: '@arena/info', message: 'Error: chunk 404' } }]);
    resolveVersion('42');
    await pending;
    expect(sent).toHaveLength(1);
  });

  it('sends with sendBeacon as text, and with fetch keepalive when the beacon is refused', () => {
    const beacon = vi.fn(() => false);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    const fetchMock = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    vi.stubGlobal('fetch', fetchMock);
    beaconSend(ERRORS_URL, '{"a":1}');
    expect(beacon).toHaveBeenCalledWith(ERRORS_URL, '{"a":1}');
    expect(fetchMock).toHaveBeenCalledWith(ERRORS_URL, expect.objectContaining({ method: 'POST', keepalive: true, body: '{"a":1}' }));
    beacon.mockReturnValue(true);
    beaconSend(ERRORS_URL, '{}');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });
});

describe('installTelemetry', () => {
  it('reports single-spa errors, load failures, window errors and unhandled rejections', async () => {
    const reports: unknown[][] = [];
    const reporter = { start: vi.fn(async () => undefined), report: vi.fn(async (...args: unknown[]) => void reports.push(args)), flush: vi.fn() };
    let singleSpaHandler: ((error: Error & { appOrParcelName?: string }) => void) | null = null;
    const installed = installTelemetry(
      window,
      { addErrorHandler: (handler) => (singleSpaHandler = handler), getAppStatus: (app) => (app === '@arena/broken' ? 'LOAD_ERROR' : 'MOUNTED') },
      reporter,
    );
    expect(reporter.start).toHaveBeenCalledOnce();
    singleSpaHandler!(Object.assign(new Error('mount failed'), { appOrParcelName: '@arena/office' }));
    singleSpaHandler!(Object.assign(new Error('404'), { appOrParcelName: '@arena/broken' }));
    installed.reportLoadFailure('@arena/casino');
    const thrown = new Error('render crashed');
    window.dispatchEvent(new ErrorEvent('error', { error: thrown, message: thrown.message }));
    const rejection = new Event('unhandledrejection') as Event & { reason: unknown };
    rejection.reason = 'promise broke';
    window.dispatchEvent(rejection);

    expect(reports.map(([kind, , app]) => [kind, app])).toEqual([
      ['single-spa', '@arena/office'],
      ['load', '@arena/broken'],
      ['load', '@arena/casino'],
      ['runtime', undefined],
      ['unhandled', undefined],
    ]);
    expect(reports[3]![1]).toBe(thrown);
    expect(reports[4]![1]).toBe('promise broke');
    // Leaving the page sends what is still waiting (issue 29, finding 3).
    expect(reporter.flush).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('pagehide'));
    expect(reporter.flush).toHaveBeenCalledOnce();
  });
});
