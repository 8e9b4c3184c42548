/** Styles of the landing view beyond the promotions app's shared ones (theme custom properties only). */
export const LANDING_STYLES = `
.landing-highlights { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(auto-fit, minmax(180px, 1fr)); gap: 12px; }
.landing-highlights li { display: grid; gap: 4px; padding: 14px 16px; border-radius: var(--arena-radius); background: var(--arena-surface); border: 1px solid var(--arena-border); }
.landing-highlights strong { font-size: 1.6rem; color: var(--arena-accent); line-height: 1.1; }
.landing-highlights span { color: var(--arena-text-muted); font-size: 0.9rem; }
.landing .promo-body h2 { font-size: 1.2rem; margin: 1.1em 0 0.4em; }
.landing .promo-body h2:first-child { margin-top: 0; }
.landing .promo-body a { color: var(--arena-accent); }
.landing-bottom-cta { margin: 0; display: flex; justify-content: center; }
`;
