import { bus } from '@arena/event-bus';
import { useBusState } from '@arena/ui-kit';
import { isRegistrationWidgetVisible } from './registration-widget-visibility.ts';
import { useAddressedAsVisitor } from '../player/use-visitor.ts';
import { useText } from '../platform/use-text.ts';
import { useSiteConfig } from '../platform/use-site-config.ts';
import { registrationOffered, requestRegistration } from './registration-entry.ts';

/** The right column's sign-up teaser (spec §2 visibility rule). */
export function RegistrationWidget({ hiddenByRightSide }: { hiddenByRightSide: boolean }) {
  const t = useText();
  const visitor = useAddressedAsVisitor();
  const settings = useBusState('settings');
  const selections = useBusState('couponSelections');
  const config = useSiteConfig();
  const route = useBusState('route');
  // No sign-up teaser while the config disallows registration (spec §2/§5: the route does not exist then).
  const visible = registrationOffered(config) && isRegistrationWidgetVisible({
    isVisitor: visitor,
    hiddenByRightSide,
    appViewType: settings.appViewType,
    couponCount: selections.length,
  });
  if (!visible) return null;
  return (
    <section className="arena-regwidget" aria-labelledby="arena-regwidget-title" data-testid="registration-widget">
      <div className="arena-regwidget__badge" aria-hidden="true">+100%</div>
      <h2 id="arena-regwidget-title">{t('regwidget_title')}</h2>
      <p>{t('regwidget_text')}</p>
      <button type="button" className="arena-btn arena-btn--accent arena-btn--block" onClick={() => requestRegistration(bus, config, route?.id, () => window.scrollTo({ top: 0, behavior: 'smooth' }))}>
        {t('registration')}
      </button>
    </section>
  );
}
