/**
 * Spec §9 layout constants as data. The CSS (styles/shell.css) mirrors the breakpoints in its media
 * queries; the viewport padding is published as CSS variables by the frame so apps can size to it.
 */
export const BREAKPOINTS = { wide: 1920, desktop: 1366, compact: 1100, tablet: 1024 } as const;

/** Spec §9: top is the sum of the header heights plus 10, left and right 10, bottom 52. */
export const VIEWPORT_PADDING = { extraTop: 10, side: 10, bottom: 52 } as const;

export function viewportPadding(headerHeights: readonly number[]) {
  return {
    top: headerHeights.reduce((sum, h) => sum + h, 0) + VIEWPORT_PADDING.extraTop,
    right: VIEWPORT_PADDING.side,
    bottom: VIEWPORT_PADDING.bottom,
    left: VIEWPORT_PADDING.side,
  };
}

/** Spec §9 skeleton loaders. */
export const SKELETON_TILES = { games: 16, otherGames: 2 } as const;

/** Spec §9: the touch-icon sizes of the installable web app. */
export const TOUCH_ICON_SIZES = [72, 96, 128, 144, 152, 192, 384, 512] as const;

/** Spec §9 resize handler throttle. */
export const RESIZE_THROTTLE_MS = 100;
