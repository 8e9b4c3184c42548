/** The limits screen's styles, scoped under .rg-page and built on the shell's theme properties. */
export const LIMITS_STYLES = `
.rg-page { font-family: var(--arena-font, system-ui); color: var(--arena-text, #e8efe9); display: grid; gap: 14px; max-width: 1100px; }
.rg-page__head h2 { margin: 0 0 4px; font-size: 1.5em; }
.rg-page__intro { margin: 0; color: var(--arena-text-muted, #8da196); line-height: 1.45; max-width: 70ch; }
.rg-grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(320px, 1fr)); gap: 14px; }
.rg-section { background: var(--arena-surface, #16211c); border: 1px solid var(--arena-border, #26352e); border-radius: var(--arena-radius, 8px); padding: 16px; display: grid; gap: 12px; align-content: start; }
.rg-section.is-disabled { opacity: .55; }
.rg-field.is-locked .rg-field__label { color: var(--arena-text-muted, #8da196); }
.rg-section__title { margin: 0; font-size: 1.05em; letter-spacing: .01em; border-inline-start: 3px solid var(--arena-accent, #1fbf63); padding-inline-start: 8px; }
.rg-field { display: grid; gap: 6px; padding-top: 10px; border-top: 1px solid var(--arena-border, #26352e); }
.rg-field:first-of-type { border-top: 0; padding-top: 0; }
.rg-field__label { font-weight: 600; }
.rg-field__current { display: flex; gap: 10px; flex-wrap: wrap; font-size: .92em; }
.rg-field__left { color: var(--arena-text-muted, #8da196); }
.rg-field__control { display: flex; gap: 8px; flex-wrap: wrap; }
.rg-field__control input, .rg-field__control select { flex: 1 1 140px; min-width: 0; background: var(--arena-surface-2, #1e2b25); color: inherit;
  border: 1px solid var(--arena-border, #26352e); border-radius: var(--arena-radius, 8px); padding: 8px 10px; font: inherit; }
.rg-btn { border-radius: var(--arena-radius, 8px); padding: 8px 14px; font: inherit; font-weight: 600; cursor: pointer; border: 1px solid transparent; }
.rg-btn:disabled { cursor: not-allowed; opacity: .5; }
.rg-btn--primary { background: var(--arena-accent, #1fbf63); color: var(--arena-accent-text, #04130a); }
.rg-btn--primary:not(:disabled):hover { background: var(--arena-accent-hover, #27d872); }
.rg-btn--ghost { background: transparent; color: inherit; border-color: var(--arena-border, #26352e); }
.rg-notice { display: flex; gap: 12px; align-items: center; justify-content: space-between; flex-wrap: wrap; margin: 0;
  padding: 12px 14px; border-radius: var(--arena-radius, 8px); border: 1px solid var(--arena-border, #26352e); background: var(--arena-surface-2, #1e2b25); }
.rg-notice--warning { border-color: var(--arena-warning, #f5a623); }
.rg-notice--danger { border-color: var(--arena-danger, #e5484d); }
.rg-notice--success { border-color: var(--arena-success, #1fbf63); }
.rg-notice--error { border-color: var(--arena-danger, #e5484d); }
.rg-notice--info { border-color: var(--arena-info, #3b82f6); }
.rg-notice__close { background: none; border: 0; color: inherit; font-size: 1.2em; cursor: pointer; }
`;
