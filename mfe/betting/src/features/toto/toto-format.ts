/** Display helpers of the toto pages: money with its currency, kick-off times. */
export const money = (amount: number, currency: string, lng: string) =>
  `${amount.toLocaleString(lng, { minimumFractionDigits: 0, maximumFractionDigits: 2 })} ${currency}`;

export const dateTime = (seconds: number, lng: string) =>
  new Date(seconds * 1000).toLocaleString(lng, { day: '2-digit', month: '2-digit', hour: '2-digit', minute: '2-digit' });
