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

export interface OfficePageRow {
  /** The route id of root-config's route table. */
  readonly routeId: string;
  /** Key of the menu label in the office dictionary namespace. */
  readonly labelKey: string;
  readonly group: OfficeMenuGroup;
  readonly page: ComponentType | null;
  /** false: a sub-page (reached from its parent), not listed in the menu. */
  readonly menu?: boolean;
}

export const OFFICE_PAGES: readonly OfficePageRow[] = [
  { routeId: 'office-account', labelKey: 'menu_account', group: 'account', page: AccountPage },
  { routeId: 'office-account-edit', labelKey: 'menu_account_edit', group: 'account', page: AccountEditPage },
  { routeId: 'office-security', labelKey: 'menu_security', group: 'account', page: SecurityPage },
  { routeId: 'office-settings', labelKey: 'menu_settings', group: 'account', page: SettingsPage },
  { routeId: 'office-verification', labelKey: 'menu_verification', group: 'account', page: VerificationPage },
  { routeId: 'office-identification', labelKey: 'menu_identification', group: 'account', page: IdentificationPage },
  { routeId: 'office-responsible', labelKey: 'menu_responsible', group: 'account', page: LimitsPage },
  { routeId: 'office-history', labelKey: 'menu_history', group: 'money', page: HistoryPage },
  { routeId: 'office-historypay', labelKey: 'menu_historypay', group: 'money', page: HistorypayPage },
  { routeId: 'office-recharge', labelKey: 'menu_recharge', group: 'money', page: RechargePage },
  { routeId: 'office-deduce', labelKey: 'menu_deduce', group: 'money', page: DeducePage },
  { routeId: 'office-payment-requests', labelKey: 'menu_payment_requests', group: 'money', page: PaymentRequestsPage },
  { routeId: 'office-payment-create-request', labelKey: 'menu_payment_create_request', group: 'money', page: CreatePaymentRequestPage },
  { routeId: 'office-payment-topic', labelKey: 'menu_payment_create_request', group: 'money', page: CreatePaymentRequestPage, menu: false },
  { routeId: 'office-payment-subtopic', labelKey: 'menu_payment_create_request', group: 'money', page: CreatePaymentRequestPage, menu: false },
  { routeId: 'office-payment-transactions', labelKey: 'menu_payment_transactions', group: 'money', page: CreatePaymentRequestPage, menu: false },
  { routeId: 'office-payment-transaction', labelKey: 'menu_payment_transactions', group: 'money', page: CreatePaymentRequestPage, menu: false },
  { routeId: 'office-bonuses-deposit', labelKey: 'menu_bonuses_deposit', group: 'bonuses', page: BonusesDepositPage },
  { routeId: 'office-bonuses-wager', labelKey: 'menu_bonuses_wager', group: 'bonuses', page: BonusesWagerPage },
  { routeId: 'office-casino-vipcashback', labelKey: 'menu_vipcashback', group: 'bonuses', page: VipCashbackPage },
  { routeId: 'office-casino-premiumcashback', labelKey: 'menu_premiumcashback', group: 'bonuses', page: PremiumCashbackPage },
  { routeId: 'office-promotion', labelKey: 'menu_promotion', group: 'bonuses', page: PromotionCodePage },
  { routeId: 'office-bringfriend', labelKey: 'menu_bringfriend', group: 'bonuses', page: ReferralPage },
  { routeId: 'office-rewards', labelKey: 'menu_rewards', group: 'bonuses', page: RewardsPage },
  { routeId: 'office-support', labelKey: 'menu_support', group: 'help', page: SupportPage },
  { routeId: 'office-share-idea', labelKey: 'menu_share_idea', group: 'help', page: ShareIdeaPage },
];

export function officePageFor(routeId: string | undefined): OfficePageRow | undefined {
  return OFFICE_PAGES.find((row) => row.routeId === routeId);
}
