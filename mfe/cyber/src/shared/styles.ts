/** The cyber app's stylesheet; colours come from the shell theme's custom properties (theme.css). */
export const CYBER_CSS = `
.arena-cyber { color: var(--arena-text); font-family: var(--arena-font); }
.cy-page, .cy-game-page { display: grid; gap: 14px; }
.cy-title { margin: 0; font-size: 1.375rem; }
.cy-muted { color: var(--arena-text-muted); }
.cy-live { color: var(--arena-live); font-weight: 700; }
.cy-skeleton { height: 240px; border-radius: 12px; background: linear-gradient(90deg, var(--arena-surface) 25%, var(--arena-surface-2) 50%, var(--arena-surface) 75%); background-size: 200% 100%; animation: cy-shimmer 1.4s infinite linear; }
@keyframes cy-shimmer { from { background-position: 200% 0; } to { background-position: -200% 0; } }
.cy-nav { display: grid; gap: 8px; }
.cy-tabs { display: flex; gap: 6px; }
.cy-tabs a { padding: 8px 16px; border-radius: 8px; background: var(--arena-surface); border: 1px solid var(--arena-border); color: var(--arena-text); text-decoration: none; font-weight: 700; text-transform: uppercase; font-size: 0.8125rem; }
.cy-tabs a.is-active { background: var(--arena-accent); color: var(--arena-accent-text); border-color: var(--arena-accent); }
.cy-chips { display: flex; flex-wrap: wrap; gap: 6px; }
.cy-chips a { padding: 5px 12px; border-radius: 16px; background: var(--arena-surface-2); color: var(--arena-text); text-decoration: none; font-size: 0.8125rem; }
.cy-chips a.is-active { outline: 2px solid var(--arena-accent); }
.cy-block-title { margin: 0 0 8px; font-size: 1rem; text-transform: uppercase; letter-spacing: .05em; }
.cy-block-title.is-live::before { content: '● '; color: var(--arena-live); }
.cy-list { display: grid; background: var(--arena-surface); border: 1px solid var(--arena-border); border-radius: 10px; overflow: hidden; }
.cy-game { display: grid; grid-template-columns: 90px minmax(160px, 1fr) 60px minmax(200px, 260px); gap: 10px; align-items: center; padding: 8px 12px; border-top: 1px solid var(--arena-border); font-size: 0.875rem; }
.cy-game:first-child { border-top: 0; }
.cy-game__time { font-size: 0.75rem; color: var(--arena-text-muted); }
.cy-game__teams { display: grid; color: var(--arena-text); text-decoration: none; }
.cy-game__teams small { color: var(--arena-text-muted); }
.cy-game__score { font-weight: 800; font-size: 1rem; text-align: center; }
.cy-game__odds, .cy-market__outcomes { display: flex; gap: 6px; flex-wrap: wrap; }
.cy-odds { display: flex; justify-content: space-between; gap: 8px; min-width: 72px; padding: 6px 10px; border-radius: 6px; border: 1px solid var(--arena-border); background: var(--arena-surface-2); color: var(--arena-text); cursor: pointer; }
.cy-odds span { color: var(--arena-text-muted); }
.cy-odds.is-selected { background: var(--arena-accent); color: var(--arena-accent-text); border-color: var(--arena-accent); }
.cy-odds.is-selected span { color: inherit; }
.cy-odds:disabled { opacity: .55; cursor: default; }
.cy-markets { display: grid; gap: 10px; }
.cy-market { background: var(--arena-surface); border: 1px solid var(--arena-border); border-radius: 10px; padding: 10px 12px; }
.cy-market h3 { margin: 0 0 8px; font-size: 0.875rem; }
.cy-periods { border-collapse: collapse; background: var(--arena-surface); border-radius: 8px; font-size: 0.875rem; max-width: 320px; }
.cy-periods caption { text-align: start; padding-bottom: 4px; color: var(--arena-text-muted); }
.cy-periods th, .cy-periods td { padding: 5px 12px; border-top: 1px solid var(--arena-border); text-align: start; }
.cy-cards { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(220px, 1fr)); gap: 10px; }
.cy-card { display: grid; gap: 4px; padding: 12px; border-radius: 10px; background: var(--arena-surface); border: 1px solid var(--arena-border); }
.cy-card a { color: var(--arena-text); }
.cy-tracker { margin: 0; padding: 12px; border-radius: 12px; background: var(--arena-surface); border: 1px solid var(--arena-border); display: grid; gap: 8px; max-width: 720px; }
.cy-tracker__head { display: grid; grid-template-columns: 1fr auto 1fr; align-items: center; gap: 12px; font-weight: 700; }
.cy-tracker__head .cy-tracker__team:last-child { text-align: end; }
.cy-tracker__score { font-size: 1.75rem; }
.cy-tracker__arena { width: 100%; height: auto; display: block; }
.cy-arena__floor { fill: color-mix(in srgb, var(--arena-accent) 12%, var(--arena-surface-2)); stroke: var(--arena-border); stroke-width: .4; }
.cy-arena__line { stroke: var(--arena-border); stroke-width: .4; fill: none; }
.cy-arena__zone.is-home { fill: color-mix(in srgb, #3a7bd5 25%, transparent); }
.cy-arena__zone.is-away { fill: color-mix(in srgb, #d5543a 25%, transparent); }
.cy-arena__marker { fill: var(--arena-text); transition: cx .8s ease-in-out; }
.cy-arena__marker.is-home { fill: #3a7bd5; }
.cy-arena__marker.is-away { fill: #d5543a; }
.cy-arena__flash { fill: none; stroke: var(--arena-live); stroke-width: 1; animation: cy-flash 1.2s ease-out infinite; }
@keyframes cy-flash { from { opacity: 1; } to { opacity: 0; } }
.cy-arena__progress { fill: var(--arena-accent); transition: width 1s linear; }
.cy-tracker__state { display: flex; justify-content: space-between; margin: 0; font-size: 0.875rem; }
.cy-tracker__event { color: var(--arena-live); }
.cy-tracker__feed { margin: 0; padding-inline-start: 18px; font-size: 0.8125rem; display: grid; gap: 2px; }
.cy-not-found { padding: 24px; border-radius: 12px; background: var(--arena-surface); border: 1px solid var(--arena-border); }
`;
