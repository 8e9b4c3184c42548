/**
 * Layout at the spec's breakpoints (1920, 1366, 1100, 1024 and a phone), issue 31 item 9: the page never
 * scrolls sideways, the header (with its "Ещё" menu) never covers the content, the casino tabs stay inside
 * their own box, and the sportsbook coupon with the registration and one-tap widgets stands only where
 * betting is the page's subject.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures.ts';

const WIDTHS = [
  { name: '1920', viewport: { width: 1920, height: 1000 } },
  { name: '1366', viewport: { width: 1366, height: 800 } },
  { name: '1100', viewport: { width: 1100, height: 800 } },
  { name: '1024', viewport: { width: 1024, height: 768 } },
  { name: 'mobile', viewport: { width: 390, height: 844 } },
] as const;

/** Pages that are not about betting: no coupon column beside them. */
const NOT_BETTING = ['/ru/casino-lobby', '/ru/slots/game/103/northern-lynx', '/ru/registration'];

async function layoutOf(page: Page) {
  return page.evaluate(() => {
    const box = (selector: string) => document.querySelector(selector)?.getBoundingClientRect() ?? null;
    const header = box('.arena-header')!;
    const main = box('#arena-main')!;
    const navItems = [...document.querySelectorAll('.arena-nav > ul > li')]
      .map((li) => li.getBoundingClientRect())
      .filter((r) => r.width > 0)
      .map((r) => ({ top: r.top, bottom: r.bottom, right: r.right }));
    return {
      pageWidth: document.documentElement.scrollWidth,
      viewport: window.innerWidth,
      headerBottom: header.bottom,
      mainTop: main.top,
      mainRight: main.right,
      navItems,
    };
  });
}

async function expectSoundFrame(page: Page, label: string) {
  const layout = await layoutOf(page);
  expect(layout.pageWidth, `${label}: no horizontal overflow`).toBeLessThanOrEqual(layout.viewport);
  expect(layout.headerBottom, `${label}: the header ends above the content`).toBeLessThanOrEqual(layout.mainTop + 1);
  expect(layout.mainRight, `${label}: the content fits the viewport`).toBeLessThanOrEqual(layout.viewport + 1);
  for (const item of layout.navItems) {
    expect(item.bottom, `${label}: navigation stays inside the header`).toBeLessThanOrEqual(layout.headerBottom + 1);
  }
}

for (const { name, viewport } of WIDTHS) {
  test.describe(`at ${name}`, () => {
    test.use({ viewport, ...(name === 'mobile' ? { isMobile: true } : {}) });

    test(`the frame holds: no sideways scroll, the header and its "Ещё" menu stay out of the content (issue 31, item 9, ${name})`, async ({ page }) => {
      await page.goto('/ru/');
      await expect(page.getByTestId('home-live')).toBeVisible();
      await expectSoundFrame(page, `home ${name}`);
      const more = page.locator('.arena-nav__more > button');
      if (await more.isVisible()) {
        await more.click();
        const menu = page.locator('.arena-nav__more .arena-menu');
        await expect(menu).toBeVisible();
        const [box, header] = await Promise.all([menu.boundingBox(), page.locator('.arena-header').boundingBox()]);
        // The menu drops below the header and inside the viewport; each entry on one line.
        expect(box!.y).toBeGreaterThanOrEqual(header!.y + header!.height - 8);
        expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
        for (const item of await menu.locator('.arena-menu__item').all()) {
          const itemBox = (await item.boundingBox())!;
          expect(itemBox.height, 'one line per entry').toBeLessThan(48);
        }
        await expectSoundFrame(page, `home with "Ещё" open ${name}`);
      }
      // The coupon stands beside the sportsbook (on a phone behind its button).
      if (name === 'mobile') await expect(page.getByTestId('mobile-coupon-button')).toBeVisible();
      else await expect(page.getByTestId('coupon-panel')).toBeVisible();
    });

    test(`casino tabs stay in their own box and no coupon or registration widget stands beside non-betting pages (issue 31, item 9, ${name})`, async ({ page }) => {
      for (const path of NOT_BETTING) {
        await page.goto(path);
        await expect(page.locator('#arena-app-slot [data-app] > *').first()).toBeVisible();
        await expect(page.getByTestId('coupon-panel'), path).toHaveCount(0);
        await expect(page.getByTestId('registration-widget'), path).toHaveCount(0);
        await expect(page.getByTestId('one-tap-prompt'), path).toHaveCount(0);
        await expect(page.getByTestId('mobile-coupon-button'), path).toHaveCount(0);
        await expectSoundFrame(page, `${path} ${name}`);
      }
      await page.goto('/ru/casino-lobby');
      const tabs = page.getByTestId('casino-tabs');
      await expect(tabs).toBeVisible();
      const bar = await tabs.evaluate((el) => {
        const r = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        return { left: r.left, right: r.right, scrollWidth: el.scrollWidth, clientWidth: el.clientWidth, overflowX: style.overflowX, wrap: style.flexWrap };
      });
      // The bar itself fits the page; tabs beyond its edge scroll inside it (or wrap), never past the page.
      expect(bar.right).toBeLessThanOrEqual(viewport.width);
      expect(bar.left).toBeGreaterThanOrEqual(0);
      if (bar.scrollWidth > bar.clientWidth) expect(['auto', 'scroll']).toContain(bar.overflowX);
      const last = page.getByTestId('casino-tab-search');
      await last.scrollIntoViewIfNeeded();
      const lastBox = (await last.boundingBox())!;
      expect(lastBox.x + lastBox.width, 'the last tab can be reached inside the bar').toBeLessThanOrEqual(bar.right + 1);
    });
  });
}
