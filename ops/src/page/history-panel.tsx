/** Every version with its diff; one click rolls back to any earlier one (a new version itself). */
import { useOpsTranslation } from './ops-i18n.ts';
import type { HeadVersion, HistoryVersion, OpsClient } from '../client/ops-client.ts';
import { buildOf, dateTimeText } from './ops-state.ts';
import type { ActionContext } from './ops-app.tsx';

interface Props {
  versions: HistoryVersion[];
  head: HeadVersion | null;
  etag: string | null;
  canaryRunning: boolean;
  api: OpsClient;
  context: ActionContext;
}

export function HistoryPanel({ versions, head, etag, canaryRunning, api, context }: Props) {
  const { t } = useOpsTranslation();
  return (
    <section className="ops-panel" aria-labelledby="ops-history">
      <h2 id="ops-history">{t('history.title')}</h2>
      <ol className="ops-history" reversed>
        {versions.map((v) => (
          <li key={v.version} data-testid={`ops-version-${v.version}`}>
            <p>
              <strong>{t('history.version', { version: v.version })}</strong> · {v.operator} · {dateTimeText(v.at)} · {v.reason}
              {v.rollbackOf ? ` · ${t('history.rollbackOf', { version: v.rollbackOf })}` : ''}
            </p>
            <ul>
              {v.changes.map((c) => (
                <li key={c.specifier}>
                  {c.specifier}: <del>{buildOf(c.before)}</del> → <ins>{buildOf(c.after)}</ins>
                </li>
              ))}
            </ul>
            {v.version === head?.version ? (
              <span className="ops-note">{t('history.current')}</span>
            ) : (
              <button
                type="button"
                disabled={canaryRunning || !etag}
                onClick={() => void context.run(async () => t('result.rolledBack', { version: (await api.rollback(etag, v.version, context.reason)).body.version, target: v.version }))}
              >
                {t('history.rollback', { version: v.version })}
              </button>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
