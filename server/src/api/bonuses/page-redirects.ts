/**
 * Page redirects the host answers with a real HTTP status before serving index.html (spec §2: the bonus
 * page with id slot_first_deposit is redirected (301) to /{lng}/casino/slot-first-deposit when the config
 * enables the first-deposit redirect, `payments.firstDepositRedirect`). The host reads them through the site
 * facts (api/site-facts.ts, platform/site-facts.ts). The client router applies the same rule for in-app navigation.
 * Legacy promotion paths of the redirect table (spec §2 "many legacy promotion paths redirect to
 * promotions/{slug}", table `redirects`, e.g. promo/cashback, bonus/rules/welcome) answer their row's
 * status (301) the same way on a page load, so no legacy URL ever serves a not-found page.
 */
import type { PageRedirect } from '../../platform/site-facts.ts';
import type { ContentRepository } from '../db/repositories/content.ts';
import type { SiteConfigStore } from '../config/site-config-store.ts';

const FIRST_DEPOSIT_BONUS = /^\/([a-z]{2})\/bonus\/slot_first_deposit\/?$/;

/** The redirect of a page path (no query) under the current site config, or null. */
export function firstDepositRedirect(siteConfig: Pick<SiteConfigStore, 'get'>, pathname: string): PageRedirect | null {
  const match = FIRST_DEPOSIT_BONUS.exec(pathname);
  if (!match) return null;
  return siteConfig.get().payments?.firstDepositRedirect ? { location: `/${match[1]}/casino/slot-first-deposit`, status: 301 } : null;
}

const PAGE_PATH = /^\/([a-z]{2})\/(.+?)\/?$/;

/** A legacy promotion path of the redirect table → its promotions/{slug} in the same language. */
export function legacyPromotionRedirect(content: Pick<ContentRepository, 'redirect'>, pathname: string): PageRedirect | null {
  const match = PAGE_PATH.exec(pathname);
  if (!match) return null;
  const row = content.redirect(match[2] ?? '');
  if (!row || !row.to_path.startsWith('promotions/')) return null;
  return { location: `/${match[1]}/${row.to_path}`, status: row.code === 302 ? 302 : 301 };
}

/** The redirect of a page path under the current config and redirect table, or null. */
export function pageRedirectOf(siteConfig: Pick<SiteConfigStore, 'get'>, content: Pick<ContentRepository, 'redirect'>, pathname: string): PageRedirect | null {
  return firstDepositRedirect(siteConfig, pathname) ?? legacyPromotionRedirect(content, pathname);
}
