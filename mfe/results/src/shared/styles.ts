/**
 * The results app's stylesheet (the host links only the shell's CSS, so the app brings its own <style>);
 * colours come from the shell theme's custom properties.
 */
export const RESULTS_CSS = `
.arena-results { color: var(--arena-text); font-family: var(--arena-font); display: grid; gap: 12px; }
.arena-results h1 { margin: 0; font-size: 1.5rem; }
.arena-results h2 { margin: 0; font-size: 1.25rem; }
.arena-results a { color: inherit; }
.rs-tabs { display: flex; gap: 4px; flex-wrap: wrap; border-bottom: 1px solid var(--arena-border); }
.rs-tabs a { padding: 8px 14px; text-decoration: none; font-weight: 600; border-bottom: 2px solid transparent; }
.rs-tabs a.is-active { border-color: var(--arena-accent); color: var(--arena-accent); }
.rs-page { display: grid; gap: 12px; }
.rs-filters { display: flex; flex-wrap: wrap; gap: 10px; align-items: end; padding: 10px; background: var(--arena-surface); border: 1px solid var(--arena-border); border-radius: 10px; }
.rs-filters label { display: grid; gap: 4px; font-size: 0.8125rem; color: var(--arena-text-muted); }
.rs-filters input, .rs-filters select, .rs-datebar button { font: inherit; color: var(--arena-text); background: var(--arena-surface-2); border: 1px solid var(--arena-border); border-radius: 6px; padding: 6px 8px; }
.rs-datebar { display: flex; gap: 4px; align-items: end; }
.rs-datebar button { cursor: pointer; min-width: 32px; }
.rs-datebar button:disabled { opacity: .4; cursor: default; }
.rs-count, .rs-lead, .rs-empty { margin: 0; color: var(--arena-text-muted); }
.rs-error { color: var(--arena-danger); margin: 0; }
.rs-linkbutton { font: inherit; background: none; border: 0; padding: 0; color: var(--arena-accent); text-decoration: underline; cursor: pointer; }
.rs-skeleton { height: 120px; border-radius: 10px; background: var(--arena-surface-2); }
.rs-groups { display: grid; gap: 10px; }
.rs-group { background: var(--arena-surface); border: 1px solid var(--arena-border); border-radius: 10px; overflow: hidden; }
.rs-group h3 { margin: 0; padding: 8px 12px; background: var(--arena-surface-2); font-size: 0.8125rem; }
.rs-group > p, .rs-group > span { margin: 8px 12px; display: block; }
.rs-group ul { list-style: none; margin: 0; padding: 0; }
.rs-row { display: grid; grid-template-columns: 90px minmax(0, 1fr) 40px minmax(0, auto) 40px; gap: 10px; align-items: center; padding: 6px 12px; border-top: 1px solid var(--arena-border); font-size: 0.875rem; }
.rs-row__time { color: var(--arena-text-muted); display: grid; }
.rs-row__teams, .rs-row__score { display: grid; }
.rs-row__teams a { text-decoration: none; }
.rs-row__teams .is-winner { font-weight: 700; }
.rs-row__periods { display: flex; gap: 6px; color: var(--arena-text-muted); font-size: 0.75rem; }
.rs-row__periods span { display: grid; text-align: center; min-width: 18px; }
.rs-row__periods i { font-style: normal; }
.rs-row__stats { font-size: 0.75rem; text-decoration: none; color: var(--arena-accent) !important; }
.rs-live { color: var(--arena-live); }
.rs-chips { display: flex; gap: 6px; flex-wrap: wrap; }
.rs-chips button { font: inherit; cursor: pointer; padding: 5px 10px; border-radius: 999px; border: 1px solid var(--arena-border); background: var(--arena-surface); color: var(--arena-text); }
.rs-chips button.is-active { background: var(--arena-accent); color: var(--arena-accent-text); }
.rs-zone { display: grid; grid-template-columns: repeat(auto-fill, minmax(260px, 1fr)); gap: 10px; }
.rs-zone__tile { background: var(--arena-surface); border: 1px solid var(--arena-border); border-radius: 10px; padding: 10px; }
.rs-zone__tile h3 { margin: 0 0 6px; font-size: 1rem; }
.rs-zone__tile h4 { margin: 8px 0 4px; font-size: 0.75rem; text-transform: uppercase; color: var(--arena-text-muted); }
.rs-zone__tile ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 4px; font-size: 0.8125rem; }
.rs-zone__tile li > a, .rs-zone__tile li > span { display: flex; gap: 6px; justify-content: space-between; text-decoration: none; }
.rs-zone__tile li.is-live b { color: var(--arena-live); }
.rs-table { width: 100%; border-collapse: collapse; font-size: 0.875rem; background: var(--arena-surface); }
.rs-table th, .rs-table td { padding: 6px 8px; text-align: center; border-bottom: 1px solid var(--arena-border); }
.rs-table th { color: var(--arena-text-muted); font-weight: 600; }
.rs-table__team { text-align: start !important; }
.rs-table tr.is-highlight { background: var(--arena-surface-2); font-weight: 700; }
.rs-form { display: inline-flex; gap: 3px; vertical-align: middle; }
.rs-form span { display: inline-grid; place-items: center; width: 20px; height: 20px; border-radius: 4px; font-size: 0.6875rem; font-weight: 700; color: #fff; }
.rs-form__W { background: var(--arena-success); }
.rs-form__D { background: var(--arena-text-muted); }
.rs-form__L { background: var(--arena-danger-fill); }
.rs-crumbs { font-size: 0.8125rem; color: var(--arena-text-muted); }
.rs-board { display: grid; grid-template-columns: 1fr auto 1fr; gap: 12px; align-items: center; padding: 14px; background: var(--arena-surface); border: 1px solid var(--arena-border); border-radius: 10px; text-align: center; font-weight: 700; }
.rs-board div { display: grid; gap: 4px; }
.rs-board__score { font-size: 1.75rem; }
.rs-plain { padding: 8px 12px !important; display: grid; gap: 4px; }
.rs-notfound { padding: 24px; background: var(--arena-surface); border: 1px solid var(--arena-border); border-radius: 10px; }
@media (max-width: 700px) { .rs-row { grid-template-columns: 60px minmax(0, 1fr) 32px; } .rs-row__periods, .rs-row__stats { display: none; } }
`;
