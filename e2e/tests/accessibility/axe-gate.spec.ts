/**
 * Accessibility as a gate (issue 31, items 9 and 10): axe-core runs on one page of every app, in both
 * themes, and the test fails on any serious or critical violation, listing each one readably. Every page
 * also has exactly one h1 and one main landmark. axe-core's own build is injected into the page (the
 * Playwright wrapper is not installed), and the pages are visited in two tests so the gate stays fast.
 * Both themes in one page load: a theme is only the colours of `:root[data-theme]` (shell/src/styles/theme.css),
 * so every rule runs in the light theme, then the page switches to dark the way the settings menu does and
 * only the rules colours decide run again.
 */
import type { Page } from '@playwright/test';
import axe from 'axe-core';
import { signInViaApi } from '../../support/auth.ts';
import { expect, test } from '../../support/fixtures.ts';
import { DISPLAY_COOKIE, matchTitle } from '@arena/domain';
import { games, gamePath, type ApiGame } from '../betting/betting-support.ts';

/** axe-core's own build as text, injected into each page (axe.source is the script axe ships for that). */
const AXE_SOURCE = axe.source;
/** The theme every rule runs in (appTheme 0), and the one only the colour rules run in again (appTheme 1). */
const FULL_THEME = { name: 'light', appTheme: 0 } as const;
const COLOUR_THEME = { name: 'dark', appTheme: 1 } as const;
/** The axe rules whose outcome depends on colours: text contrast, and links told from their text by colour alone. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

interface AxeNode { target: string[]; failureSummary?: string }
interface AxeViolation { id: string; impact: string | null; help: string; nodes: AxeNode[] }

/** One page of every app a visitor can open; the office is checked signed in by the second test. */
const VISITOR_PAGES = [
  '/ru/', // betting: home
  '/ru/line',
  '/ru/live',
  '/ru/casino-lobby',
  '/ru/slots/game/1/fruit-fiesta-5',
  '/ru/cyber/real',
  '/ru/results',
  '/ru/about', // info
  '/ru/promotions',
  '/ru/news',
  '/ru/blog',
  '/ru/betting-alphabet',
  '/ru/registration', // auth
  '/ru/no-such-page-xyz', // errors: 404
];
const PLAYER_PAGES = ['/ru/office/account', '/ru/office/history', '/ru/office/recharge', '/ru/payment'];

/** The theme lives in the stored display settings (shell/src/settings); set before any script runs. */
async function useTheme(page: Page, appTheme: number): Promise<void> {
  await page.addInitScript((theme) => {
    const stored = JSON.parse(localStorage.getItem('arena:display-settings') ?? '{}') as Record<string, unknown>;
    localStorage.setItem('arena:display-settings', JSON.stringify({ ...stored, appTheme: theme }));
  }, appTheme);
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" };
const htmlText = (html: string) => html.replace(/<[^>]*>/g, '').replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, e: string) => ENTITIES[e]!).trim();

/** The title and h1 of the page as the host serves it (issue 26's server render), before any script runs. */
async function servedHead(page: Page, path: string): Promise<{ title: string | null; h1: string | null }> {
  const html = await (await page.request.get(path)).text();
  const title = /<title>([\s\S]*?)<\/title>/.exec(html)?.[1];
  const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1];
  return { title: title === undefined ? null : htmlText(title), h1: h1 === undefined ? null : htmlText(h1) };
}

/** axe's serious and critical violations on the page as it is now, readable; `rules` limits the run to those rules. */
async function axeViolations(page: Page, path: string, theme: string, rules?: string[]): Promise<string[]> {
  const violations = await page.evaluate(async (only) => {
    const injected = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: AxeViolation[] }> } }).axe;
    return (await injected.run(document, { resultTypes: ['violations'], ...(only ? { runOnly: { type: 'rule', values: only } } : {}) })).violations;
  }, rules ?? null);
  return violations
    .filter((v) => BLOCKING_IMPACTS.has(v.impact ?? ''))
    .flatMap((v) => v.nodes.map((n) => `${theme} ${path} [${v.impact}] ${v.id}: ${v.help} — ${n.target.join(' ')}\n    ${(n.failureSummary ?? '').replace(/\n/g, '\n    ')}`));
}

/** The theme through the shell's own settings state (what the settings menu sets): the shell applies it to <html>. */
async function switchTheme(page: Page, appTheme: number): Promise<void> {
  await page.evaluate(async (theme) => {
    const { bus } = await (window as unknown as { System: { import(s: string): Promise<{ bus: { getState(k: 'settings'): object; setState(k: 'settings', v: object): void } }> } }).System.import('@arena/event-bus');
    bus.setState('settings', { ...bus.getState('settings'), appTheme: theme });
  }, appTheme);
}

/**
 * Opens `path` in the light theme, waits for its content (no skeletons), checks its one h1 and one main (and
 * that title and h1 are the served page's) and runs every axe rule; then switches the same page to the dark
 * theme and runs the colour rules. Returns the blocking violations of both, readable.
 */
async function blockingViolations(page: Page, path: string): Promise<string[]> {
  const served = await servedHead(page, path);
  await page.goto(path);
  await expect(page.locator('html'), path).toHaveAttribute('data-theme', FULL_THEME.name);
  await expect(page.getByRole('main').first(), path).toBeVisible();
  await expect(page.locator('.arena-skeleton'), `${path}: content loaded`).toHaveCount(0, { timeout: 15_000 });
  // Soft, so one run lists every page's landmarks and violations together.
  await expect.soft(page.locator('h1'), `${path}: exactly one h1`).toHaveCount(1);
  await expect.soft(page.getByRole('main'), `${path}: exactly one main landmark`).toHaveCount(1);
  // The host server-renders pages: the browser keeps the served title and h1, never a second version of them.
  if (served.title !== null) await expect.soft(page, `${path}: the served title`).toHaveTitle(served.title);
  if (served.h1 !== null) await expect.soft(page.locator('h1'), `${path}: the served h1`).toHaveText(served.h1);
  await page.addScriptTag({ content: AXE_SOURCE });
  const found = await axeViolations(page, path, FULL_THEME.name);
  await switchTheme(page, COLOUR_THEME.appTheme);
  await expect(page.locator('html'), path).toHaveAttribute('data-theme', COLOUR_THEME.name);
  // Buttons ease into their new colours (a 0.15 s transition): axe reads the colours once they are there.
  await page.evaluate(() => Promise.all(document.getAnimations().filter((a) => a instanceof CSSTransition).map((a) => a.finished.catch(() => undefined))));
  found.push(...(await axeViolations(page, path, COLOUR_THEME.name, COLOUR_RULES)));
  // The switch is remembered in the display cookie the host draws the next page with: the next page opens light.
  await page.context().clearCookies({ name: DISPLAY_COOKIE });
  return found;
}

async function checkPages(page: Page, paths: string[]): Promise<void> {
  await useTheme(page, FULL_THEME.appTheme);
  const found: string[] = [];
  for (const path of paths) found.push(...(await blockingViolations(page, path)));
  expect(found, `serious or critical axe violations:\n${found.join('\n')}`).toEqual([]);
}

test.describe.configure({ timeout: 240_000 });
// The site's CSP forbids inline scripts; axe is the test's own script, not the page's.
test.use({ bypassCSP: true });

test('every app a visitor opens has no serious or critical axe violation, in both themes', async ({ page }) => {
  const [match] = (await games(page.request, 'section=line&limit=1')) as Array<ApiGame & { opponents: [string, string] }>;
  await checkPages(page, [...VISITOR_PAGES, gamePath(match!)]);
  // A game page is headed and titled by its match (issue 31 item 9), not by its section.
  await page.goto(gamePath(match!));
  await expect(page.locator('h1')).toHaveText(matchTitle(match!.opponents));
  expect((await page.title()).startsWith(`${matchTitle(match!.opponents)} — `), 'the match, then the site name').toBe(true);
});

test('the office and payments, signed in, have no serious or critical axe violation, in both themes', async ({ page }) => {
  await signInViaApi(page);
  await checkPages(page, PLAYER_PAGES);
});
