/** The history page's own rules (theme custom properties of the shell). */
export const HISTORY_CSS = `
.office-history__filters { display: flex; flex-wrap: wrap; gap: 12px; margin-bottom: 12px; }
.office-history__filters label { display: grid; gap: 4px; font-size: 0.8125rem; }
.office-history__filters select { font: inherit; padding: 6px 8px; border-radius: 6px; border: 1px solid var(--arena-border); background: var(--arena-surface-2); color: inherit; }
.office-history__list { list-style: none; padding: 0; display: grid; gap: 10px; max-width: 860px; }
.office-history__list > li { background: var(--arena-surface); border: 1px solid var(--arena-border); border-radius: 10px; padding: 10px 14px; }
.office-history__list header { display: flex; gap: 6px; align-items: center; font-size: 0.875rem; }
.office-history__list ul { margin: 8px 0; padding-inline-start: 18px; color: var(--arena-text-muted); font-size: 0.8125rem; }
.office-history__list footer { font-size: 0.8125rem; }
.office-history__status { margin-inline-start: auto; padding: 2px 10px; border-radius: 10px; background: var(--arena-surface-2); font-weight: 700; }
.office-history__leg { padding: 0 8px; border-radius: 8px; background: var(--arena-surface-2); font-size: 0.75rem; }
.office-history__leg[data-result='win'] { background: var(--arena-success); color: var(--arena-accent-text); }
.office-history__leg[data-result='lose'] { background: var(--arena-danger-fill); color: #fff; }
.is-won .office-history__status { background: var(--arena-success); color: var(--arena-accent-text); }
[data-status='pending'] .office-history__status { background: var(--arena-warning); color: #1b1600; }
.is-lost .office-history__status { background: var(--arena-danger-fill); color: #fff; }
.office-history__pages { display: flex; gap: 10px; align-items: center; margin-top: 10px; }
`;
