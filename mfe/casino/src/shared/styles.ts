/**
 * The casino app's stylesheet (the host links only the shell's CSS, so the app brings its own <style>);
 * colours come from the shell theme's custom properties.
 */
export const CASINO_CSS = `
.arena-casino { color: var(--arena-text); font-family: var(--arena-font); display: grid; gap: 14px; }
.arena-casino h1 { margin: 0; font-size: 1.5rem; }
.arena-casino h2 { margin: 0; font-size: 1.2rem; }
.arena-casino a { color: inherit; }
.cs-tabs { display: flex; gap: 4px; overflow-x: auto; border-bottom: 1px solid var(--arena-border); scrollbar-width: thin; }
.cs-tabs a { padding: 8px 12px; text-decoration: none; font-weight: 600; white-space: nowrap; border-bottom: 2px solid transparent; }
.cs-tabs a.is-active { border-color: var(--arena-accent); color: var(--arena-accent); }
.cs-chips { display: flex; flex-wrap: wrap; gap: 6px; }
.cs-chips a { padding: 4px 12px; border-radius: 14px; background: var(--arena-surface-2); text-decoration: none; font-size: 0.875rem; }
.cs-chips a.is-active { background: var(--arena-accent); color: var(--arena-accent-text); }
.cs-page, .cs-lobby, .cs-list { display: grid; gap: 12px; }
.cs-section { display: grid; gap: 8px; }
.cs-section > header { display: flex; align-items: baseline; justify-content: space-between; gap: 10px; }
.cs-section > header a { font-size: 0.875rem; color: var(--arena-accent); }
.cs-grid { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(150px, 1fr)); gap: 12px; }
.cs-tile { position: relative; background: var(--arena-surface); border: 1px solid var(--arena-border); border-radius: 12px; overflow: hidden; }
.cs-tile__link { display: grid; text-decoration: none; }
.cs-tile__art { display: block; aspect-ratio: 4 / 3; background: var(--arena-surface-2); }
.cs-art { display: block; width: 100%; height: 100%; }
.cs-tile__name { padding: 6px 10px 0; font-weight: 700; font-size: 0.875rem; line-height: 1.25; }
.cs-tile__provider { padding: 0 10px 2px; font-size: 0.75rem; color: var(--arena-text-muted); }
.cs-tile__family { padding: 0 10px 8px; font-size: 0.7rem; color: var(--arena-text-muted); font-style: italic; }
.cs-tile:hover { border-color: var(--arena-accent); }
.cs-badge { position: absolute; top: 6px; left: 6px; padding: 2px 8px; border-radius: 10px; font-size: 0.6875rem; font-weight: 700; background: var(--arena-accent); color: var(--arena-accent-text); }
.cs-badge--jackpot { background: var(--arena-warning); color: #1b1600; }
.cs-badge--hot { background: var(--arena-danger-fill); color: #fff; }
.cs-fav { position: absolute; top: 4px; right: 4px; width: 32px; height: 32px; border-radius: 50%; border: 0; cursor: pointer; font-size: 1.1rem; line-height: 1; background: rgba(0, 0, 0, .45); color: #fff; }
.cs-fav.is-on { color: #ffd166; }
.cs-fav:focus-visible { outline: 2px solid var(--arena-accent); }
.cs-toolbar { display: flex; flex-wrap: wrap; gap: 12px; align-items: center; justify-content: space-between; }
.cs-toolbar select, .cs-search input { font: inherit; color: var(--arena-text); background: var(--arena-surface-2); border: 1px solid var(--arena-border); border-radius: 6px; padding: 6px 8px; }
.cs-search { display: grid; gap: 4px; max-width: 520px; }
.cs-search span { font-size: 0.8125rem; color: var(--arena-text-muted); }
.cs-count, .cs-lead, .cs-empty { margin: 0; color: var(--arena-text-muted); }
.cs-more, .cs-error-box button { justify-self: center; font: inherit; font-weight: 600; padding: 8px 20px; border-radius: 8px; border: 1px solid var(--arena-border); background: var(--arena-surface-2); color: var(--arena-text); cursor: pointer; }
.cs-more:disabled { opacity: .5; cursor: default; }
.cs-error, .cs-error-box p { color: var(--arena-danger); margin: 0; }
.cs-error-box { display: grid; gap: 8px; justify-items: start; }
.cs-skeleton { height: 160px; border-radius: 12px; background: var(--arena-surface-2); }
.cs-providers { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(220px, 1fr)); gap: 10px; }
.cs-provider { display: grid; grid-template-columns: 40px 1fr; grid-template-rows: auto auto; column-gap: 10px; padding: 10px; border-radius: 10px; background: var(--arena-surface); border: 1px solid var(--arena-border); text-decoration: none; }
.cs-provider:hover { border-color: var(--arena-accent); }
.cs-provider__badge { grid-row: span 2; width: 40px; height: 40px; display: inline-block; vertical-align: middle; }
.cs-provider__name { font-weight: 700; }
.cs-provider__count { font-size: 0.8125rem; color: var(--arena-text-muted); }
.cs-provider-title { display: flex; align-items: center; gap: 10px; }
.cs-game-info { grid-template-columns: minmax(0, 320px) 1fr; align-items: start; }
.cs-game-info__art { border-radius: 12px; overflow: hidden; aspect-ratio: 4 / 3; }
.cs-facts { display: grid; grid-template-columns: auto 1fr; gap: 4px 16px; margin: 8px 0 0; }
.cs-facts dt { color: var(--arena-text-muted); }
.cs-facts dd { margin: 0; font-weight: 600; }
.cs-notfound, .cs-thanks { padding: 16px; background: var(--arena-surface); border: 1px solid var(--arena-border); border-radius: 10px; }
@media (max-width: 640px) {
  .cs-grid { grid-template-columns: repeat(auto-fill, minmax(120px, 1fr)); gap: 8px; }
  .cs-game-info { grid-template-columns: 1fr; }
}
`;
