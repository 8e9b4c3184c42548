/**
 * Entry of the support agents' console (/support-console/, scripts/build/ops-page.ts builds it beside the
 * ops page): the same standalone bundle set-up, texts from the `ops` dictionary namespace ("support").
 */
import { createRoot } from 'react-dom/client';
import { AppErrorFallback, ErrorBoundary } from '@arena/ui-kit';
import { OpsI18nContext, startOpsI18n } from '../page/ops-i18n.ts';
import { ConsoleApp } from './console-app.tsx';
import './console.css';

async function start() {
  const language = document.documentElement.dataset['language'] || document.documentElement.lang || 'ru';
  const i18n = await startOpsI18n(language);
  createRoot(document.getElementById('ops-root')!).render(
    <ErrorBoundary fallback={(error) => <AppErrorFallback app="support-console" error={error} />}>
      <OpsI18nContext.Provider value={i18n}>
        <ConsoleApp language={language} />
      </OpsI18nContext.Provider>
    </ErrorBoundary>,
  );
}

void start();
