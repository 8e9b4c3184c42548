/** Scroll-to-top (spec §2, §9): the button appears after 1 screen of scrolling on desktop, 4 on mobile. */
export const SCROLL_TOP_SCREENS = { desktop: 1, mobile: 4 } as const;

export function scrollTopThreshold(viewportHeight: number, isMobile: boolean): number {
  return viewportHeight * (isMobile ? SCROLL_TOP_SCREENS.mobile : SCROLL_TOP_SCREENS.desktop);
}

export function isScrollTopShown(scrollY: number, viewportHeight: number, isMobile: boolean): boolean {
  return viewportHeight > 0 && scrollY >= scrollTopThreshold(viewportHeight, isMobile);
}
