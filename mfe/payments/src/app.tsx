import { unhandledRoute, type RouteIdOf } from '@arena/routes';
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

/**
 * Route id → page: paybills, the payment methods page and the payment return pages. Exhaustive over the
 * payments routes of the table: a new or renamed one is a type error until it has a page.
 */
export function PaymentsApp() {
  const route = useBusState('route');
  if (!route) return <PaymentsNotFound />;
  const id = route.id as RouteIdOf<'@arena/payments'>;
  switch (id) {
    case 'paybills':
      return <PaybillsPage />;
    case 'payment':
      return <PaymentMethodsPage />;
    case 'onpay':
      return <OnpayPage direction="deposit" routeStatus={route.params['status']} notFound={<PaymentsNotFound />} />;
    case 'onpay-withdraw':
      return <OnpayPage direction="withdraw" routeStatus={route.params['status']} notFound={<PaymentsNotFound />} />;
    default:
      return unhandledRoute(id, <PaymentsNotFound />);
  }
}
