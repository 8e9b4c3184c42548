/** The deposit screen's styles, scoped under .rc-page and built on the shell's theme properties. */
export const RECHARGE_STYLES = `
.rc-page { font-family: var(--arena-font); color: var(--arena-text); display: grid; gap: 16px; max-width: 760px; }
.rc-page h2 { margin: 0 0 4px; font-size: 1.5em; }
.rc-page__intro { margin: 0; color: var(--arena-text-muted); line-height: 1.45; }
.rc-test-payments { margin: 8px 0 0; padding: 8px 12px; border-radius: var(--arena-radius); background: #f3f0ff; color: #3b2380; border: 1px solid #6b3fd4; }
.rc-card { background: var(--arena-surface); border: 1px solid var(--arena-border); border-radius: var(--arena-radius); padding: 18px; display: grid; gap: 16px; }
.rc-label { font-weight: 600; font-size: .92em; }
.rc-accounts { display: grid; grid-template-columns: repeat(auto-fill, minmax(200px, 1fr)); gap: 10px; border: 0; padding: 0; margin: 0; }
.rc-account { display: grid; gap: 2px; padding: 12px 14px; border-radius: var(--arena-radius); border: 1px solid var(--arena-border);
  background: var(--arena-surface-2); cursor: pointer; position: relative; }
.rc-account input { position: absolute; opacity: 0; pointer-events: none; }
.rc-account:has(input:checked) { border-color: var(--arena-accent); box-shadow: inset 0 0 0 1px var(--arena-accent); }
.rc-account:has(input:focus-visible) { outline: 2px solid var(--arena-info); outline-offset: 2px; }
.rc-account__name { font-weight: 600; display: flex; gap: 8px; align-items: center; }
.rc-account__badge { font-size: .72em; text-transform: uppercase; letter-spacing: .04em; color: var(--arena-accent); }
.rc-account__money { font-size: 1.15em; font-variant-numeric: tabular-nums; }
.rc-amount { display: grid; gap: 8px; }
.rc-amount__row { display: flex; gap: 8px; align-items: stretch; }
.rc-amount__row input { flex: 1 1 auto; min-width: 0; font: inherit; font-size: 1.25em; font-variant-numeric: tabular-nums; padding: 10px 12px; color: inherit;
  background: var(--arena-surface-2); border: 1px solid var(--arena-border); border-radius: var(--arena-radius); }
.rc-amount__row input[aria-invalid="true"] { border-color: var(--arena-danger); }
.rc-amount__hint { margin: 0; font-size: .85em; color: var(--arena-text-muted); }
.rc-amount__problem { margin: 0; font-size: .85em; color: var(--arena-danger); }
.rc-chips { display: flex; gap: 8px; flex-wrap: wrap; }
.rc-btn { border-radius: var(--arena-radius); padding: 10px 16px; font: inherit; font-weight: 600; cursor: pointer; border: 1px solid transparent; }
.rc-btn:disabled { cursor: not-allowed; opacity: .5; }
.rc-btn--primary { background: var(--arena-accent); color: var(--arena-accent-text); font-size: 1.05em; }
.rc-btn--primary:not(:disabled):hover { background: var(--arena-accent-hover); }
.rc-btn--ghost { background: var(--arena-surface-2); color: inherit; border-color: var(--arena-border); }
.rc-btn--square { width: 48px; font-size: 1.3em; padding: 0; }
.rc-outcome { display: grid; gap: 4px; padding: 14px 16px; border-radius: var(--arena-radius); border: 1px solid var(--arena-border);
  border-inline-start-width: 4px; background: var(--arena-surface-2); position: relative; }
.rc-outcome strong { font-size: 1.02em; }
.rc-outcome p { margin: 0; }
.rc-outcome--done { border-color: var(--arena-success); }
.rc-outcome--limit, .rc-outcome--timeout, .rc-outcome--error { border-color: var(--arena-danger); }
.rc-outcome__figure { font-weight: 700; font-variant-numeric: tabular-nums; }
.rc-outcome__close { position: absolute; top: 6px; inset-inline-end: 8px; background: none; border: 0; color: inherit; font-size: 1.2em; cursor: pointer; }
.rc-outcome a { color: var(--arena-accent); }
`;
