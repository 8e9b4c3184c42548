/**
 * Entry of the ops page bundle (scripts/build/ops-page.ts). A standalone bundle with its own React, not
 * a module of the import map: the page that repairs a broken map must not depend on that map.
 * Texts come from the `ops` dictionary namespace in the page's language: the site code the host writes
 * in <html data-language> (ua, kz…; <html lang> carries its BCP 47 tag and dir the writing direction).
 */
import i18next from 'i18next';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { OpsApp } from './ops-app.tsx';
import './ops-page.css';

async function start() {
  const language = document.documentElement.dataset['language'] || document.documentElement.lang || 'ru';
  const response = await fetch(`/dictionary-api/${encodeURIComponent(language)}/ops`);
  const dictionary = response.ok ? ((await response.json()) as Record<string, unknown>) : {};
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({ lng: language, resources: { [language]: { ops: dictionary } }, ns: ['ops'], defaultNS: 'ops', interpolation: { escapeValue: false } });
  createRoot(document.getElementById('ops-root')!).render(
    <I18nextProvider i18n={i18n}>
      <OpsApp language={language} />
    </I18nextProvider>,
  );
}

void start();
