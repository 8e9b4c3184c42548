import type { DisplaySettings } from '@arena/event-bus';
import { bus } from '@arena/event-bus';
import { useBusState } from '@arena/ui-kit';
import { useText } from '../platform/use-text.ts';
import { usePopover } from '../header/use-popover.ts';
import { Icon } from '../widgets/icons.tsx';
import { FONT_SIZES, ODDS_FORMATS, TIME_ZONES, updateSettings } from './settings-store.ts';

const zoneLabel = (h: number) => `UTC${h >= 0 ? '+' : '−'}${Math.abs(h)}`;

/** Theme, font size, view, odds format, time zone and 12/24 h; changes go to the replayed `settings` state. */
export function SettingsMenu({ placement = 'down' }: { placement?: 'down' | 'up' }) {
  const t = useText();
  const settings = useBusState('settings');
  const { open, toggle, root } = usePopover();
  const set = (patch: Partial<DisplaySettings>) => updateSettings(bus, patch);
  return (
    <div className="arena-popover" ref={root}>
      <button type="button" className="arena-icon-btn" aria-haspopup="dialog" aria-expanded={open} aria-label={t('settings')} onClick={toggle} data-testid={placement === 'down' ? 'settings-button' : 'footer-settings-button'}>
        <Icon name="gear" />
      </button>
      {open && (
        <div className={`arena-menu arena-menu--${placement} arena-settings`} role="dialog" aria-label={t('settings')}>
          <fieldset>
            <legend>{t('theme')}</legend>
            <div className="arena-segmented">
              {([1, 0] as const).map((v) => (
                <button key={v} type="button" aria-pressed={settings.appTheme === v} onClick={() => set({ appTheme: v })}>
                  {t(v === 1 ? 'theme_dark' : 'theme_light')}
                </button>
              ))}
            </div>
          </fieldset>
          <fieldset>
            <legend>{t('view')}</legend>
            <div className="arena-segmented">
              {([0, 1] as const).map((v) => (
                <button key={v} type="button" aria-pressed={settings.appViewType === v} onClick={() => set({ appViewType: v })}>
                  {t(v === 0 ? 'view_european' : 'view_asian')}
                </button>
              ))}
            </div>
          </fieldset>
          <fieldset>
            <legend>{t('font_size')}</legend>
            <div className="arena-segmented">
              {FONT_SIZES.map((size) => (
                <button key={size} type="button" aria-pressed={settings.appFontSize === size} onClick={() => set({ appFontSize: size })} style={{ fontSize: size - 2 }}>
                  A
                </button>
              ))}
            </div>
          </fieldset>
          <label className="arena-field">
            <span>{t('odds_format')}</span>
            <select value={settings.coefViewId} onChange={(e) => set({ coefViewId: Number(e.target.value) })}>
              {ODDS_FORMATS.map((f) => (
                <option key={f.id} value={f.id}>{t(f.labelKey)}</option>
              ))}
            </select>
          </label>
          <label className="arena-field">
            <span>{t('time_zone')}</span>
            <select value={settings.timeZone} onChange={(e) => set({ timeZone: Number(e.target.value) })}>
              {TIME_ZONES.map((h) => (
                <option key={h} value={h}>{zoneLabel(h)}</option>
              ))}
            </select>
          </label>
          <fieldset>
            <legend>{t('time_format')}</legend>
            <div className="arena-segmented">
              {[false, true].map((v) => (
                <button key={String(v)} type="button" aria-pressed={settings.is12h === v} onClick={() => set({ is12h: v })}>
                  {v ? '12h' : '24h'}
                </button>
              ))}
            </div>
          </fieldset>
        </div>
      )}
    </div>
  );
}
