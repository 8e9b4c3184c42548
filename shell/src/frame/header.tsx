import type { ReactNode } from 'react';
import { Link, useBusState } from '@arena/ui-kit';

export function Header({ couponBadge }: { couponBadge: ReactNode }) {
  const lng = useBusState('language');
  return (
    <header className="arena-header" data-testid="shell-header">
      <Link className="arena-logo" href={`/${lng}/`}>Arena</Link>
      <nav aria-label="Main">
        <Link href={`/${lng}/line`}>Line</Link>
        <Link href={`/${lng}/office`}>Office</Link>
      </nav>
      {couponBadge}
    </header>
  );
}
