/**
 * Spec §2: the registration widget shows only to visitors, when not hidden by the right-side state, and
 * (for non-Asian views) when the coupon is empty.
 */
export interface RegistrationWidgetInput {
  isVisitor: boolean;
  hiddenByRightSide: boolean;
  /** 0 European, 1 Asian (settings.appViewType). */
  appViewType: 0 | 1;
  couponCount: number;
}

export function isRegistrationWidgetVisible({ isVisitor, hiddenByRightSide, appViewType, couponCount }: RegistrationWidgetInput): boolean {
  if (!isVisitor || hiddenByRightSide) return false;
  return appViewType === 1 || couponCount === 0;
}
