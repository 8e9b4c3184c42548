/** The toto pages' stylesheet (theme custom properties from the shell's theme.css). */
export const TOTO_CSS = `
.toto-title { margin: 0; font-size: 1.375rem; }
.toto-muted { color: var(--arena-text-muted); }
.toto-live { color: var(--arena-live); font-weight: 700; }
.toto-code { font-family: ui-monospace, monospace; letter-spacing: .05em; }
.toto-draw__head { display: flex; flex-wrap: wrap; gap: 12px; align-items: baseline; margin-bottom: 8px; }
.toto-draw__head h2 { margin: 0; font-size: 1.125rem; }
.toto-draw__body { display: grid; grid-template-columns: minmax(0, 1fr) 260px; gap: 14px; align-items: start; }
@media (max-width: 1100px) { .toto-draw__body { grid-template-columns: 1fr; } }
.toto-table { width: 100%; border-collapse: collapse; background: var(--arena-surface); border: 1px solid var(--arena-border); border-radius: 10px; font-size: 0.875rem; }
.toto-table th, .toto-table td { padding: 7px 10px; border-top: 1px solid var(--arena-border); text-align: start; }
.toto-table th { background: var(--arena-surface-2); font-size: 0.75rem; text-transform: uppercase; color: var(--arena-text-muted); }
.toto-table caption { text-align: start; padding: 6px 0; font-weight: 600; }
.toto-table--compact { max-width: 520px; margin-top: 6px; }
.toto-picks { white-space: nowrap; }
.toto-table td small { display: block; }
.toto-table td:nth-child(3) { white-space: nowrap; }
.toto-pick { min-width: 38px; margin-inline-end: 4px; padding: 6px 0; border-radius: 6px; border: 1px solid var(--arena-border); background: var(--arena-surface-2); color: var(--arena-text); font-weight: 700; cursor: pointer; }
.toto-pick.is-picked { background: var(--arena-accent); color: var(--arena-accent-text); border-color: var(--arena-accent); }
.toto-draw__side { position: sticky; top: calc(var(--arena-header-h, 64px) + 10px); display: grid; gap: 8px; }
.toto-draw__tools { display: flex; gap: 12px; }
.toto-link { background: none; border: 0; color: var(--arena-accent); cursor: pointer; padding: 0; font-weight: 600; }
.toto-slip { background: var(--arena-surface); border: 1px solid var(--arena-border); border-radius: 12px; padding: 12px 14px; display: grid; gap: 8px; }
.toto-slip h3 { margin: 0; font-size: 1rem; }
.toto-slip__row { display: flex; justify-content: space-between; align-items: center; gap: 8px; margin: 0; }
.toto-slip__row input { width: 90px; padding: 6px 8px; border-radius: 6px; border: 1px solid var(--arena-border); background: var(--arena-surface-2); color: var(--arena-text); }
.toto-slip__hint { margin: 0; font-size: 0.8125rem; color: var(--arena-text-muted); }
.toto-slip__ok { margin: 0; color: var(--arena-success, #2e9d5b); font-weight: 600; }
.toto-slip__error { margin: 0; color: var(--arena-danger, #d9453b); font-weight: 600; }
.toto-button { padding: 10px; border: 0; border-radius: 8px; background: var(--arena-accent); color: var(--arena-accent-text); font-weight: 700; cursor: pointer; }
.toto-button:disabled { opacity: .6; cursor: default; }
.toto-status { font-size: 0.75rem; font-weight: 700; text-transform: uppercase; padding: 2px 8px; border-radius: 10px; background: var(--arena-surface-2); }
.toto-status.is-open { color: var(--arena-accent); }
.toto-status.is-won { color: var(--arena-success, #2e9d5b); }
.toto-status.is-lost { color: var(--arena-text-muted); }
.toto-archive { display: grid; gap: 14px; }
.toto-archive__draw { background: var(--arena-surface); border: 1px solid var(--arena-border); border-radius: 12px; padding: 12px 14px; }
.toto-rules { font-size: 0.875rem; color: var(--arena-text-muted); }
.toto-rules summary { cursor: pointer; font-weight: 600; color: var(--arena-text); }
`;
