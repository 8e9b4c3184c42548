/**
 * Responsiveness under live updates (issue 19): the home page is left open with the live feed running
 * and a PerformanceObserver('longtask') in the page counts every main-thread task over 50 ms. The
 * observer starts once the first app mounted, so the load itself (measured elsewhere) is not counted.
 */
import type { BrowserContext } from '@playwright/test';
import { FIRST_APP_MOUNTED_MARK } from './page-load.ts';

export interface LongTaskSample {
  seconds: number;
  count: number;
  /** Longest task seen, ms (0 when there was none). */
  longestMs: number;
}

const START_OBSERVER = `(() => {
  window.__benchLongTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__benchLongTasks.push(e.duration);
  }).observe({ type: 'longtask' });
})()`;

export async function measureLongTasks(context: BrowserContext, url: string, seconds: number): Promise<LongTaskSample> {
  const page = await context.newPage();
  try {
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForFunction((mark) => performance.getEntriesByName(mark, 'mark').length > 0, FIRST_APP_MOUNTED_MARK, { timeout: 60_000 });
    await page.evaluate(START_OBSERVER);
    await page.waitForTimeout(seconds * 1000);
    const durations = (await page.evaluate('window.__benchLongTasks')) as number[];
    return { seconds, count: durations.length, longestMs: durations.length ? Math.max(...durations) : 0 };
  } finally {
    await page.close();
  }
}
