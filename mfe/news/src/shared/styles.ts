/** The news app's stylesheet (own <style>, theme custom properties); `.nw-prose` styles the sanitised HTML. */
export const NEWS_CSS = `
.arena-news { color: var(--arena-text); font-family: var(--arena-font); display: grid; gap: 16px; max-width: 860px; }
.arena-news h1 { margin: 0; font-size: 1.6rem; line-height: 1.25; }
.arena-news a { color: inherit; }
.nw-lead { margin: 0; color: var(--arena-text-muted); }
.nw-day { display: grid; gap: 8px; }
.nw-day h2 { margin: 0; font-size: 0.85rem; text-transform: uppercase; letter-spacing: 0.04em; color: var(--arena-text-muted); }
.nw-list { list-style: none; margin: 0; padding: 0; display: grid; gap: 10px; }
.nw-entry { display: grid; grid-template-columns: 64px 1fr; gap: 12px; padding: 12px 14px; background: var(--arena-surface); border: 1px solid var(--arena-border); border-radius: 12px; }
.nw-entry:hover { border-color: var(--arena-accent); }
.nw-entry time { font-variant-numeric: tabular-nums; color: var(--arena-accent); font-weight: 700; }
.nw-entry h3 { margin: 0 0 4px; font-size: 1.02rem; line-height: 1.3; }
.nw-entry h3 a { text-decoration: none; }
.nw-entry h3 a:hover { text-decoration: underline; }
.nw-entry p { margin: 0; font-size: 0.9rem; color: var(--arena-text-muted); }
.nw-more { justify-self: center; padding: 8px 20px; border-radius: 8px; border: 1px solid var(--arena-border); background: var(--arena-surface); color: inherit; font: inherit; cursor: pointer; }
.nw-item { display: grid; gap: 12px; }
.nw-back { font-size: 0.9rem; }
.nw-meta { font-size: 0.85rem; color: var(--arena-text-muted); }
.nw-summary { margin: 0; font-size: 1.05rem; font-weight: 600; }
.nw-prose { line-height: 1.65; }
.nw-prose h2 { font-size: 1.2rem; margin: 1.2em 0 0.4em; }
.nw-prose p, .nw-prose ul, .nw-prose ol { margin: 0 0 0.9em; }
.nw-prose a { color: var(--arena-accent); }
.nw-prose table { border-collapse: collapse; margin: 0 0 1em; font-size: 0.92rem; }
.nw-prose th, .nw-prose td { border: 1px solid var(--arena-border); padding: 6px 10px; text-align: start; }
.nw-latest { border-top: 1px solid var(--arena-border); padding-top: 12px; display: grid; gap: 8px; }
.nw-latest h2 { margin: 0; font-size: 1.1rem; }
.nw-state { padding: 24px; border-radius: 12px; background: var(--arena-surface); border: 1px solid var(--arena-border); display: grid; gap: 8px; justify-items: start; }
.nw-state h2 { margin: 0; font-size: 1.2rem; }
.nw-state p { margin: 0; color: var(--arena-text-muted); }
.nw-state button { padding: 6px 16px; border-radius: 8px; border: 1px solid var(--arena-border); background: var(--arena-surface-2); color: inherit; font: inherit; cursor: pointer; }
.nw-skeleton { height: 240px; border-radius: 12px; background: var(--arena-surface-2); }
`;
