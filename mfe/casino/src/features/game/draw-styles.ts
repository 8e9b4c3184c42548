/**
 * Styles of the ball draws (bingo, lottery) and the Hi-Lo table: drawn balls drop in one after another (each
 * its own delay), marked numbers light up; with reduced motion everything is shown at once, nothing moves.
 */
export const DRAW_CSS = `
.gm-balls { display: flex; flex-wrap: wrap; gap: 4px; justify-content: center; max-width: 640px; }
.gm-ball-drop { animation: gm-ball-in 0.45s cubic-bezier(0.3, 1.4, 0.5, 1) both; }
@keyframes gm-ball-in { from { transform: translateY(-40px); opacity: 0; } to { transform: none; opacity: 1; } }
.gm-bingo-cards { display: flex; flex-wrap: wrap; gap: 12px; justify-content: center; }
.gm-bingo-card { display: grid; gap: 4px; justify-items: center; }
.gm-bingo-card svg { width: 100%; max-width: 260px; }
.gm-lotto__grid { display: grid; grid-template-columns: repeat(7, minmax(30px, 1fr)); gap: 4px; max-width: 360px; }
.gm-lotto__n { padding: 6px 0; border-radius: 50%; aspect-ratio: 1; border: 1px solid var(--arena-border); background: var(--arena-surface-2); color: inherit; cursor: pointer; }
.gm-lotto__n[aria-pressed="true"] { background: var(--arena-accent); color: var(--arena-accent-text); }
.gm-lotto__n.is-hit { box-shadow: 0 0 0 3px var(--arena-success, #2a9d3f); }
.gm-hilo-guess { display: grid; gap: 2px; justify-items: center; }
@media (prefers-reduced-motion: reduce) { .gm-ball-drop { animation: none; } }
`;
