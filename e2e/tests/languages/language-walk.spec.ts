/**
 * The route walk, once per interface language and walker (a visitor, the demo player: so the office pages
 * are walked too): every route of the route table resolves in the browser to the app (or, after the
 * router's redirects, the error page) the navigation rules decide; routing/route-walk.spec.ts holds that
 * those decisions end on no unexpected 404. Issue 20, done means: it fails on a key the code asks for that no
 * dictionary has (the i18n library logs it), on `<html lang>` not matching the page language, and on a
 * Russian page, on an English interface phrase of the dictionaries or an English dictionary word that is
 * the whole text of a control, heading or label. Issue 31, done means: in every language, no page reads an
 * article of another language (watchContentLanguage).
 *
 * Where each check of a route walked in a language lives (CI time, 2026-11): the visitor walks every route in
 * every language, and the demo player every route in Russian. In the other five languages the demo player walks
 * the routes where it ends on another app than the visitor (the office, the player's pages); a route where both
 * end on the same app is the visitor walk's in that language (its app, `<html lang>`, its articles' language:
 * the same page, the same content) and the Russian demo walk's signed in (its app for a player, the keys its
 * player-only texts ask for: a key the code names is in all six languages or none, scripts/i18n/dictionary-keys
 * .test.ts). Walked again there, those routes made the five walks 179 routes each (162 s in the last CI run);
 * they are 31 now.
 */
import { readdirSync, readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { join } from 'node:path';
import { languageTag } from '../../../shared-libs/domain/src/language/language-tags.ts';
import { ERRORS_APP, ROUTES, samplePath } from '@arena/routes';
import { MISSING_KEY_LOG } from '../../../shared-libs/i18n/src/instance/missing-keys.ts';
import { signInViaApi } from '../../support/auth.ts';
import { ROOT } from '../../support/arena-server.ts';
import { expect, mountedAppsOf, test } from '../../support/fixtures.ts';
import { demoPlayerContext, finalDecision, visitorContext } from '../../support/route-walk.ts';

const LANGUAGES = ['ru', 'en', 'ua', 'kz', 'az', 'ar'] as const;
const DICTIONARIES = join(ROOT, 'server', 'src', 'api', 'dictionaries', 'data');

function dictionaryValues(language: string): string[] {
  const values: string[] = [];
  const walk = (node: unknown) => {
    if (typeof node === 'string') values.push(node);
    else if (node && typeof node === 'object') Object.values(node).forEach(walk);
  };
  for (const file of readdirSync(join(DICTIONARIES, language))) walk(JSON.parse(readFileSync(join(DICTIONARIES, language, file), 'utf8')));
  return values;
}

/** English interface phrases (two words or more, no placeholders) that the Russian dictionaries never use. */
function englishPhrases(): string[] {
  const russian = new Set(dictionaryValues('ru'));
  return [...new Set(dictionaryValues('en'))].filter((text) => /^[A-Za-z][A-Za-z' ,.-]*[a-z]$/.test(text) && text.trim().includes(' ') && !russian.has(text));
}

/**
 * English interface words (one word) that the Russian dictionaries never use. A single word is looked for
 * only as the whole text of a control, heading or label: inside running text it could be a team's, a
 * provider's or a game's own name.
 */
function englishWords(): Set<string> {
  const russian = new Set(dictionaryValues('ru'));
  return new Set([...new Set(dictionaryValues('en'))].filter((text) => /^[A-Za-z][a-z]{2,}$/.test(text) && !russian.has(text)));
}

/**
 * The English phrases of the dictionaries in the page's text, and its controls, headings and labels whose whole
 * text is an English word. An app shows its built-in words until its dictionary has arrived (an in-page
 * navigation leaves no network-idle wait to hold on to): English still there after 5 s is what the page says.
 * One round trip per page: the check polls inside the page instead of a poll of several round trips each.
 */
function englishOnPage(page: Page, path: string, phrases: string[], words: string[]): Promise<string[]> {
  return page.evaluate(
    async ({ path, phrases, words, waitMs }) => {
      const chromeWords = new Set(words);
      const selector = 'button, a, h1, h2, h3, h4, label, th, legend, dt, option, [role="tab"]';
      const find = (): string[] => {
        const root = document.querySelector<HTMLElement>('#arena-root');
        if (!root) return [`${path}: no #arena-root`];
        const text = root.innerText;
        const found = phrases.filter((phrase) => text.includes(phrase)).map((phrase) => `${path}: "${phrase}"`);
        for (const element of root.querySelectorAll<HTMLElement>(selector)) {
          const chrome = element.innerText.trim();
          if (chromeWords.has(chrome)) found.push(`${path}: "${chrome}"`);
        }
        return found;
      };
      const deadline = performance.now() + waitMs;
      let found = find();
      while (found.length > 0 && performance.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 25));
        found = find();
      }
      return found;
    },
    { path, phrases, words, waitMs: 5_000 },
  );
}

/**
 * Navigates through single-spa and waits, inside the page, until exactly `app` is mounted (or 15 s pass):
 * the apps mounted then. One round trip per route where a Playwright poll made several (about 5 % of a walk,
 * measured side by side on a loaded machine; the rest is the apps' own work).
 */
function navigateAndMount(page: Page, path: string, app: string): Promise<string[]> {
  return page.evaluate(
    async ({ path, app, waitMs }) => {
      const singleSpa = await (window as unknown as { System: { import(s: string): Promise<{ navigateToUrl(u: string): void; getMountedApps(): string[] }> } }).System.import('single-spa');
      singleSpa.navigateToUrl(path);
      const deadline = performance.now() + waitMs;
      const mounted = () => singleSpa.getMountedApps();
      while (!(mounted().length === 1 && mounted()[0] === app) && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
      return mounted();
    },
    { path, app, waitMs: 15_000 },
  );
}

/**
 * Issue 31: every content answer the walk's pages read is in the page language — the content API's lists
 * and items (their `lang`: the asked language when the item has it, else another) and the SEO page data of
 * the head (its og:locale). Read off the walk's own responses: no navigation of its own.
 */
function watchContentLanguage(page: Page, language: string, where: () => string): { settled(): Promise<void>; result(): Promise<{ foreign: string[]; contentAnswers: number }> } {
  const foreign: string[] = [];
  const reads: Promise<void>[] = [];
  let contentAnswers = 0;
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    const content = pathname.startsWith('/content-api/items');
    if ((!content && pathname !== '/seo-api/page-data') || response.status() !== 200) return;
    const path = where();
    type Answer = { lang?: string; type?: string; slug?: string; items?: Answer[]; status?: number; metas?: Array<{ name: string; content: string }> };
    const check = (answer: Answer) => {
      if (!content) {
        // The walk's sample slugs name no item: their SEO data is the not-found page's, with no locale.
        if (answer.status === 404) return;
        const locale = answer.metas?.find((meta) => meta.name === 'og:locale')?.content;
        if (!locale?.startsWith(`${languageTag(language)}_`)) foreign.push(`${path}: SEO data og:locale ${locale}`);
        return;
      }
      contentAnswers += 1;
      for (const item of answer.items ?? [answer]) if (item.lang !== language) foreign.push(`${path}: ${item.type}/${item.slug} in ${item.lang}`);
    };
    // A body the browser no longer holds is not read (counted out of contentAnswers, which must stay high).
    reads.push(response.json().then((answer: Answer) => check(answer), () => undefined));
  });
  return {
    // Read while the page still holds the bodies: a read left pending into the next navigation can find its body gone.
    settled: async () => void (await Promise.all(reads)),
    result: async () => {
      await Promise.all(reads);
      return { foreign, contentAnswers };
    },
  };
}

type Walker = 'visitor' | 'demo player';

/** Where a URL ends for the walker: its app, the errors app, or null for lookups and cancels (walked by their journeys). */
function expectedApp(path: string, context: Parameters<typeof finalDecision>[1]): string | null {
  const decision = finalDecision(path, context);
  if (decision.kind === 'allow') return decision.route.app;
  if (decision.kind === 'not-found' || decision.kind === 'error') return ERRORS_APP;
  return null;
}

/** More routes and content answers than this where the demo player walks only where it ends unlike the visitor (31 and 3). */
const ROUTES_OWN_PAGES = 25;
const CONTENT_ANSWERS_OWN_PAGES = 0;

/** The language whose demo player walk covers every route; elsewhere it walks only where it ends unlike the visitor. */
const FULL_DEMO_WALK = 'ru';

function walkTitle(language: string, walker: Walker): string {
  const who = walker === 'demo player' && language !== FULL_DEMO_WALK ? `every route in ${language} where the demo player ends on another app than the visitor` : `every route in ${language} as the ${walker}`;
  return `${who}: its expected app or redirect, no missing dictionary key, <html lang="${languageTag(language)}">, every article in ${language}${language === 'ru' ? ', no English interface text' : ''}`;
}

// The twelve walks are independent and the longest journeys of the suite: spread over the workers, not
// queued on the one that picks up this file.
test.describe.configure({ mode: 'parallel' });

for (const language of LANGUAGES) {
  for (const walker of ['visitor', 'demo player'] as const satisfies readonly Walker[]) {
    test(walkTitle(language, walker), async ({ page, request }) => {
      test.setTimeout(300_000);
      const missing = new Set<string>();
      page.on('console', (message) => {
        if (message.type() === 'error' && message.text().includes(MISSING_KEY_LOG)) missing.add(message.text());
      });
      let current = `/${language}/`;
      const contentLanguage = watchContentLanguage(page, language, () => current);
      if (walker === 'demo player') await signInViaApi(page);
      await page.goto(current);
      await expect.poll(() => mountedAppsOf(page)).toEqual(['@arena/betting']);
      const context = walker === 'demo player' ? await demoPlayerContext(request, language) : await visitorContext(request, language);
      // Set when this walk leaves to the visitor walk the routes where the visitor ends on the same app.
      const visitor = walker === 'demo player' && language !== FULL_DEMO_WALK ? await visitorContext(request, language) : null;
      const phrases = language === 'ru' ? englishPhrases() : [];
      const words = language === 'ru' ? [...englishWords()] : [];
      const wrongLang: string[] = [];
      const walkedApps = new Set<string>();
      let walked = 0;
      for (const route of ROUTES) {
        if (route.ban === 'banned-only' || route.role === 'block-page') continue; // walked by the guard journeys
        const path = `/${language}/${samplePath(route)}`;
        const app = expectedApp(path, context);
        if (!app || (visitor && expectedApp(path, visitor) === app)) continue;
        current = path;
        expect(await navigateAndMount(page, path, app), path).toEqual([app]);
        // Settled: the page's requests (its texts, its data) are in.
        await page.waitForLoadState('networkidle');
        await contentLanguage.settled();
        const lang = await page.locator('html').getAttribute('lang');
        if (lang !== languageTag(language)) wrongLang.push(`${path}: ${lang}`);
        if (language === 'ru') expect(await englishOnPage(page, path, phrases, words), `English interface text on ${path}`).toEqual([]);
        walkedApps.add(app);
        walked += 1;
      }
      expect([...missing], 'keys no dictionary has').toEqual([]);
      expect(wrongLang, '<html lang> not the page language').toEqual([]);
      const { foreign, contentAnswers } = await contentLanguage.result();
      expect(foreign, `content in another language than ${language}`).toEqual([]);
      expect(contentAnswers, 'content answers read by the walk (about 50; 3 where the demo player walks only its own pages)').toBeGreaterThan(visitor ? CONTENT_ANSWERS_OWN_PAGES : 20);
      expect(walked).toBeGreaterThan(walker === 'visitor' ? 60 : visitor ? ROUTES_OWN_PAGES : 90);
      // The visitor walk reaches the public areas; the office is the demo player's.
      expect(walkedApps.has('@arena/office')).toBe(walker === 'demo player');
    });
  }
}
