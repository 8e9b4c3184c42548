/** Error page texts of spec §8, as data: the errors app renders them, the tests pin them. */
export const ERROR_TEXTS = {
  404: 'This page could not be found',
  500: 'Unknown middleware',
  errorPageFailed: 'An error occurred while showing the error page',
  home: 'Go to the home page',
  pageRefresh: 'page refresh',
} as const;

export function errorText(status: 404 | 500, message?: string): string {
  return status === 404 ? ERROR_TEXTS[404] : (message ?? ERROR_TEXTS[500]);
}
