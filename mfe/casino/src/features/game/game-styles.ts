/** The game page's stylesheet (added beside the casino app's own; theme colours from the shell). */
export const GAME_CSS = `
.gm-page { display: grid; gap: 12px; }
.gm-page:fullscreen { background: var(--arena-bg, #111); padding: 16px; overflow: auto; }
.gm-head { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 10px; }
.gm-modes { display: inline-flex; border: 1px solid var(--arena-border); border-radius: 18px; overflow: hidden; }
.gm-modes button { border: 0; padding: 6px 14px; background: transparent; color: inherit; font-weight: 600; cursor: pointer; }
.gm-modes button[aria-pressed="true"] { background: var(--arena-accent); color: var(--arena-accent-text); }
.gm-stage { display: grid; gap: 12px; padding: 16px; border-radius: 14px; background: var(--arena-surface); border: 1px solid var(--arena-border); }
.gm-balance { font-weight: 700; }
.gm-controls { display: flex; flex-wrap: wrap; align-items: end; gap: 10px; }
.gm-controls label { display: grid; gap: 4px; font-size: 0.875rem; }
.gm-controls input { width: 8em; padding: 6px 8px; }
.gm-play { padding: 8px 22px; border-radius: 18px; border: 0; background: var(--arena-accent); color: var(--arena-accent-text); font-weight: 700; cursor: pointer; }
.gm-play:disabled { opacity: 0.6; cursor: default; }
.gm-result { font-weight: 700; min-height: 1.4em; }
.gm-reels { display: grid; grid-template-columns: repeat(5, minmax(44px, 72px)); gap: 6px; justify-content: center; }
.gm-reel { display: grid; gap: 6px; }
.gm-symbol { display: inline-grid; place-items: center; aspect-ratio: 1; min-width: 28px; border-radius: 10px; background: var(--arena-surface-2, #fff2); }
.gm-symbol svg { width: 80%; height: 80%; }
.gm-symbol.is-win { outline: 3px solid var(--arena-warning, gold); }
.gm-table .gm-symbol { width: 28px; }
.gm-keno__grid { display: grid; grid-template-columns: repeat(10, minmax(28px, 1fr)); gap: 4px; }
.gm-keno__n { padding: 6px 0; border-radius: 6px; border: 1px solid var(--arena-border); background: var(--arena-surface-2); color: inherit; cursor: pointer; }
.gm-keno__n.is-picked { background: var(--arena-accent); color: var(--arena-accent-text); }
.gm-keno__n.is-drawn { box-shadow: inset 0 0 0 2px var(--arena-warning, gold); }
.gm-keno__n.is-hit { background: var(--arena-success, #2a9d3f); color: #fff; }
.gm-crash { display: grid; justify-items: center; gap: 6px; }
.gm-crash__chart { width: 100%; max-width: 420px; background: var(--arena-surface-2); border-radius: 10px; }
.gm-crash__curve { fill: none; stroke: var(--arena-accent); stroke-width: 3; }
.gm-crash__multiplier { font-size: 2.4rem; font-weight: 800; margin: 0; }
.gm-crash.is-flying .gm-crash__multiplier { color: var(--arena-success, #2a9d3f); }
.gm-board { display: grid; justify-items: center; gap: 8px; }
.gm-board svg { max-width: 100%; height: auto; }
.gm-board .gm-spot { cursor: pointer; }
.gm-board .gm-spot:hover, .gm-board .gm-spot:focus-visible { opacity: 0.8; outline: none; }
.gm-spin { transition: transform 1.6s cubic-bezier(0.2, 0.8, 0.2, 1); transform-origin: 50% 50%; transform-box: fill-box; }
.gm-wheel { position: relative; width: 260px; max-width: 100%; aspect-ratio: 200 / 210; }
.gm-board .gm-wheel svg { position: absolute; inset-inline-start: 0; top: 0; width: 100%; max-width: none; }
.gm-board .gm-wheel__disk { height: auto; aspect-ratio: 1; will-change: transform; }
.gm-board .gm-wheel__pointer { height: 100%; pointer-events: none; }
.gm-drop { transition: transform 0.9s ease-in; }
.gm-choices { display: flex; flex-wrap: wrap; gap: 6px; justify-content: center; }
.gm-choices button { padding: 6px 12px; border-radius: 14px; border: 1px solid var(--arena-border); background: var(--arena-surface-2); color: inherit; cursor: pointer; }
.gm-choices button[aria-pressed="true"] { background: var(--arena-accent); color: var(--arena-accent-text); }
.gm-family { font-size: 0.875rem; color: var(--arena-text-muted); margin: 0; }
@media (prefers-reduced-motion: reduce) { .gm-spin, .gm-drop { transition: none; } }
.gm-panel { border: 1px solid var(--arena-border); border-radius: 10px; padding: 8px 12px; }
.gm-panel summary { cursor: pointer; font-weight: 700; }
.gm-table { border-collapse: collapse; width: 100%; font-size: 0.875rem; }
.gm-table th, .gm-table td { border-bottom: 1px solid var(--arena-border); padding: 4px 6px; text-align: start; }
.gm-code { display: block; font-size: 0.75rem; word-break: break-all; }
.gm-fair__list { list-style: none; padding: 0; display: grid; gap: 8px; }
.gm-fair__round { display: grid; gap: 2px; padding: 6px; border-radius: 8px; background: var(--arena-surface-2); }
.gm-alert { padding: 10px 12px; border-radius: 10px; background: var(--arena-danger-soft, #fde2e2); color: var(--arena-danger-text, #7a0b0b); display: flex; flex-wrap: wrap; gap: 10px; align-items: center; }
.gm-closed { padding: 24px; text-align: center; border-radius: 14px; background: var(--arena-surface); border: 1px solid var(--arena-border); }
.gm-row { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }
.gm-link { background: none; border: 0; color: var(--arena-accent); cursor: pointer; padding: 0; }
.gm-hint { margin: 0; font-size: 0.875rem; color: var(--arena-text-muted); }
.gm-error-text { color: var(--arena-danger, #c00); }
.gm-reels--small { grid-template-columns: repeat(5, minmax(28px, 44px)); }
.gm-cascade { margin: 0; display: grid; gap: 6px; justify-items: center; }
.gm-symbol { position: relative; }
.gm-coin-value { position: absolute; bottom: 2px; font-size: 0.7rem; font-weight: 700; color: #3a2a00; background: #ffe08a; border-radius: 6px; padding: 0 3px; }
.gm-respin { display: inline-block; margin-inline-end: 8px; font-size: 0.8rem; }
@media (prefers-reduced-motion: no-preference) {
  .gm-symbol.is-fresh { animation: gm-drop 0.35s ease-out both; }
  @keyframes gm-drop { from { transform: translateY(-60%); opacity: 0; } to { transform: none; opacity: 1; } }
}
`;
