/** The promotions app's styles, scoped under .promo-app and built on the shell's theme properties. */
export const PROMOTIONS_STYLES = `
.promo-app { font-family: var(--arena-font); color: var(--arena-text); display: grid; gap: 20px; max-width: 1100px; margin: 0 auto; padding: 8px 0 32px; }
.promo-app h1 { margin: 0; font-size: 1.8em; }
.promo-app h2 { margin: 0; font-size: 1.3em; }
.promo-lead { margin: 0; color: var(--arena-text-muted); line-height: 1.5; max-width: 760px; }
.promo-tabs { display: flex; flex-wrap: wrap; gap: 8px; padding: 0; margin: 0; list-style: none; }
.promo-tab { border: 1px solid var(--arena-border); background: var(--arena-surface-2); color: inherit; border-radius: 999px; padding: 7px 14px; font: inherit; cursor: pointer; text-decoration: none; }
.promo-tab[aria-pressed="true"], .promo-tab[aria-current="page"] { background: var(--arena-accent); color: var(--arena-accent-text); border-color: var(--arena-accent); }
.promo-grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(300px, 1fr)); gap: 16px; padding: 0; margin: 0; list-style: none; }
.promo-card { display: grid; grid-template-rows: auto 1fr; background: var(--arena-surface); border: 1px solid var(--arena-border); border-radius: var(--arena-radius); overflow: hidden; color: inherit; text-decoration: none; }
.promo-card:hover { border-color: var(--arena-accent); }
.promo-card__art { width: 100%; height: 150px; display: block; }
.promo-card__body { display: grid; gap: 8px; padding: 14px 16px 18px; align-content: start; }
.promo-card__title { font-weight: 700; font-size: 1.08em; line-height: 1.3; }
.promo-card__summary { margin: 0; color: var(--arena-text-muted); line-height: 1.45; font-size: .95em; }
.promo-badge { justify-self: start; background: var(--arena-accent); color: var(--arena-accent-text); border-radius: 6px; padding: 3px 8px; font-weight: 700; font-size: .85em; }
.promo-hero { display: grid; grid-template-columns: minmax(0, 1.2fr) minmax(0, 1fr); gap: 20px; align-items: center; background: var(--arena-surface); border: 1px solid var(--arena-border); border-radius: var(--arena-radius); overflow: hidden; }
.promo-hero__text { display: grid; gap: 12px; padding: 22px; }
.promo-hero__art { width: 100%; height: 100%; min-height: 200px; display: block; }
@media (max-width: 760px) { .promo-hero { grid-template-columns: 1fr; } .promo-hero__art { min-height: 140px; order: -1; } }
.promo-body { background: var(--arena-surface); border: 1px solid var(--arena-border); border-radius: var(--arena-radius); padding: 20px 24px; line-height: 1.6; }
.promo-body table { border-collapse: collapse; margin: 8px 0; }
.promo-body th, .promo-body td { border: 1px solid var(--arena-border); padding: 6px 10px; text-align: start; }
.promo-terms { display: grid; grid-template-columns: repeat(auto-fill, minmax(170px, 1fr)); gap: 10px; margin: 0; }
.promo-terms div { background: var(--arena-surface-2); border-radius: var(--arena-radius); padding: 10px 12px; }
.promo-terms dt { font-size: .8em; color: var(--arena-text-muted); }
.promo-terms dd { margin: 2px 0 0; font-weight: 700; font-size: 1.1em; }
.promo-cta { display: grid; gap: 10px; justify-items: start; }
.promo-btn { display: inline-block; border-radius: var(--arena-radius); padding: 11px 18px; font: inherit; font-weight: 700; cursor: pointer; border: 1px solid transparent; text-decoration: none; }
.promo-btn:disabled { opacity: .55; cursor: not-allowed; }
.promo-btn--primary { background: var(--arena-accent); color: var(--arena-accent-text); }
.promo-btn--ghost { background: var(--arena-surface-2); color: inherit; border-color: var(--arena-border); }
.promo-note { margin: 0; padding: 10px 14px; border-radius: var(--arena-radius); background: var(--arena-surface-2); border-inline-start: 4px solid var(--arena-accent); line-height: 1.45; }
.promo-note--error { border-inline-start-color: var(--arena-danger); }
.promo-links { display: flex; flex-wrap: wrap; gap: 10px; }
.promo-list { margin: 0; padding-inline-start: 20px; line-height: 1.6; }
.promo-section { display: grid; gap: 12px; }
.promo-form { display: flex; gap: 8px; flex-wrap: wrap; align-items: center; }
.promo-form input { font: inherit; padding: 10px 12px; border-radius: var(--arena-radius); border: 1px solid var(--arena-border); background: var(--arena-surface-2); color: inherit; text-transform: uppercase; min-width: 220px; }
.promo-muted { color: var(--arena-text-muted); }
`;
