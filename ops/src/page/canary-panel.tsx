/** The running canary: its change, error rates of stable and canary sessions, promote and abort. */
import { useOpsTranslation } from './ops-i18n.ts';
import type { Canary, CanaryStatus, OpsClient, VersionProgress } from '../client/ops-client.ts';
import type { ActionContext } from './ops-app.tsx';
import { dateTimeText } from './ops-state.ts';

const percentOf = (rate: number) => `${(rate * 100).toFixed(1)} %`;

function Progress({ label, progress }: { label: string; progress: VersionProgress }) {
  const { t } = useOpsTranslation();
  return (
    <tr>
      <th scope="row">{label}</th>
      <td>{progress.version}</td>
      <td>{progress.sessions}</td>
      <td>{progress.sessionsWithErrors}</td>
      <td>{progress.serverRenderFallbacks}</td>
      <td>{percentOf(progress.errorRate)}</td>
      <td>{progress.recentErrors[0] ? t('canary.lastError', { app: progress.recentErrors[0].app ?? '—', message: progress.recentErrors[0].message }) : '—'}</td>
    </tr>
  );
}

function Ended({ canary }: { canary: Canary }) {
  const { t } = useOpsTranslation();
  if (!canary.end) return null;
  return (
    <li data-testid={`ops-canary-${canary.id}`}>
      {t(canary.end.outcome === 'promoted' ? 'canary.promotedBy' : 'canary.abortedBy', { id: canary.id, percent: canary.percent, operator: canary.end.operator, at: dateTimeText(canary.end.at) })}
      {' — '}
      {canary.end.reason}
    </li>
  );
}

export function CanaryPanel({ status, api, context }: { status: CanaryStatus | null; api: OpsClient; context: ActionContext }) {
  const { t } = useOpsTranslation();
  const running = status?.running;
  return (
    <section className="ops-panel" aria-labelledby="ops-canary" data-testid="ops-canary">
      <h2 id="ops-canary">{t('canary.title')}</h2>
      {running ? (
        <>
          <p data-testid="ops-canary-running">{t('canary.running', { id: running.canary.id, percent: running.canary.percent, operator: running.canary.operator, reason: running.canary.reason })}</p>
          <ul>
            {running.canary.changes.map((c) => (
              <li key={c.specifier}>
                {c.specifier}: {c.before ?? '—'} → {c.after ?? '—'}
              </li>
            ))}
          </ul>
          <table>
            <thead>
              <tr>
                <th />
                <th>{t('canary.version')}</th>
                <th>{t('canary.sessions')}</th>
                <th>{t('canary.withErrors')}</th>
                <th>{t('canary.serverRenderFallbacks')}</th>
                <th>{t('canary.errorRate')}</th>
                <th>{t('canary.recent')}</th>
              </tr>
            </thead>
            <tbody>
              <Progress label={t('canary.stable')} progress={running.stable} />
              <Progress label={t('canary.candidate')} progress={running.candidate} />
            </tbody>
          </table>
          <p className="ops-note">{t('canary.policy', { margin: percentOf(running.policy.margin), sessions: running.policy.minSessions })}</p>
          <button type="button" onClick={() => void context.run(async () => t('result.promoted', { version: (await api.endCanary('promote', context.reason)).end?.version ?? '' }))}>
            {t('canary.promote')}
          </button>
          <button type="button" onClick={() => void context.run(async () => (await api.endCanary('abort', context.reason), t('result.aborted')))}>
            {t('canary.abort')}
          </button>
        </>
      ) : (
        <p>{t('canary.none')}</p>
      )}
      {status?.recent.some((c) => c.end) ? (
        <ul className="ops-ended">
          {status.recent.filter((c) => c.end).map((c) => (
            <Ended key={c.id} canary={c} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
