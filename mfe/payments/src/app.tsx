import { AreaPlaceholder, useBusState } from '@arena/ui-kit';
import { PaybillsPage } from './paybills/paybills-page.tsx';

/** The paybills page has its content; the other payment pages keep the area placeholder (see AreaPlaceholder). */
export function PaymentsApp() {
  const route = useBusState('route');
  if (route?.id === 'paybills') return <PaybillsPage />;
  return <AreaPlaceholder area="payments" title="Payments" description="Deposits, withdrawals, payment methods and payment return pages." />;
}
