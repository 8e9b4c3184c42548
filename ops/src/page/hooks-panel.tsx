/** Deploy hooks and their recent deliveries (registered through the API or `npm run deploy -- hooks add`). */
import type { Hook, HookDelivery } from '../client/ops-client.ts';
import { dateTimeText } from './ops-state.ts';
import { useOpsTranslation } from './ops-i18n.ts';

export function HooksPanel({ hooks, deliveries }: { hooks: Hook[]; deliveries: HookDelivery[] }) {
  const { t } = useOpsTranslation();
  return (
    <section className="ops-panel" aria-labelledby="ops-hooks">
      <h2 id="ops-hooks">{t('hooks.title')}</h2>
      {hooks.length === 0 ? <p>{t('hooks.none')}</p> : null}
      <ul>
        {hooks.map((hook) => (
          <li key={hook.id}>{t('hooks.hook', { url: hook.url, events: hook.events.join(', '), operator: hook.operator })}</li>
        ))}
      </ul>
      <h3>{t('hooks.deliveries')}</h3>
      {deliveries.length === 0 ? <p>{t('hooks.noDeliveries')}</p> : null}
      <table data-testid="ops-hook-deliveries">
        <tbody>
          {deliveries.map((d) => (
            <tr key={d.id} data-state={d.state}>
              <td>{dateTimeText(d.at)}</td>
              <td>{d.environment}</td>
              <td>{d.event}</td>
              <td>{d.url}</td>
              <td>{t(`hooks.state_${d.state}`, { attempts: d.attempts, status: d.lastStatus ?? '—' })}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
