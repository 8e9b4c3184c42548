/** Styles of the card tables (blackjack, video poker): a dealt card slides in, held cards lift; none of it moves for reduced motion. */
export const CARD_CSS = `
.gm-card-deal { animation: gm-card-in 0.25s ease-out both; }
@keyframes gm-card-in { from { transform: translateY(-12px); opacity: 0; } to { transform: none; opacity: 1; } }
.gm-hold { display: grid; justify-items: center; gap: 4px; background: none; border: 0; padding: 4px; border-radius: 8px; color: inherit; cursor: pointer; transition: transform 0.15s; }
.gm-hold[aria-pressed="true"] { transform: translateY(-8px); outline: 2px solid var(--arena-accent); }
.gm-hold:disabled { cursor: default; }
.gm-hand-active { outline: 2px solid var(--arena-accent); border-radius: 8px; padding: 4px; }
@media (prefers-reduced-motion: reduce) { .gm-card-deal { animation: none; } .gm-hold { transition: none; } }
`;
