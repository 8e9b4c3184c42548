import { AreaPlaceholder } from '@arena/ui-kit';

/** Until this area's pages land: its title, the matched route and its SEO description (see AreaPlaceholder). */
export function PaymentsApp() {
  return <AreaPlaceholder area="payments" title="Payments" description="Deposits, withdrawals, payment methods and payment return pages." />;
}
