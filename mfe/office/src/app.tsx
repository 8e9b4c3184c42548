import { useBusState } from '@arena/ui-kit';
import { BanPage } from './features/ban/ban-page.tsx';
import { OfficeFrame } from './features/frame/office-frame.tsx';
import { BAN_PAGE_ROUTE } from './features/frame/office-pages.ts';

export function OfficeApp() {
  const route = useBusState('route');
  // The blocked layout's page is not part of the office frame: a banned player gets the ban explained.
  if (route?.id === BAN_PAGE_ROUTE) return <BanPage />;
  return <OfficeFrame />;
}
