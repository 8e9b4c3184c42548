/** Modules with their live build and the builds in dist/: deploy one now, or as a canary. */
import { useState } from 'react';
import { useOpsTranslation } from './ops-i18n.ts';
import type { HeadVersion, ModuleBuilds, OpsClient } from '../client/ops-client.ts';
import { buildOf, dateTimeText, kilobytes } from './ops-state.ts';
import type { ActionContext } from './ops-app.tsx';

interface Props {
  head: HeadVersion | null;
  etag: string | null;
  modules: ModuleBuilds[];
  canaryRunning: boolean;
  api: OpsClient;
  context: ActionContext;
}

/** One row per specifier (the vendor folder holds several). */
const rowsOf = (modules: ModuleBuilds[]) =>
  modules.flatMap((m) => [...new Set(m.builds.flatMap((b) => Object.keys(b.entries)))].sort().map((specifier) => ({ specifier, builds: m.builds.filter((b) => b.entries[specifier]) })));

export function ModulesPanel({ head, etag, modules, canaryRunning, api, context }: Props) {
  const { t } = useOpsTranslation();
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const [percent, setPercent] = useState(10);
  const rows = rowsOf(modules);
  return (
    <section className="ops-panel" aria-labelledby="ops-modules">
      <h2 id="ops-modules">{t('modules.title')}</h2>
      {canaryRunning ? <p className="ops-note">{t('modules.frozen')}</p> : null}
      <label className="ops-percent">
        {t('modules.percent')}
        <input type="number" min={1} max={99} value={percent} onChange={(e) => setPercent(Number(e.target.value))} data-testid="ops-canary-percent" />
      </label>
      <table>
        <thead>
          <tr>
            <th>{t('modules.module')}</th>
            <th>{t('modules.live')}</th>
            <th>{t('modules.build')}</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {rows.map(({ specifier, builds }) => {
            const live = head?.map.imports[specifier];
            // Nothing is pre-selected: the live build shows until the operator picks another one.
            const url = chosen[specifier] ?? live ?? '';
            const disabled = canaryRunning || !etag || !url || url === live;
            const changes = { [specifier]: url };
            return (
              <tr key={specifier} data-testid={`ops-module-${specifier}`}>
                <td>{specifier}</td>
                <td data-testid="ops-module-live">{buildOf(live)}</td>
                <td>
                  <select aria-label={t('modules.build')} value={url} onChange={(e) => setChosen({ ...chosen, [specifier]: e.target.value })}>
                    {builds.map((b) => (
                      <option key={b.version} value={b.entries[specifier]}>
                        {t('modules.buildOption', { version: b.version, at: dateTimeText(b.builtAt), size: kilobytes(b.size) })}
                        {b.entries[specifier] === live ? ` · ${t('modules.isLive')}` : ''}
                      </option>
                    ))}
                  </select>
                </td>
                <td className="ops-actions">
                  <button
                    type="button"
                    disabled={disabled}
                    onClick={() => {
                      // Everyone gets it at once: the operator confirms what, from → to, and why (a reason comes first).
                      const question = t('modules.confirmDeploy', { specifier, from: buildOf(live), to: buildOf(url), reason: context.reason });
                      if (context.reason && !window.confirm(question)) return;
                      void context.run(async () => t('result.changed', { version: (await api.change(etag, changes, context.reason)).body.version }));
                    }}
                  >
                    {t('modules.deploy')}
                  </button>
                  <button
                    type="button"
                    disabled={disabled}
                    onClick={() => void context.run(async () => t('result.canaryStarted', { id: (await api.startCanary(etag, changes, percent, context.reason)).id, percent }))}
                  >
                    {t('modules.canary')}
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
