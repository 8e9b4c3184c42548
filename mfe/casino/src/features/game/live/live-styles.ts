/** The live table's stylesheet (beside the game page's GAME_CSS). */
export const LIVE_CSS = `
.lv-stage { display: grid; gap: 12px; padding: 16px; border-radius: 14px; background: var(--arena-surface); border: 1px solid var(--arena-border); }
.lv-top { display: flex; flex-wrap: wrap; gap: 12px; align-items: center; justify-content: space-between; }
.lv-badge { display: inline-flex; align-items: center; gap: 6px; padding: 2px 10px; border-radius: 10px; background: #c1121f; color: #fff; font-weight: 700; font-size: 0.8rem; }
.lv-badge::before { content: ''; width: 8px; height: 8px; border-radius: 50%; background: #fff; animation: lv-pulse 1.2s infinite; }
.lv-phase { font-weight: 700; }
.lv-strip { display: flex; flex-wrap: wrap; gap: 4px; list-style: none; margin: 0; padding: 0; }
.lv-strip li { min-width: 2.2em; padding: 2px 6px; border-radius: 8px; text-align: center; font-weight: 700; color: #fff; background: #555; }
.lv-strip .tone-red { background: #c1121f; } .lv-strip .tone-black { background: #1d1d1d; } .lv-strip .tone-green { background: #1b7f3b; }
.lv-strip .tone-player { background: #118ab2; } .lv-strip .tone-banker { background: #c1121f; } .lv-strip .tone-tie { background: #2a9d3f; }
.lv-strip .tone-win { background: #2a9d3f; } .lv-strip .tone-push { background: #6c757d; } .lv-strip .tone-lose { background: #c1121f; }
.lv-strip .tone-mark-1 { background: #e0a800; } .lv-strip .tone-mark-3 { background: #2a9d3f; } .lv-strip .tone-mark-5 { background: #118ab2; } .lv-strip .tone-mark-11 { background: #7b2cbf; } .lv-strip .tone-mark-23 { background: #c1121f; }
.lv-bets { list-style: none; margin: 0; padding: 0; display: grid; gap: 4px; max-height: 12em; overflow: auto; font-size: 0.875rem; }
.lv-bets li { display: flex; justify-content: space-between; gap: 8px; padding: 4px 8px; border-radius: 8px; background: var(--arena-surface-2); }
.lv-bets li.is-mine { outline: 2px solid var(--arena-accent); }
.lv-dealer__arm { transition: d 0.4s ease; }
/* The clock ring steps with the stage's 4 Hz countdown, on purpose without a transition: one restarted every tick kept
   the ring restyled and repainted on every frame of the betting window (bench: casino frame times). */
@keyframes lv-pulse { 50% { opacity: 0.3; } }
@media (prefers-reduced-motion: reduce) { .lv-badge::before { animation: none; } .lv-dealer__arm { transition: none; } }
`;
