/**
 * The blocked-layout page of a banned player (block-appeal-history, spec §2/§4): the ban's message, its
 * level and what that level leaves open (withdrawal only at the level its ban version allows, support,
 * verification), then the appeal history with the appeal form (appeal-section.tsx). Texts from the `blocks`
 * dictionary (ru/en); the appeals' own texts from `office`.
 */
import { isDeduceAllowedWhileBanned } from '@arena/domain';
import { Link, useArenaTranslation, useBusState } from '@arena/ui-kit';
import { AppealSection } from './appeal-section.tsx';

export const BAN_NAMESPACE = 'blocks';

export interface BanFacts {
  level: number;
  withdrawalOpen: boolean;
}

export function banFacts(user: { banLevel: number; banVersion: number }): BanFacts {
  return { level: user.banLevel, withdrawalOpen: isDeduceAllowedWhileBanned(user) };
}

export function BanPage() {
  const { t, ready } = useArenaTranslation(BAN_NAMESPACE);
  const user = useBusState('user');
  const lng = useBusState('language');
  if (!ready || !user) return <section className="arena-office arena-ban" data-testid="ban-page" aria-busy="true" />;
  const facts = banFacts(user);
  return (
    <section className="arena-office arena-ban" data-testid="ban-page" data-ban-level={facts.level}>
      <h1 data-testid="ban-title">{t('ban_title')}</h1>
      <p data-testid="ban-level">{t('ban_level', { level: facts.level })}</p>
      <p data-testid="ban-text">{t('ban_text')}</p>
      <p data-testid="ban-withdrawal">{t(facts.withdrawalOpen ? 'ban_withdrawal_open' : 'ban_withdrawal_closed')}</p>
      <ul className="arena-ban__actions">
        {facts.withdrawalOpen && (
          <li>
            <Link href={`/${lng}/office/deduce`}>{t('ban_withdrawal_link')}</Link>
          </li>
        )}
        <li>
          <Link href={`/${lng}/office/support`}>{t('ban_support_link')}</Link>
        </li>
        <li>
          <Link href={`/${lng}/office/verification`}>{t('ban_verification_link')}</Link>
        </li>
      </ul>
      <h2>{t('ban_appeals_title')}</h2>
      <AppealSection />
    </section>
  );
}
