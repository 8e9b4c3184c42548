import { Link, useBusState } from '@arena/ui-kit';
import { EventList } from './features/events/event-list.tsx';
import { SAMPLE_EVENTS } from './features/events/sample-events.ts';

export function BettingApp() {
  const lng = useBusState('language');
  return (
    <section className="arena-betting" data-testid="app-betting">
      <h1>Sports betting</h1>
      <EventList events={SAMPLE_EVENTS} />
      <p>
        <Link href={`/${lng}/office`}>My office</Link>
      </p>
    </section>
  );
}
