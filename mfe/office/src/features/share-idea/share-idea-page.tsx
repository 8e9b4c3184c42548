/** office/share-idea: the player suggests an improvement (category + text) and sees what was sent. */
import { useState, type FormEvent } from 'react';
import { useBusState, useFormatters } from '@arena/ui-kit';
import { failureOf } from '../../platform/office-errors.ts';
import { officeApi } from '../../platform/office-api.ts';
import { useOfficeText } from '../../platform/office-text.ts';
import { useLoad } from '../../platform/use-load.ts';

export const IDEA_CATEGORIES = ['sports', 'casino', 'payments', 'design', 'other'] as const;
export const IDEA_MIN_LENGTH = 10;

export function ShareIdeaPage() {
  const { t } = useOfficeText();
  const format = useFormatters();
  const user = useBusState('user');
  const ideas = useLoad(() => officeApi.ideas(), [user?.userId]);
  const [category, setCategory] = useState<string>(IDEA_CATEGORIES[0]);
  const [text, setText] = useState('');
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (text.trim().length < IDEA_MIN_LENGTH) return setNote({ ok: false, text: t('idea_too_short', { min: IDEA_MIN_LENGTH }) });
    try {
      await officeApi.sendIdea(category, text.trim());
      setText('');
      setNote({ ok: true, text: t('idea_thanks') });
      ideas.reload();
    } catch (error) {
      setNote({ ok: false, text: failureOf(error).message ?? t('network_error') });
    }
  };
  return (
    <div className="office-page" data-testid="office-share-idea">
      <h2>{t('idea_title')}</h2>
      <p>{t('idea_intro')}</p>
      <form className="office-card office-form" onSubmit={(e) => void submit(e)} noValidate>
        <label>
          {t('idea_category')}
          <select name="category" value={category} onChange={(e) => setCategory(e.target.value)}>
            {IDEA_CATEGORIES.map((c) => <option key={c} value={c}>{t(`idea_category_${c}`)}</option>)}
          </select>
        </label>
        <label>{t('idea_text')}<textarea name="idea" maxLength={2000} value={text} onChange={(e) => setText(e.target.value)} /></label>
        {note ? <p role={note.ok ? 'status' : 'alert'} className={note.ok ? 'office-ok' : 'office-alert'} data-testid="idea-note">{note.text}</p> : null}
        <div><button type="submit" className="office-btn office-btn--primary">{t('idea_send')}</button></div>
      </form>
      {ideas.state.kind === 'ready' && ideas.state.data.length > 0 ? (
        <div className="office-card">
          <h3>{t('idea_sent')}</h3>
          <ul>
            {ideas.state.data.map((idea) => (
              <li key={idea.id}>{format.date(idea.created_at * 1000)} · {t(`idea_category_${idea.category}`)} — {idea.text}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
