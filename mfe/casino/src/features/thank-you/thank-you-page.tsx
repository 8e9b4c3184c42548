/** thank-you: where a game provider's cashier or a finished game sends the player back to. */
import { Link, useBusState } from '@arena/ui-kit';
import { useT } from '../../shared/text.tsx';

export function ThankYouPage() {
  const t = useT();
  const lng = useBusState('language');
  return (
    <section className="cs-page cs-thanks" data-testid="casino-thank-you">
      <h2>{t('thank_you_title')}</h2>
      <p>{t('thank_you_text')}</p>
      <p>
        <Link href={`/${lng}/casino-lobby`}>{t('to_lobby')}</Link> · <Link href={`/${lng}/my-casino`}>{t('title_my_casino')}</Link>
      </p>
    </section>
  );
}
