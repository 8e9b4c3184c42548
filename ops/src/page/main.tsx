/**
 * Entry of the ops page bundle (scripts/build/ops-page.ts). A standalone bundle with its own React, not
 * a module of the import map: the page that repairs a broken map must not depend on that map.
 * Texts come from the `ops` dictionary namespace in the page's language: the site code the host writes
 * in <html data-language> (ua, kz…; <html lang> carries its BCP 47 tag and dir the writing direction).
 */
import { createRoot } from 'react-dom/client';
import { AppErrorFallback, ErrorBoundary } from '@arena/ui-kit';
import { OpsApp } from './ops-app.tsx';
import { OpsI18nContext, startOpsI18n } from './ops-i18n.ts';
import './ops-page.css';

async function start() {
  const language = document.documentElement.dataset['language'] || document.documentElement.lang || 'ru';
  const i18n = await startOpsI18n(language);
  createRoot(document.getElementById('ops-root')!).render(
    <ErrorBoundary fallback={(error) => <AppErrorFallback app="ops" error={error} />}>
      <OpsI18nContext.Provider value={i18n}>
        <OpsApp language={language} />
      </OpsI18nContext.Provider>
    </ErrorBoundary>,
  );
}

void start();
