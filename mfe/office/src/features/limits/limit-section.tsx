/** One limits section: its fields, each with the value in force, what is left, and a control to change it. */
import { useState } from 'react';
import { LIMIT_TYPE, isBreakLimit, isExclusionLimit, isMoneyLimit, isNoLimitValue, type ClientLimit } from '@arena/domain';
import { useFormatters, type Formatters } from '@arena/ui-kit';
import type { LimitFieldView, LimitSectionView } from './limits-view.ts';

export interface SectionProps {
  section: LimitSectionView;
  t: (key: string, vars?: Record<string, unknown>) => string;
  busy: boolean;
  onSet(limitType: number, value: number | null): void;
  /** The chosen (unsaved) value of a break (self-exclusion, time-out), lifted so the page can warn first. */
  onChooseBreak(limitType: number, value: number | null): void;
}

function unitKey(limitType: number): string {
  if (limitType === LIMIT_TYPE.session) return 'limits_unit_hours';
  if (limitType === LIMIT_TYPE.realityCheck) return 'limits_unit_minutes';
  return 'limits_unit_days';
}

/** A money limit's sum in its currency (the limit's measure), whole amounts without cents. */
const limitMoney = (format: Formatters, amount: number, limit: ClientLimit) => format.money(amount, limit.measure, { dropZeroCents: true });

function valueText(limit: ClientLimit | undefined, t: SectionProps['t'], format: Formatters): string {
  if (!limit || isNoLimitValue(limit.limitType, limit.limitValue)) return t(limit ? 'limits_no_limit' : 'limits_not_set');
  if (isMoneyLimit(limit.limitType)) return limitMoney(format, limit.limitValue, limit);
  return `${format.number(limit.limitValue)} ${t(unitKey(limit.limitType))}`;
}

function Field({ field, t, busy, disabled, onSet, onChooseBreak }: { field: LimitFieldView; disabled: boolean } & Omit<SectionProps, 'section'>) {
  const [draft, setDraft] = useState('');
  const format = useFormatters();
  const { limit, limitType, options } = field;
  const money = isMoneyLimit(limitType);
  const parsed = draft.trim() === '' ? null : Number(draft);
  const valid = parsed !== null && Number.isFinite(parsed);
  const choose = (value: string) => {
    setDraft(value);
    if (isBreakLimit(limitType)) onChooseBreak(limitType, value === '' ? null : Number(value));
  };
  const id = `rg-limit-${limitType}`;
  return (
    <div className={`rg-field${field.disabled ? ' is-locked' : ''}`} data-testid={`limit-field-${limitType}`}>
      <label htmlFor={id} className="rg-field__label">{t(field.labelKey)}</label>
      <div className="rg-field__current">
        <span data-testid={`limit-value-${limitType}`}>{valueText(limit, t, format)}</span>
        {limit && money && !isNoLimitValue(limitType, limit.limitValue) ? (
          <span className="rg-field__left" data-testid={`limit-balance-${limitType}`}>
            {t('limits_left', { value: limitMoney(format, limit.limitBalance, limit) })}
          </span>
        ) : null}
      </div>
      <div className="rg-field__control">
        {options ? (
          <select id={id} value={draft} disabled={disabled} onChange={(e) => choose(e.target.value)}>
            <option value="">{t('limits_choose')}</option>
            {options.map((o) => (
              <option key={o} value={o}>{o === -1 ? t('limits_not_set') : `${o} ${t(unitKey(limitType))}`}</option>
            ))}
          </select>
        ) : (
          <input id={id} type="number" min={1} step="any" inputMode="decimal" value={draft} disabled={disabled}
            placeholder={limit?.measure ?? ''} onChange={(e) => choose(e.target.value)} />
        )}
        <button type="button" className="rg-btn rg-btn--primary" disabled={disabled || busy || !valid}
          data-testid={`limit-save-${limitType}`} onClick={() => { onSet(limitType, parsed); choose(''); }}>
          {t('limits_save')}
        </button>
        {limit && !isExclusionLimit(limitType) && money ? (
          <button type="button" className="rg-btn rg-btn--ghost" disabled={disabled || busy} data-testid={`limit-remove-${limitType}`}
            onClick={() => onSet(limitType, null)}>
            {t('limits_remove')}
          </button>
        ) : null}
      </div>
    </div>
  );
}

export function LimitSection(props: SectionProps) {
  const { section, t } = props;
  return (
    <section className={`rg-section${section.disabled ? ' is-disabled' : ''}`} data-testid={`limits-section-${section.id}`}
      aria-disabled={section.disabled || undefined}>
      <h3 className="rg-section__title">{t(section.titleKey)}</h3>
      {section.fields.map((field) => (
        <Field key={field.limitType} field={field} disabled={section.disabled || field.disabled} {...props} />
      ))}
    </section>
  );
}
