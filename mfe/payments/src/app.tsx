import { Link, useArenaTranslation, useBusState } from '@arena/ui-kit';
import { PaymentMethodsPage } from './features/methods/payment-methods-page.tsx';
import { OnpayPage } from './features/onpay/onpay-page.tsx';
import { PaybillsPage } from './paybills/paybills-page.tsx';

/** The payments app's own not-found view (an onpay status the page does not know, an unknown route). */
function PaymentsNotFound() {
  const { t } = useArenaTranslation('payments');
  const lng = useBusState('language');
  return (
    <section className="arena-payments-not-found" data-testid="payments-not-found">
      <h1>{t('not_found_title')}</h1>
      <p>{t('not_found_body')}</p>
      <Link href={`/${lng}/`}>{t('onpay_link_home')}</Link>
    </section>
  );
}

/** Route id → page: paybills, the payment methods page and the payment return pages. */
export function PaymentsApp() {
  const route = useBusState('route');
  if (route?.id === 'paybills') return <PaybillsPage />;
  if (route?.id === 'payment') return <PaymentMethodsPage />;
  if (route?.id === 'onpay') return <OnpayPage direction="deposit" routeStatus={route.params['status']} notFound={<PaymentsNotFound />} />;
  if (route?.id === 'onpay-withdraw') return <OnpayPage direction="withdraw" routeStatus={route.params['status']} notFound={<PaymentsNotFound />} />;
  return <PaymentsNotFound />;
}
