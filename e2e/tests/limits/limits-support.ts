/** Helpers of the responsible-gaming journeys: a clean server, a signed-in demo player, server clock moves. */
import type { APIRequestContext, Page } from '@playwright/test';
import { signInViaApi } from '../../support/auth.ts';
import { expect } from '../../support/fixtures.ts';

export const HOUR_MS = 3_600_000;

export async function freshPlayer(page: Page): Promise<void> {
  const reset = await page.request.post('/test-api/reset');
  expect(reset.ok()).toBe(true);
  await signInViaApi(page);
}

export async function moveServerClock(request: APIRequestContext, advanceMs: number): Promise<void> {
  const answer = await request.post('/test-api/clock', { data: { advanceMs } });
  expect(answer.ok()).toBe(true);
}

/** A bearer token of the page's session (the `ua` cookie travels with page.request). */
export async function bearerOf(request: APIRequestContext): Promise<string> {
  const answer = await request.get('/web-api/user/gettoken?force_refresh=true');
  return ((await answer.json()) as { data: { token: string } }).data.token;
}

export async function openLimits(page: Page): Promise<void> {
  await page.goto('/en/office/responsible');
  // The office arrives server-rendered: these journeys start once it has hydrated (what is done on the
  // painted page before that is early-clicks' to replay, tested on its own in e2e/tests/rendering).
  await expect(page.locator('[data-arena-ssr]')).toHaveCount(0);
  await expect(page.getByTestId('limits-page')).toBeVisible();
  await expect(page.getByTestId('limits-section-deposit')).toBeVisible();
}

export async function setMoneyLimit(page: Page, limitType: number, value: number): Promise<void> {
  await page.getByTestId(`limit-field-${limitType}`).locator('input').fill(String(value));
  await page.getByTestId(`limit-save-${limitType}`).click();
}

export async function chooseOption(page: Page, limitType: number, value: number): Promise<void> {
  await page.getByTestId(`limit-field-${limitType}`).locator('select').selectOption(String(value));
  await page.getByTestId(`limit-save-${limitType}`).click();
}
