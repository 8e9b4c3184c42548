/** office/responsible: the responsible-gaming limits screen (spec §2 sections, §4 notices, §8 messages). */
import { useState } from 'react';
import { LIMIT_TYPE } from '@arena/domain';
import { useArenaTranslation, useBusState, useFormatters } from '@arena/ui-kit';
import { LIMITS_STYLES } from './limits-styles.ts';
import type { LimitsStore } from './limits-store.ts';
import { buildLimitsView } from './limits-view.ts';
import { LimitSection } from './limit-section.tsx';
import { useLimitsConfig, useLimitsStore } from './use-limits.ts';

export function LimitsPage({ store }: { store?: LimitsStore }) {
  const language = useBusState('language');
  const user = useBusState('user');
  const { t } = useArenaTranslation('limits');
  const tr = (key: string, vars?: Record<string, unknown>) => t(key, vars ?? {});
  const formatters = useFormatters();
  const config = useLimitsConfig();
  const [state, limits] = useLimitsStore(user?.userId ?? null, language, store);
  // The chosen (unsaved) break values: each break warns that saving it signs the player out.
  const [chosenBreaks, setChosenBreaks] = useState<Record<number, number | null>>({});
  const now = limits.serverNow();
  const view = buildLimitsView({
    limits: state.limits,
    enabledTypes: config.enabledTypes,
    disableSectionIfAnyFieldDisabled: config.disableSectionIfAnyFieldDisabled,
    now,
    chosenSelfExclusion: chosenBreaks[LIMIT_TYPE.selfExclusion] ?? null,
    chosenTimeOut: chosenBreaks[LIMIT_TYPE.depositTimeout] ?? null,
  });
  const date = (unix: number) => formatters.dateTime(unix * 1000);
  const typeName = (limitType: number) => tr(view.sections.flatMap((s) => s.fields).find((f) => f.limitType === limitType)?.labelKey ?? '');

  return (
    <div className="rg-page" data-testid="limits-page" aria-busy={state.busy}>
      <style>{LIMITS_STYLES}</style>
      <header className="rg-page__head">
        <h2>{tr('limits_title')}</h2>
        <p className="rg-page__intro">{tr('limits_intro')}</p>
      </header>

      {state.notice ? (
        <div role={state.notice.tone === 'error' ? 'alert' : 'status'} className={`rg-notice rg-notice--${state.notice.tone}`} data-testid="limits-action-message">
          <span>{state.notice.kind === 'server-title' ? state.notice.text : tr(state.notice.key)}</span>
          <button type="button" className="rg-notice__close" aria-label="×" onClick={() => limits.dismissNotice()}>×</button>
        </div>
      ) : null}

      {view.pendingDeposit ? (
        <div className="rg-notice rg-notice--warning" data-testid="limits-pending-deposit" data-wording={view.pendingDeposit.wording}>
          <span>{tr(view.pendingDeposit.wording === 'single' ? 'limits_pending_single' : 'limits_pending_multiple', { hours: view.pendingDeposit.hoursRemaining })}</span>
          <button type="button" className="rg-btn rg-btn--ghost" disabled={state.busy} data-testid="limits-cancel-pending" onClick={() => void limits.cancel()}>
            {tr('limits_cancel')}
          </button>
        </div>
      ) : null}

      {view.otherPending.map((limit) => (
        <div key={limit.limitType} className="rg-notice rg-notice--info" data-testid={`limits-pending-${limit.limitType}`}>
          <span>{tr('limits_pending_other', { name: typeName(limit.limitType), date: date(limit.pendingChange?.endsAt ?? limit.endsAt) })}</span>
        </div>
      ))}

      {view.approvable.length > 0 ? (
        <div className="rg-notice rg-notice--success" data-testid="limits-approvable">
          <span>{tr('limits_approve_ready')}</span>
          <button type="button" className="rg-btn rg-btn--primary" disabled={state.busy} data-testid="limits-approve" onClick={() => void limits.approve()}>
            {tr('limits_approve')}
          </button>
        </div>
      ) : null}

      {view.exclusions.map((exclusion) => (
        <div key={exclusion.limitType} className="rg-notice rg-notice--danger" data-testid={`limits-exclusion-${exclusion.limitType}`}>
          <strong>{typeName(exclusion.limitType)}</strong>
          <span>{tr('limits_active_until', { start: date(exclusion.startedAt), end: date(exclusion.endsAt) })}</span>
        </div>
      ))}

      <div className="rg-grid">
        {view.sections.map((section) => (
          <LimitSection key={section.id} section={section} t={tr} busy={state.busy}
            onSet={(limitType, value) => void limits.setLimit(limitType, value)} onChooseBreak={(limitType, value) => setChosenBreaks((chosen) => ({ ...chosen, [limitType]: value }))} />
        ))}
      </div>
      {view.showSelfExclusionWarning ? (
        <p className="rg-notice rg-notice--danger" role="alert" data-testid="limits-self-exclusion-warning">{tr('limits_self_exclusion_warning')}</p>
      ) : null}
      {view.showTimeOutWarning ? (
        <p className="rg-notice rg-notice--danger" role="alert" data-testid="limits-time-out-warning">{tr('limits_time_out_warning')}</p>
      ) : null}
    </div>
  );
}
