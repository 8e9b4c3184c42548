/**
 * The betting app's stylesheet. The host links only the shell's and the UI kit's CSS, so the app brings
 * its own as a <style> element; colours come from the shell theme's custom properties (theme.css).
 */
export const BETTING_CSS = `
.arena-betting { color: var(--arena-text); font-family: var(--arena-font); }
.bt-layout { display: grid; grid-template-columns: 210px minmax(0, 1fr); gap: 12px; align-items: start; }
@media (max-width: 1100px) { .bt-layout { grid-template-columns: 1fr; } .bt-menu { display: none; } }
.bt-menu { position: sticky; top: calc(var(--arena-header-h, 64px) + 10px); background: var(--arena-surface); border: 1px solid var(--arena-border); border-radius: 12px; overflow: hidden; font-size: 0.875rem; }
.bt-menu a { color: var(--arena-text); text-decoration: none; }
.bt-menu__switch { display: grid; grid-template-columns: 1fr 1fr; gap: 4px; padding: 8px; background: var(--arena-surface-2); }
.bt-menu__switch a { text-align: center; padding: 7px 0; border-radius: 6px; font-weight: 700; text-transform: uppercase; font-size: 0.75rem; letter-spacing: .05em; }
.bt-menu__switch a.is-active { background: var(--arena-accent); color: var(--arena-accent-text); }
.bt-menu__switch a.is-live.is-active { background: var(--arena-live-fill); color: #fff; }
.bt-menu ul { list-style: none; margin: 0; padding: 6px 0; }
.bt-menu li a { display: flex; justify-content: space-between; padding: 8px 14px; }
.bt-menu li a:hover, .bt-menu li a.is-active { background: var(--arena-surface-2); color: var(--arena-accent); }
.bt-menu li small { color: var(--arena-text-muted); }
.bt-menu__extra { display: grid; border-top: 1px solid var(--arena-border); }
.bt-menu__extra a { padding: 9px 14px; font-weight: 600; }
.bt-page { display: grid; gap: 14px; }
.bt-page__more { display: grid; gap: 14px; }
.bt-page__more[hidden] { display: none; }
.bt-block__title { margin: 0 0 8px; font-size: 1rem; text-transform: uppercase; letter-spacing: .05em; display: flex; align-items: center; gap: 8px; }
.bt-block__title.is-live::before { content: ''; width: 8px; height: 8px; border-radius: 50%; background: var(--arena-live); box-shadow: 0 0 0 4px color-mix(in srgb, var(--arena-live) 25%, transparent); }
.bt-list { display: grid; gap: 10px; }
.bt-champ { background: var(--arena-surface); border: 1px solid var(--arena-border); border-radius: 10px; overflow: hidden; }
.bt-champ__head { display: flex; justify-content: space-between; align-items: center; padding: 8px 12px; background: var(--arena-surface-2); font-size: 0.8125rem; font-weight: 700; }
.bt-champ__head a { color: var(--arena-text); text-decoration: none; }
.bt-champ__cols { display: flex; gap: 40px; color: var(--arena-text-muted); font-weight: 600; padding-inline-end: 40px; }
.bt-game { display: grid; grid-template-columns: 64px minmax(140px, 1fr) minmax(190px, 250px) minmax(170px, 200px) 34px; gap: 10px; align-items: center; padding: 7px 12px; border-top: 1px solid var(--arena-border); font-size: 0.875rem; }
.bt-game__time { display: grid; font-size: 0.75rem; color: var(--arena-text-muted); }
.bt-game__teams { display: grid; gap: 2px; color: var(--arena-text); text-decoration: none; min-width: 0; }
.bt-game__team { display: flex; justify-content: space-between; gap: 6px; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.bt-game__teams:hover { color: var(--arena-accent); }
.bt-game__score { color: var(--arena-accent-2-text); }
.bt-game__sets, .bt-gamehead__sets { font-size: 0.75rem; color: var(--arena-text-muted); white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.bt-game__odds { display: grid; grid-auto-flow: column; grid-auto-columns: 1fr; gap: 4px; }
.bt-game__more { color: var(--arena-text-muted); font-size: 0.75rem; text-decoration: none; text-align: end; }
.bt-live-dot { color: var(--arena-live); font-weight: 800; font-size: 0.6875rem; }
.bt-bonus { display: grid; grid-template-columns: minmax(0, 1fr) minmax(160px, 220px); gap: 6px 16px; align-items: center; padding: 12px 14px; background: linear-gradient(90deg, rgba(255, 196, 0, 0.10), transparent 70%), var(--arena-surface); border: 1px solid var(--arena-border); border-radius: 10px; }
.bt-bonus .bt-block__title { grid-column: 1 / -1; margin: 0; }
.bt-bonus__rule { margin: 0; color: var(--arena-text-muted); font-size: 0.8125rem; }
.bt-bonus__outcomes { display: grid; gap: 4px; }
@media (max-width: 700px) { .bt-bonus { grid-template-columns: 1fr; } }
/* Phones: the row becomes two lines (time, teams, more; then the main odds across the width) and the
   handicap column, which does not fit, stays on the game page. */
@media (max-width: 700px) {
  .bt-champ__cols { display: none; }
  .bt-game { grid-template-columns: 52px minmax(0, 1fr) auto; grid-template-areas: "time teams more" "odds odds odds"; row-gap: 6px; }
  .bt-game__time { grid-area: time; }
  .bt-game__teams { grid-area: teams; }
  .bt-game__more { grid-area: more; }
  .bt-game__odds { grid-area: odds; }
  .bt-game__hcp { display: none; }
  .bt-market { grid-template-columns: 1fr; }
}
.bt-star { border: 0; background: none; padding: 0 4px; color: var(--arena-text-muted); cursor: pointer; font: inherit; font-size: 1rem; line-height: 1; }
.bt-star.is-on { color: var(--arena-accent); }
.bt-odds { display: flex; justify-content: space-between; align-items: center; gap: 6px; min-height: 34px; padding: 4px 8px; border: 1px solid transparent; border-radius: 6px; background: var(--arena-odds-bg); color: var(--arena-text); cursor: pointer; font: inherit; font-size: 0.8125rem; transition: background .15s; }
.bt-odds:hover:not(:disabled) { background: var(--arena-odds-hover); }
.bt-odds__name { color: var(--arena-text-muted); font-size: 0.6875rem; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.bt-odds__coef { font-weight: 800; }
.bt-odds.is-selected { background: var(--arena-odds-selected); color: var(--arena-accent-text); }
.bt-odds.is-selected .bt-odds__name { color: var(--arena-accent-text); }
.bt-odds.is-up { border-color: var(--arena-success); animation: bt-up 1.5s; }
.bt-odds.is-up .bt-odds__coef::after { content: ' ▲'; color: var(--arena-success); font-size: .7em; }
.bt-odds.is-down { border-color: var(--arena-danger); animation: bt-down 1.5s; }
.bt-odds.is-down .bt-odds__coef::after { content: ' ▼'; color: var(--arena-danger); font-size: .7em; }
.bt-odds:disabled { opacity: .45; cursor: not-allowed; }
@keyframes bt-up { from { box-shadow: inset 0 0 0 40px color-mix(in srgb, var(--arena-success) 30%, transparent); } }
@keyframes bt-down { from { box-shadow: inset 0 0 0 40px color-mix(in srgb, var(--arena-danger) 30%, transparent); } }
.bt-chips { display: flex; flex-wrap: wrap; gap: 6px; }
.bt-chips a { padding: 6px 12px; border-radius: 16px; background: var(--arena-surface); border: 1px solid var(--arena-border); color: var(--arena-text); text-decoration: none; font-size: 0.8125rem; }
.bt-chips a.is-active { background: var(--arena-accent); color: var(--arena-accent-text); border-color: transparent; }
.bt-chips small { color: var(--arena-text-muted); }
.bt-skeleton { height: 240px; border-radius: 10px; background: linear-gradient(90deg, var(--arena-surface) 0%, var(--arena-surface-2) 50%, var(--arena-surface) 100%); background-size: 200% 100%; animation: bt-shimmer 1.2s infinite linear; }
@keyframes bt-shimmer { to { background-position: -200% 0; } }
.bt-empty, .bt-error { padding: 18px; color: var(--arena-text-muted); background: var(--arena-surface); border-radius: 10px; }
.bt-error { color: var(--arena-danger); }
.bt-gamehead { background: linear-gradient(135deg, var(--arena-surface-2), var(--arena-surface)); border: 1px solid var(--arena-border); border-radius: 12px; padding: 12px 16px 18px; }
.bt-gamehead.is-live { border-color: color-mix(in srgb, var(--arena-live) 50%, var(--arena-border)); }
.bt-crumbs { font-size: 0.75rem; color: var(--arena-text-muted); }
.bt-crumbs a { color: var(--arena-text-muted); text-decoration: none; }
.bt-gamehead__board { display: grid; grid-template-columns: 1fr auto 1fr; align-items: center; gap: 16px; margin-top: 12px; }
.bt-gamehead__team { font-size: 1.25rem; font-weight: 800; color: var(--arena-text); text-decoration: none; }
.bt-gamehead__team:last-child { text-align: end; }
.bt-gamehead__centre { display: grid; justify-items: center; gap: 4px; }
.bt-gamehead__score { font-size: 2rem; color: var(--arena-accent-2-text); }
.bt-market-group { background: var(--arena-surface); border: 1px solid var(--arena-border); border-radius: 10px; padding: 8px 12px 12px; }
.bt-market-group h3 { margin: 4px 0 8px; font-size: 0.8125rem; text-transform: uppercase; color: var(--arena-text-muted); letter-spacing: .06em; }
.bt-market { display: grid; grid-template-columns: minmax(120px, 200px) 1fr; gap: 10px; align-items: center; padding: 6px 0; border-top: 1px solid var(--arena-border); }
.bt-market__name { font-size: 0.8125rem; font-weight: 600; }
.bt-market.is-blocked .bt-market__name::after { content: ' · suspended'; color: var(--arena-warning); font-weight: 400; }
.bt-market__outcomes { display: grid; grid-auto-flow: column; grid-auto-columns: 1fr; gap: 6px; }
.bt-multi__grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(320px, 1fr)); gap: 10px; }
.bt-pane { background: var(--arena-surface); border: 1px solid var(--arena-border); border-radius: 10px; padding: 10px; display: grid; gap: 6px; }
.bt-pane header { display: grid; justify-items: center; gap: 4px; }
.bt-pane__score { display: grid; grid-template-columns: 1fr auto 1fr; gap: 8px; width: 100%; font-weight: 700; }
.bt-pane__score span:last-child { text-align: end; }
.bt-pane__score b { color: var(--arena-accent-2-text); }
.bt-pane__market { display: grid; gap: 4px; font-size: 0.75rem; color: var(--arena-text-muted); }
.bt-multi__list { list-style: none; padding: 0; columns: 2; font-size: 0.8125rem; }
.bt-multi__list small { color: var(--arena-text-muted); }
.bt-print { max-width: 640px; margin: 24px auto; padding: 24px; background: #fff; color: #111; border-radius: 8px; font-family: var(--arena-font); }
.bt-print table { width: 100%; border-collapse: collapse; margin: 12px 0; }
.bt-print td { border-bottom: 1px solid #ddd; padding: 6px 4px; }
.bt-print dl { display: grid; grid-template-columns: auto 1fr; gap: 4px 16px; }
.bt-print dd { margin: 0; font-weight: 700; }
@media print { .bt-print__button { display: none; } }
.bt-notfound { padding: 24px; background: var(--arena-surface); border: 1px solid var(--arena-border); border-radius: 12px; }
.bt-notfound h1 { margin: 0 0 8px; font-size: 1.5rem; }
.bt-pagetype { display: grid; gap: 6px; }
.bt-pagetype__rule, .bt-pagetype__note { margin: 0; color: var(--arena-text-muted); font-size: 0.875rem; }
.bt-topgame { display: grid; gap: 4px; padding: 14px 16px; border-radius: 12px; background: var(--arena-surface-2); border: 1px solid var(--arena-accent); color: var(--arena-text); text-decoration: none; }
.bt-topgame small { color: var(--arena-accent); font-weight: 700; text-transform: uppercase; letter-spacing: .05em; }
.bt-topgame b { font-size: 1.125rem; }
.bt-gamehead__links { display: flex; gap: 14px; justify-content: center; padding-top: 8px; font-size: 0.875rem; }
.bt-gamehead__links a { color: var(--arena-accent); }
.bt-teams { padding: 8px 12px; }
`;
