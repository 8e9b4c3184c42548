/**
 * Environments (staging, production…): each one's live version, and the promotion of one environment's
 * live map to another, confirmed by the operator with what moves where and why.
 */
import type { Environments, OpsClient } from '../client/ops-client.ts';
import { dateTimeText } from './ops-state.ts';
import { useOpsTranslation } from './ops-i18n.ts';
import type { ActionContext } from './ops-app.tsx';

export function EnvironmentsPanel({ environments, api, context }: { environments: Environments | null; api: OpsClient; context: ActionContext }) {
  const { t } = useOpsTranslation();
  if (!environments || environments.environments.length < 2) return null;
  const all = environments.environments;
  return (
    <section className="ops-panel" aria-labelledby="ops-environments">
      <h2 id="ops-environments">{t('environments.title')}</h2>
      <ul className="ops-environments">
        {all.map((env) => (
          <li key={env.name} data-testid={`ops-environment-${env.name}`}>
            <strong>{env.name}</strong>
            {env.served ? ` · ${t('environments.served')}` : ''}
            {' · '}
            {t('environments.head', { version: env.head.version, operator: env.head.operator, at: dateTimeText(env.head.at) })}
            {env.canaryRunning ? ` · ${t('environments.canaryRunning')}` : ''}
            {all
              .filter((target) => target.name !== env.name)
              .map((target) => (
                <button
                  key={target.name}
                  type="button"
                  disabled={target.canaryRunning}
                  onClick={() => {
                    // A whole environment's map moves: the operator confirms from where, which version, to where and why.
                    const question = t('environments.confirmPromote', { from: env.name, version: env.head.version, to: target.name, reason: context.reason });
                    if (context.reason && !window.confirm(question)) return;
                    void context.run(async () => {
                      const promoted = await api.promote({ from: env.name, to: target.name, version: env.head.version, reason: context.reason }, `"${target.head.version}"`);
                      return t('result.environmentPromoted', { to: target.name, version: promoted.body.version });
                    });
                  }}
                >
                  {t('environments.promote', { from: env.name, to: target.name })}
                </button>
              ))}
          </li>
        ))}
      </ul>
    </section>
  );
}
