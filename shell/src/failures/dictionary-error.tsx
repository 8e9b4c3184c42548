/**
 * Spec §8 dictionary failure: instead of raw keys (login_title, password_field…) the page shows
 * main_dictionary_load_error, a hint to refresh and a refresh button, over everything (modals included:
 * their texts come from the same dictionaries). The texts are the built-in ones of @arena/i18n, since
 * the dictionaries are what failed; the failed load's status code is forwarded to the page.
 */
import { builtInFailureTexts, type DictionaryState } from '@arena/i18n';
import { useBusState, useDictionaryState } from '@arena/ui-kit';
import './failures.css';

export interface DictionaryErrorViewProps {
  state: DictionaryState;
  language: string;
  reload: () => void;
}

export function DictionaryErrorView({ state, language, reload }: DictionaryErrorViewProps) {
  if (state.status !== 'error') return null;
  const texts = builtInFailureTexts(language);
  const { error } = state;
  return (
    <div className="arena-dictionary-error" role="alertdialog" aria-modal="true" aria-labelledby="arena-dictionary-error-title"
      data-testid="dictionary-error" data-status-code={error.statusCode} data-namespace={error.namespace}>
      <div className="arena-dictionary-error__box">
        <h2 id="arena-dictionary-error-title" data-key={error.messageKey}>{texts.main_dictionary_load_error}</h2>
        <p data-key={error.hintKey}>{texts.main_dictionary_load_error_hint}</p>
        <button type="button" className="arena-btn arena-btn--accent" data-key={error.actionKey} onClick={reload} autoFocus>
          {texts.page_refresh}
        </button>
        {error.statusCode > 0 && <small className="arena-dictionary-error__code">{error.statusCode}</small>}
      </div>
    </div>
  );
}

export function DictionaryError() {
  const state = useDictionaryState();
  const language = useBusState('language');
  return <DictionaryErrorView state={state} language={language} reload={() => window.location.reload()} />;
}
