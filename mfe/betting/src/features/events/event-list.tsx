import { useAppScope, useBusState } from '@arena/ui-kit';
import type { SampleEvent } from './sample-events.ts';

export function EventList({ events }: { events: readonly SampleEvent[] }) {
  const scope = useAppScope();
  const selected = useBusState('couponSelections');
  return (
    <ul className="arena-events">
      {events.map((event) => (
        <li key={event.id}>
          <span>{event.home} – {event.away}</span>
          {event.outcomes.map((o) => (
            <button
              key={o.id}
              type="button"
              data-testid={`odds-${o.id}`}
              aria-pressed={selected.includes(o.id)}
              onClick={() =>
                scope.emit('coupon:add', { outcomeId: o.id, gameId: event.id, sportId: event.sportId, coef: o.coef, isLive: false, title: `${event.home} – ${event.away}`, outcomeName: o.name })
              }
            >
              {o.name} <b>{o.coef.toFixed(2)}</b>
            </button>
          ))}
        </li>
      ))}
    </ul>
  );
}
