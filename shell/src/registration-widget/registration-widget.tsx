import { bus } from '@arena/event-bus';
import { useBusState } from '@arena/ui-kit';
import { isRegistrationWidgetVisible } from './registration-widget-visibility.ts';
import { useText } from '../platform/use-text.ts';

/** The right column's sign-up teaser (spec §2 visibility rule). */
export function RegistrationWidget({ hiddenByRightSide }: { hiddenByRightSide: boolean }) {
  const t = useText();
  const user = useBusState('user');
  const settings = useBusState('settings');
  const selections = useBusState('couponSelections');
  const visible = isRegistrationWidgetVisible({
    isVisitor: user === null,
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
      <button type="button" className="arena-btn arena-btn--accent arena-btn--block" onClick={() => bus.emit('modal:open', { kind: 'registration' })}>
        {t('registration')}
      </button>
    </section>
  );
}
