/**
 * office/settings: the spec §3 display settings (theme, view type, font size, odds format, time zone,
 * 12/24 h). Saving stores them for the player on the server and applies them at once through the
 * replayed `settings` bus state, which the shell persists and every app renders from.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { bus, type DisplaySettings } from '@arena/event-bus';
import { useBusState } from '@arena/ui-kit';
import { failureOf } from '../../platform/office-errors.ts';
import { officeApi } from '../../platform/office-api.ts';
import { useOfficeText } from '../../platform/office-text.ts';
import { FONT_SIZES, ODDS_FORMATS, THEMES, TIME_ZONES, timeZoneLabel, VIEW_TYPES } from './settings-rules.ts';

export function SettingsPage() {
  const { t } = useOfficeText();
  const current = useBusState('settings');
  const [draft, setDraft] = useState<DisplaySettings>(current);
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  // The player's stored settings may arrive after the page opened (use-stored-settings.ts): follow them.
  useEffect(() => setDraft(current), [current]);
  const set = <K extends keyof DisplaySettings>(key: K, value: DisplaySettings[K]) => {
    setDraft({ ...draft, [key]: value });
    setNote(null);
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    try {
      const saved = await officeApi.saveSettings(draft);
      bus.setState('settings', { ...bus.getState('settings'), ...saved });
      setNote({ ok: true, text: t('settings_saved') });
    } catch (error) {
      setNote({ ok: false, text: failureOf(error).message ?? t('network_error') });
    } finally {
      setBusy(false);
    }
  };
  const select = <K extends keyof DisplaySettings>(key: K, options: readonly number[], label: (v: number) => string) => (
    <label>
      {t(`settings_${key}`)}
      <select name={key} value={Number(draft[key])} onChange={(e) => set(key, Number(e.target.value) as DisplaySettings[K])}>
        {options.map((v) => <option key={v} value={v}>{label(v)}</option>)}
      </select>
    </label>
  );
  return (
    <div className="office-page" data-testid="office-settings">
      <h2>{t('settings_title')}</h2>
      <form className="office-card office-form" onSubmit={(e) => void submit(e)}>
        {select('appTheme', THEMES, (v) => t(`settings_theme_${v}`))}
        {select('appViewType', VIEW_TYPES, (v) => t(`settings_view_${v}`))}
        {select('appFontSize', FONT_SIZES, (v) => t('settings_font_px', { size: v }))}
        {select('coefViewId', ODDS_FORMATS, (v) => t(`settings_odds_${v}`))}
        {select('timeZone', TIME_ZONES, timeZoneLabel)}
        <label className="office-check">
          <span><input type="checkbox" name="is12h" checked={draft.is12h} onChange={(e) => set('is12h', e.target.checked)} /> {t('settings_is12h')}</span>
        </label>
        {note ? <p role={note.ok ? 'status' : 'alert'} className={note.ok ? 'office-ok' : 'office-alert'} data-testid="settings-note">{note.text}</p> : null}
        <div><button type="submit" className="office-btn office-btn--primary" disabled={busy} data-testid="settings-save">{t('save')}</button></div>
      </form>
    </div>
  );
}
