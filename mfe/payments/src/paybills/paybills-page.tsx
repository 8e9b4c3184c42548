/**
 * The paybills page (spec §2: open only while route flag 80 is on; the root config answers 404
 * otherwise). Paying goes through the office recharge, the one deposit flow of the site, so this page
 * explains the steps and leads there; every text is in the `payments` dictionary. While the operator
 * marks paybills as down (site config flag), the page opens the `paybills-out-of-service` modal.
 */
import { useEffect } from 'react';
import { siteConfigLoader } from '@arena/config';
import { bus } from '@arena/event-bus';
import { Link, useArenaTranslation, useBusState } from '@arena/ui-kit';
import { watchPaybillsService } from './paybills-out-of-service.ts';

const STEPS = ['paybills_step_account', 'paybills_step_amount', 'paybills_step_done'] as const;

export function PaybillsPage() {
  const { t } = useArenaTranslation('payments');
  const lng = useBusState('language');
  useEffect(() => watchPaybillsService({ bus, config: siteConfigLoader }), []);
  return (
    <section className="arena-paybills" data-testid="paybills-page">
      <h1>{t('paybills_title')}</h1>
      <p>{t('paybills_intro')}</p>
      <ol>
        {STEPS.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ol>
      <p>
        <Link className="arena-btn arena-btn--accent" href={`/${lng}/office/recharge`} data-testid="paybills-recharge">
          {t('paybills_recharge_link')}
        </Link>{' '}
        <Link href={`/${lng}/payment`}>{t('paybills_methods_link')}</Link>
      </p>
    </section>
  );
}
