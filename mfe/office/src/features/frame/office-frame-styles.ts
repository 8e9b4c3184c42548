/** The frame's own rules (the office app links no stylesheet): theme custom properties of the shell. */
export const FRAME_CSS = `
.office-frame { display: grid; grid-template-columns: 240px minmax(0, 1fr); gap: 20px; align-items: start; padding: 12px 0; }
.office-menu { background: var(--arena-surface); border: 1px solid var(--arena-border); border-radius: 10px; padding: 10px 0; position: sticky; top: 10px; }
.office-menu__group + .office-menu__group { border-top: 1px solid var(--arena-border); margin-top: 6px; padding-top: 6px; }
.office-menu__title { font-size: 0.75rem; text-transform: uppercase; letter-spacing: 0.04em; color: var(--arena-text-muted); margin: 6px 14px; }
.office-menu ul { list-style: none; margin: 0; padding: 0; }
.office-menu a { display: block; padding: 7px 14px; color: inherit; text-decoration: none; font-size: 0.9rem; }
.office-menu a:hover { background: var(--arena-surface-2); }
.office-menu a.is-current { background: var(--arena-surface-2); border-inline-start: 3px solid var(--arena-accent); font-weight: 700; }
.office-frame__back { display: none; margin-bottom: 8px; }
.office-page h2 { margin-top: 0; }
.office-card { background: var(--arena-surface); border: 1px solid var(--arena-border); border-radius: 10px; padding: 14px 16px; margin-bottom: 14px; }
.office-card h3 { margin: 0 0 10px; font-size: 1rem; }
.office-form { display: grid; gap: 10px; max-width: 520px; }
.office-form label { display: grid; gap: 4px; font-size: 0.875rem; }
.office-form input, .office-form select, .office-form textarea { font: inherit; padding: 7px 9px; border-radius: 6px; border: 1px solid var(--arena-border); background: var(--arena-surface-2); color: inherit; }
.office-form textarea { min-height: 90px; resize: vertical; }
.office-field-error { color: var(--arena-danger); font-size: 0.8125rem; }
.office-btn { font: inherit; cursor: pointer; padding: 8px 16px; border-radius: 6px; border: 1px solid var(--arena-border); background: var(--arena-surface-2); color: inherit; }
.office-btn--primary { background: var(--arena-accent); color: var(--arena-accent-text); border-color: transparent; font-weight: 700; }
.office-btn:disabled { opacity: 0.6; cursor: default; }
.office-alert { padding: 8px 12px; border-radius: 6px; background: var(--arena-surface-2); border-inline-start: 3px solid var(--arena-danger); }
.office-ok { padding: 8px 12px; border-radius: 6px; background: var(--arena-surface-2); border-inline-start: 3px solid var(--arena-success); }
.office-table { width: 100%; border-collapse: collapse; font-size: 0.875rem; }
.office-table th, .office-table td { text-align: start; padding: 6px 8px; border-bottom: 1px solid var(--arena-border); }
.office-badge { display: inline-block; padding: 2px 10px; border-radius: 10px; background: var(--arena-surface-2); font-size: 0.8125rem; font-weight: 700; }
.office-badge[data-status='verified'], .office-badge[data-status='answered'], .office-badge[data-status='full'], .office-badge[data-status='good'] { background: var(--arena-success); color: var(--arena-accent-text); }
.office-badge[data-status='rejected'], .office-badge[data-status='bad'] { background: var(--arena-danger-fill); color: #fff; }
.office-badge[data-status='pending'], .office-badge[data-status='waiting'], .office-badge[data-status='normal'] { background: var(--arena-warning); color: #1b1600; }
.office-meter { height: 8px; border-radius: 4px; background: var(--arena-surface-2); overflow: hidden; max-width: 320px; }
.office-meter > span { display: block; height: 100%; background: var(--arena-accent); }
.office-links { display: flex; flex-wrap: wrap; gap: 8px; list-style: none; padding: 0; margin: 0; }
.office-links a { display: inline-block; padding: 6px 12px; border-radius: 16px; border: 1px solid var(--arena-border); text-decoration: none; color: inherit; }
@media (max-width: 900px) {
  .office-frame { grid-template-columns: 1fr; }
  .office-menu { position: static; }
  .office-menu:not(.is-home) { display: none; }
  .office-frame__back { display: inline-block; }
}
`;
