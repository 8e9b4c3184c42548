/** The payment sandbox's checkout as a player uses it (test cards: server/src/api/payments/README.md). */
import { expect, type Page } from '@playwright/test';

export const SANDBOX_CARDS = {
  approve: '4242 4242 4242 4242',
  insufficientFunds: '4000 0000 0000 0002',
  expired: '4000 0000 0000 0069',
  challenge: '4000 0000 0000 3220',
  pending: '4000 0000 0000 0077',
} as const;

/** On the sandbox's checkout: types the card and pays (a challenge card then shows the 3-D Secure page). */
export async function payWithCard(page: Page, card: string): Promise<void> {
  await expect(page.getByTestId('sandbox-checkout')).toBeVisible();
  await page.getByTestId('sandbox-card').fill(card);
  await page.getByTestId('sandbox-pay').click();
}
