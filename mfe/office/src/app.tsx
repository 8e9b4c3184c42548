import { useBusState } from '@arena/ui-kit';
import { BanPage } from './features/ban/ban-page.tsx';
import { OfficeFrame } from './features/frame/office-frame.tsx';

export function OfficeApp() {
  const route = useBusState('route');
  // The blocked layout's page is not part of the office frame: a banned player gets the ban explained.
  if (route?.id === 'block-appeal-history') return <BanPage />;
  return <OfficeFrame />;
}
