/**
 * What the office's bonus pages share: their texts (the `bonuses` dictionary namespace), one load per
 * mount (aborted on unmount), the balance announcement after a money move, small views and styles.
 */
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useArenaTranslation } from '@arena/ui-kit';

export const BONUSES_NAMESPACE = 'bonuses';
export type TextFn = (key: string, vars?: Record<string, string | number>) => string;

export function useBonusT(): TextFn {
  const { t } = useArenaTranslation(BONUSES_NAMESPACE);
  return (key, vars) => (vars ? t(key, vars) : t(key));
}

export type Loaded<T> = { state: 'loading' } | { state: 'error' } | { state: 'ready'; data: T };

export function useOfficeLoad<T>(load: (signal: AbortSignal) => Promise<T>, deps: readonly unknown[]): [Loaded<T>, () => void, (data: T) => void] {
  const [result, setResult] = useState<Loaded<T>>({ state: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setResult({ state: 'ready', data });
      },
      () => {
        if (!controller.signal.aborted) setResult((previous) => (previous.state === 'ready' ? previous : { state: 'error' }));
      },
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  const replace = useCallback((data: T) => setResult({ state: 'ready', data }), []);
  return [result, reload, replace];
}

export function LoadState({ loaded, reload, t, children }: { loaded: Loaded<unknown>; reload: () => void; t: TextFn; children: ReactNode }) {
  if (loaded.state === 'loading') return <p className="bo-muted" aria-busy="true">{t('loading')}</p>;
  if (loaded.state === 'error') {
    return (
      <div role="alert" className="bo-note bo-note--error" data-testid="bonuses-load-error">
        <p>{t('load_error')}</p>
        <button type="button" className="bo-btn bo-btn--ghost" onClick={reload}>{t('retry')}</button>
      </div>
    );
  }
  return <>{children}</>;
}

export function Outcome({ outcome }: { outcome: { ok: boolean; message: string } | null }) {
  if (!outcome) return null;
  return (
    <p role={outcome.ok ? 'status' : 'alert'} className={`bo-note${outcome.ok ? '' : ' bo-note--error'}`} data-testid="bonuses-outcome">
      {outcome.message}
    </p>
  );
}

export const BONUS_OFFICE_STYLES = `
.bo-page { font-family: var(--arena-font); color: var(--arena-text); display: grid; gap: 16px; max-width: 860px; }
.bo-page h2 { margin: 0; font-size: 1.5em; }
.bo-page h3 { margin: 0; font-size: 1.1em; }
.bo-lead { margin: 0; color: var(--arena-text-muted); line-height: 1.5; }
.bo-card { background: var(--arena-surface); border: 1px solid var(--arena-border); border-radius: var(--arena-radius); padding: 16px 18px; display: grid; gap: 12px; }
.bo-card--accent { border-color: var(--arena-accent); }
.bo-row { display: flex; flex-wrap: wrap; gap: 10px; align-items: center; justify-content: space-between; }
.bo-facts { display: grid; grid-template-columns: repeat(auto-fill, minmax(160px, 1fr)); gap: 10px; margin: 0; }
.bo-facts div { background: var(--arena-surface-2); border-radius: var(--arena-radius); padding: 8px 12px; }
.bo-facts dt { font-size: .8em; color: var(--arena-text-muted); }
.bo-facts dd { margin: 2px 0 0; font-weight: 700; font-variant-numeric: tabular-nums; }
.bo-bar { height: 12px; border-radius: 999px; background: var(--arena-surface-2); overflow: hidden; border: 1px solid var(--arena-border); }
.bo-bar__fill { height: 100%; background: var(--arena-accent); }
.bo-btn { border-radius: var(--arena-radius); padding: 9px 15px; font: inherit; font-weight: 600; cursor: pointer; border: 1px solid transparent; text-decoration: none; display: inline-block; }
.bo-btn:disabled { opacity: .5; cursor: not-allowed; }
.bo-btn--primary { background: var(--arena-accent); color: var(--arena-accent-text); }
.bo-btn--ghost { background: var(--arena-surface-2); color: inherit; border-color: var(--arena-border); }
.bo-btn--danger { background: transparent; color: var(--arena-danger); border-color: var(--arena-danger); }
.bo-note { margin: 0; padding: 10px 14px; border-radius: var(--arena-radius); background: var(--arena-surface-2); border-left: 4px solid var(--arena-accent); line-height: 1.45; }
.bo-note--error { border-left-color: var(--arena-danger); }
.bo-muted { color: var(--arena-text-muted); margin: 0; }
.bo-table { width: 100%; border-collapse: collapse; }
.bo-table th, .bo-table td { text-align: left; padding: 8px 10px; border-bottom: 1px solid var(--arena-border); font-variant-numeric: tabular-nums; }
.bo-table tr[aria-current="true"] td { background: var(--arena-surface-2); font-weight: 700; }
.bo-badge { font-size: .78em; text-transform: uppercase; letter-spacing: .04em; padding: 2px 8px; border-radius: 999px; background: var(--arena-surface-2); border: 1px solid var(--arena-border); }
.bo-form { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }
.bo-form input { font: inherit; padding: 9px 12px; border-radius: var(--arena-radius); border: 1px solid var(--arena-border); background: var(--arena-surface-2); color: inherit; min-width: 220px; }
.bo-form input[aria-invalid="true"] { border-color: var(--arena-danger); }
`;
