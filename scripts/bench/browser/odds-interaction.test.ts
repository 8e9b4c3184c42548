/**
 * The odds figures (odds-interaction.ts) in a real Chromium, on two tiny pages served with Arena's CSP
 * (script-src 'self', no eval): one with its price in the HTML, inside markup waiting for "hydration"
 * that holds a click and replays it (as early-clicks.js does), and one whose price is drawn by script
 * (as the SPA's), with a blocked (disabled) price first, and one whose list moves under the first press. The 2026-11-28 run lost both odds targets to
 * an EvalError from a string predicate under this CSP; a disabled first price would never take a click.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './launch.ts';
import { measureOddsCold, measureOddsWarm } from './odds-interaction.ts';

const HYDRATION_MS = 600;
const DRAW_MS = 400;
const COUNT = '<span data-testid="coupon-panel-count">0</span>';

const FILES: Record<string, [string, string]> = {
  '/painted': ['text/html', `<!doctype html><html><body><div id="root" data-arena-ssr=""><p>Live</p><button type="button" data-testid="odds-1-w1">1.85</button>${COUNT}</div><script src="/holder.js"></script><script src="/hydrate.js"></script></body></html>`],
  // Holds a click on markup still waiting, and replays it once the mark is off (early-clicks.js, in short).
  '/holder.js': ['text/javascript', `window.held = []; document.addEventListener('click', (e) => { if (!e.target.closest('[data-arena-ssr]')) return; e.preventDefault(); e.stopImmediatePropagation(); window.held.push(e.target.closest('button')); }, true);`],
  // Hydrates once the page is HYDRATION_MS old and a click is held (so the click is early however slow the machine).
  '/hydrate.js': ['text/javascript', `const hydrate = () => { const b = document.querySelector('button'); b.addEventListener('click', () => { document.querySelector('[data-testid="coupon-panel-count"]').textContent = '1'; }); document.getElementById('root').removeAttribute('data-arena-ssr'); window.held.forEach((h) => h.click()); }; const wait = () => (window.held.length && performance.now() >= ${HYDRATION_MS} ? setTimeout(hydrate, 50) : setTimeout(wait, 20)); wait();`],
  '/drawn': ['text/html', `<!doctype html><html><body><p>Arena</p><div id="root">${COUNT}</div><script src="/draw.js"></script></body></html>`],
  '/draw.js': ['text/javascript', `setTimeout(() => { const root = document.getElementById('root'); root.insertAdjacentHTML('afterbegin', '<button type="button" data-testid="odds-1-x" disabled>🔒</button><button type="button" data-testid="odds-1-w2">2.10</button>'); root.querySelector('[data-testid="odds-1-w2"]').addEventListener('click', () => { document.querySelector('[data-testid="coupon-panel-count"]').textContent = '1'; }); }, ${DRAW_MS});`],
  // The list moves under the first press (a row drawn above the price): that click lands beside it.
  '/moving': ['text/html', `<!doctype html><html><body><div id="root"><button type="button" data-testid="odds-2-w1">1.40</button>${COUNT}</div><script src="/moving.js"></script></body></html>`],
  '/moving.js': ['text/javascript', `const b = document.querySelector('button'); b.addEventListener('click', () => { document.querySelector('[data-testid="coupon-panel-count"]').textContent = '1'; }); document.addEventListener('pointerdown', () => b.insertAdjacentHTML('beforebegin', '<p style="height: 200px; margin: 0">new row</p>'), { once: true, capture: true });`],
};

let server: Server;
let origin: string;
let browser: Browser;

beforeAll(async () => {
  server = createServer((req, res) => {
    const file = FILES[req.url ?? ''];
    if (!file) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': file[0], 'content-security-policy': "script-src 'self'", 'cache-control': 'no-store' }).end(file[1]);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launchChromium();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
});

async function measure(kind: 'cold' | 'warm', path: string) {
  const context = await browser.newContext();
  try {
    return await (kind === 'cold' ? measureOddsCold : measureOddsWarm)(context, `${origin}${path}`);
  } finally {
    await context.close();
  }
}

describe('odds paint and first interaction under a CSP without eval', () => {
  it('a server-painted price: painted at the first paint, the early click held until hydration, the coupon after it', async () => {
    for (const kind of ['cold', 'warm'] as const) {
      const s = await measure(kind, '/painted');
      expect(s.serverPainted, kind).toBe(1);
      expect(s.fcpMs, kind).toBeGreaterThan(0);
      expect(s.oddsPaintMs, `${kind}: the price shows with the first paint`).toBe(s.fcpMs);
      expect(s.clickHeld, `${kind}: clicked before hydration`).toBe(1);
      expect(s.clickMs, kind).toBeLessThan(s.hydratedMs);
      expect(s.hydratedMs, kind).toBeGreaterThanOrEqual(HYDRATION_MS);
      expect(s.firstInteractionMs, `${kind}: the coupon counts the click once the page is hydrated`).toBeGreaterThanOrEqual(s.hydratedMs);
    }
  }, 60_000);

  it('a price drawn by script: painted when drawn, the enabled price clicked, nothing waits for hydration', async () => {
    const s = await measure('cold', '/drawn');
    expect(s.serverPainted).toBe(0);
    expect(s.clickHeld).toBe(0);
    expect(s.hydratedMs).toBe(-1);
    expect(s.oddsPaintMs).toBeGreaterThanOrEqual(DRAW_MS);
    expect(s.oddsPaintMs).toBeGreaterThanOrEqual(s.fcpMs);
    expect(s.clickMs).toBeGreaterThanOrEqual(s.oddsPaintMs);
    expect(s.firstInteractionMs).toBeGreaterThanOrEqual(s.clickMs);
  }, 60_000);

  it('a click the moving list made miss is made again, and the figure keeps its cost', async () => {
    const s = await measure('cold', '/moving');
    expect(s.clickMs).toBeGreaterThan(s.oddsPaintMs);
    expect(s.firstInteractionMs).toBeGreaterThanOrEqual(s.clickMs);
  }, 60_000);
});
