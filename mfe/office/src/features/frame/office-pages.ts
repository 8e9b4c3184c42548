/**
 * The office's pages as data: route id (@arena/routes, table/office.ts) → menu label key (office
 * dictionary) → page component. The frame's menu and app.tsx's dispatch both read this one table, so a
 * page added here is reachable from the menu and rendered by its route at once.
 *
 * `page: null` marks a page that is not written yet: the menu leaves it out and the route renders the
 * office's not-found view. Helpers add their page with a one-line edit of its row (plus its import).
 * `menu: false` rows are sub-pages reached from their parent page, not from the menu.
 */
import type { ComponentType } from 'react';
import type { RouteIdOf } from '@arena/routes';
import { BonusesDepositPage, BonusesWagerPage } from '../bonuses/bonuses-pages.tsx';
import { PremiumCashbackPage, VipCashbackPage } from '../cashback/cashback-page.tsx';
import { PromotionCodePage } from '../promotion/promotion-page.tsx';
import { ReferralPage } from '../referral/referral-page.tsx';
import { RewardsPage } from '../rewards/rewards-page.tsx';
import { AccountEditPage } from '../account/account-edit-page.tsx';
import { AccountPage } from '../account/account-page.tsx';
import { SecurityPage } from '../security/security-page.tsx';
import { SettingsPage } from '../settings/settings-page.tsx';
import { ShareIdeaPage } from '../share-idea/share-idea-page.tsx';
import { SupportPage } from '../support/support-page.tsx';
import { IdentificationPage, VerificationPage } from '../verification/verification-page.tsx';
import { HistoryPage } from '../history/history-page.tsx';
import { LimitsPage } from '../limits/limits-page.tsx';
import { RechargePage } from '../recharge/recharge-page.tsx';
import { DeducePage } from '../deduce/deduce-page.tsx';
import { HistorypayPage } from '../historypay/historypay-page.tsx';
import { CreatePaymentRequestPage, PaymentRequestsPage } from '../payment-requests/payment-requests-page.tsx';

/** Menu groups, in menu order; each group's heading is the dictionary key `menu_group_<group>`. */
export const OFFICE_MENU_GROUPS = ['account', 'money', 'bonuses', 'help'] as const;
export type OfficeMenuGroup = (typeof OFFICE_MENU_GROUPS)[number];

/** The office frame's route ids: every route of the office app but the blocked layout's ban page (app.tsx). */
export type OfficeFrameRouteId = Exclude<RouteIdOf<'@arena/office'>, typeof BAN_PAGE_ROUTE>;
/** The blocked layout's page: not part of the frame, a banned player gets the ban explained. */
export const BAN_PAGE_ROUTE = 'block-appeal-history' satisfies RouteIdOf<'@arena/office'>;

export interface OfficePageRow {
  /** The route id of the route table (@arena/routes). */
  readonly routeId: OfficeFrameRouteId;
  /** Key of the menu label in the office dictionary namespace. */
  readonly labelKey: string;
  readonly group: OfficeMenuGroup;
  readonly page: ComponentType | null;
  /** false: a sub-page (reached from its parent), not listed in the menu. */
  readonly menu?: boolean;
}

/**
 * Keyed by route id, so every office route of the table has exactly one row: a route added, renamed or
 * removed in the table is a type error here until its row follows. Key order is menu order.
 */
const PAGES_BY_ROUTE: { readonly [Id in OfficeFrameRouteId]: Omit<OfficePageRow, 'routeId'> } = {
  'office-account': { labelKey: 'menu_account', group: 'account', page: AccountPage },
  'office-account-edit': { labelKey: 'menu_account_edit', group: 'account', page: AccountEditPage },
  'office-security': { labelKey: 'menu_security', group: 'account', page: SecurityPage },
  'office-settings': { labelKey: 'menu_settings', group: 'account', page: SettingsPage },
  'office-verification': { labelKey: 'menu_verification', group: 'account', page: VerificationPage },
  'office-identification': { labelKey: 'menu_identification', group: 'account', page: IdentificationPage },
  'office-responsible': { labelKey: 'menu_responsible', group: 'account', page: LimitsPage },
  'office-history': { labelKey: 'menu_history', group: 'money', page: HistoryPage },
  'office-historypay': { labelKey: 'menu_historypay', group: 'money', page: HistorypayPage },
  'office-recharge': { labelKey: 'menu_recharge', group: 'money', page: RechargePage },
  'office-deduce': { labelKey: 'menu_deduce', group: 'money', page: DeducePage },
  'office-payment-requests': { labelKey: 'menu_payment_requests', group: 'money', page: PaymentRequestsPage },
  'office-payment-create-request': { labelKey: 'menu_payment_create_request', group: 'money', page: CreatePaymentRequestPage },
  'office-payment-topic': { labelKey: 'menu_payment_create_request', group: 'money', page: CreatePaymentRequestPage, menu: false },
  'office-payment-subtopic': { labelKey: 'menu_payment_create_request', group: 'money', page: CreatePaymentRequestPage, menu: false },
  'office-payment-transactions': { labelKey: 'menu_payment_transactions', group: 'money', page: CreatePaymentRequestPage, menu: false },
  'office-payment-transaction': { labelKey: 'menu_payment_transactions', group: 'money', page: CreatePaymentRequestPage, menu: false },
  'office-bonuses-deposit': { labelKey: 'menu_bonuses_deposit', group: 'bonuses', page: BonusesDepositPage },
  'office-bonuses-wager': { labelKey: 'menu_bonuses_wager', group: 'bonuses', page: BonusesWagerPage },
  'office-casino-vipcashback': { labelKey: 'menu_vipcashback', group: 'bonuses', page: VipCashbackPage },
  'office-casino-premiumcashback': { labelKey: 'menu_premiumcashback', group: 'bonuses', page: PremiumCashbackPage },
  'office-promotion': { labelKey: 'menu_promotion', group: 'bonuses', page: PromotionCodePage },
  'office-bringfriend': { labelKey: 'menu_bringfriend', group: 'bonuses', page: ReferralPage },
  'office-rewards': { labelKey: 'menu_rewards', group: 'bonuses', page: RewardsPage },
  'office-support': { labelKey: 'menu_support', group: 'help', page: SupportPage },
  'office-share-idea': { labelKey: 'menu_share_idea', group: 'help', page: ShareIdeaPage },
};

export const OFFICE_PAGES: readonly OfficePageRow[] = (Object.keys(PAGES_BY_ROUTE) as OfficeFrameRouteId[]).map((routeId) => ({
  routeId,
  ...PAGES_BY_ROUTE[routeId],
}));

export function officePageFor(routeId: string | undefined): OfficePageRow | undefined {
  return OFFICE_PAGES.find((row) => row.routeId === routeId);
}
