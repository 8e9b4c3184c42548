/**
 * /ops/: the operator's page. Signed in with an operator token (kept for this tab only), it shows the
 * modules with their live build, changes one with a reason (at once or as a canary), watches the running
 * canary's error rates against the stable map's, rolls back from the history, promotes one environment's
 * map to another and lists the deploy hooks' deliveries.
 */
import { useState, type FormEvent } from 'react';
import { useOpsTranslation } from './ops-i18n.ts';
import { CanaryPanel } from './canary-panel.tsx';
import { HistoryPanel } from './history-panel.tsx';
import { ModulesPanel } from './modules-panel.tsx';
import { EnvironmentsPanel } from './environments-panel.tsx';
import { HooksPanel } from './hooks-panel.tsx';
import { dateTimeText } from './ops-state.ts';
import { useOps } from './use-ops.ts';

const TOKEN_KEY = 'arena-ops-token';

export function OpsApp({ language }: { language: string }) {
  const [token, setToken] = useState(() => sessionStorage.getItem(TOKEN_KEY));
  if (!token) return <SignIn onToken={(t) => (sessionStorage.setItem(TOKEN_KEY, t), setToken(t))} />;
  return (
    <Dashboard
      token={token}
      language={language}
      onSignOut={() => {
        sessionStorage.removeItem(TOKEN_KEY);
        setToken(null);
      }}
    />
  );
}

function SignIn({ onToken }: { onToken: (token: string) => void }) {
  const { t } = useOpsTranslation();
  const [value, setValue] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (value.trim()) onToken(value.trim());
  };
  return (
    <form className="ops-signin" onSubmit={submit}>
      <h1>{t('title')}</h1>
      <label>
        {t('signIn.token')}
        <input type="password" autoComplete="off" value={value} onChange={(e) => setValue(e.target.value)} data-testid="ops-token" />
      </label>
      <button type="submit">{t('signIn.submit')}</button>
    </form>
  );
}

/** What every change needs: a reason (audited), and the outcome shown where the operator acted. */
export interface ActionContext {
  reason: string;
  run: (action: () => Promise<string>) => Promise<void>;
}

function Dashboard({ token, language, onSignOut }: { token: string; language: string; onSignOut: () => void }) {
  const { t } = useOpsTranslation();
  const { api, snapshot, reload } = useOps(token, language);
  const [reason, setReason] = useState('');
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const run = async (action: () => Promise<string>) => {
    if (!reason.trim()) {
      setOutcome({ ok: false, text: t('reason.required') });
      return;
    }
    try {
      setOutcome({ ok: true, text: await action() });
      setReason('');
    } catch (error) {
      setOutcome({ ok: false, text: (error as Error).message });
    }
    await reload();
  };
  const context: ActionContext = { reason: reason.trim(), run };
  if (snapshot.error && !snapshot.head) {
    return (
      <main className="ops">
        <p role="alert">{snapshot.error}</p>
        <button type="button" onClick={onSignOut}>{t('signOut')}</button>
      </main>
    );
  }
  return (
    <main className="ops">
      <header className="ops-header">
        <h1>{t('title')}</h1>
        {snapshot.head ? (
          <p data-testid="ops-live-version">{t('live', { version: snapshot.head.version, operator: snapshot.head.operator, at: dateTimeText(snapshot.head.at) })}</p>
        ) : null}
        <button type="button" onClick={onSignOut}>{t('signOut')}</button>
      </header>
      <label className="ops-reason">
        {t('reason.label')}
        <input value={reason} onChange={(e) => setReason(e.target.value)} placeholder={t('reason.placeholder')} data-testid="ops-reason" />
      </label>
      {outcome ? (
        <p role={outcome.ok ? 'status' : 'alert'} className={outcome.ok ? 'ops-ok' : 'ops-error'} data-testid="ops-outcome">
          {outcome.text}
        </p>
      ) : null}
      <CanaryPanel status={snapshot.canary} api={api} context={context} />
      <ModulesPanel head={snapshot.head} etag={snapshot.etag} modules={snapshot.modules} canaryRunning={Boolean(snapshot.canary?.running)} api={api} context={context} />
      <HistoryPanel versions={snapshot.history} next={snapshot.historyNext} head={snapshot.head} etag={snapshot.etag} canaryRunning={Boolean(snapshot.canary?.running)} api={api} context={context} />
      <EnvironmentsPanel environments={snapshot.environments} api={api} context={context} />
      <HooksPanel hooks={snapshot.hooks} deliveries={snapshot.deliveries} />
    </main>
  );
}
