/** Display helpers of the toto pages, by the player's formatters: money in its currency (whole sums without cents), kick-off times. */
import { useFormatters } from '@arena/ui-kit';

export function useTotoFormat() {
  const format = useFormatters();
  return {
    money: (amount: number, currency: string) => format.money(amount, currency, { dropZeroCents: true }),
    dateTime: (seconds: number) => format.shortDateTime(seconds * 1000),
  };
}
