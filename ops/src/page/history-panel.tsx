/**
 * Every version with its diff; one click rolls back to any earlier one (a new version itself). The newest
 * page comes with each refresh; earlier pages are fetched on demand (the history can grow long).
 */
import { useState } from 'react';
import { useOpsTranslation } from './ops-i18n.ts';
import type { HeadVersion, HistoryVersion, OpsClient } from '../client/ops-client.ts';
import { buildOf, dateTimeText } from './ops-state.ts';
import type { ActionContext } from './ops-app.tsx';

interface Props {
  versions: HistoryVersion[];
  /** The older page's start (the API's `next`), null when there is none. */
  next: number | null;
  head: HeadVersion | null;
  etag: string | null;
  canaryRunning: boolean;
  api: OpsClient;
  context: ActionContext;
}

export function HistoryPanel({ versions, next, head, etag, canaryRunning, api, context }: Props) {
  const { t } = useOpsTranslation();
  const [earlier, setEarlier] = useState<{ versions: HistoryVersion[]; next: number | null } | null>(null);
  const newest = versions.length > 0 ? versions[versions.length - 1]!.version : Number.POSITIVE_INFINITY;
  const shown = [...versions, ...(earlier?.versions.filter((v) => v.version < newest) ?? [])];
  const more = earlier ? earlier.next : next;
  const showEarlier = () =>
    void api.history(shown[shown.length - 1]?.version).then(
      (page) => setEarlier({ versions: [...(earlier?.versions ?? []), ...page.versions], next: page.next }),
      () => undefined, // the next refresh shows the error banner
    );
  return (
    <section className="ops-panel" aria-labelledby="ops-history">
      <h2 id="ops-history">{t('history.title')}</h2>
      <ol className="ops-history" reversed>
        {shown.map((v) => (
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
      {more !== null ? (
        <button type="button" onClick={showEarlier} data-testid="ops-history-earlier">
          {t('history.older')}
        </button>
      ) : null}
    </section>
  );
}
