/** The betting alphabet's stylesheet (the app brings its own <style>); colours from the shell theme. */
export const ALPHABET_CSS = `
.arena-alphabet { color: var(--arena-text); font-family: var(--arena-font); display: grid; gap: 16px; }
.arena-alphabet h1 { margin: 0; font-size: 1.6rem; line-height: 1.25; }
.arena-alphabet a { color: inherit; }
.ab-index, .ab-entry { display: grid; gap: 14px; max-width: 960px; }
.ab-lead { margin: 0; color: var(--arena-text-muted); max-width: 70ch; }
.ab-letters { display: flex; flex-wrap: wrap; gap: 4px; margin: 0; padding: 0; list-style: none; }
.ab-letters a { display: inline-grid; place-items: center; min-width: 34px; height: 34px; padding: 0 8px; border-radius: 8px; background: var(--arena-surface); border: 1px solid var(--arena-border); text-decoration: none; font-weight: 600; }
.ab-letters a[aria-current="page"], .ab-chips a[aria-current="page"] { background: var(--arena-accent); color: var(--arena-accent-text); border-color: var(--arena-accent); }
.ab-chips { display: flex; flex-wrap: wrap; gap: 6px; margin: 0; padding: 0; list-style: none; }
.ab-chips a { display: inline-block; padding: 5px 12px; border-radius: 14px; background: var(--arena-surface-2); text-decoration: none; font-size: 0.875rem; }
.ab-group h2 { margin: 8px 0; font-size: 1.4rem; color: var(--arena-accent); }
.ab-terms { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(260px, 1fr)); gap: 10px; }
.ab-term { padding: 10px 14px; border-radius: 10px; background: var(--arena-surface); border: 1px solid var(--arena-border); }
.ab-term a { font-weight: 600; text-decoration: none; }
.ab-term a:hover { text-decoration: underline; }
.ab-term p { margin: 4px 0 0; font-size: 0.88rem; color: var(--arena-text-muted); }
.ab-empty { color: var(--arena-text-muted); }
.ab-crumbs { display: flex; flex-wrap: wrap; gap: 6px; font-size: 0.85rem; color: var(--arena-text-muted); margin: 0; padding: 0; list-style: none; }
.ab-crumbs li + li::before { content: "›"; margin-inline-end: 6px; }
.ab-prose { line-height: 1.65; max-width: 760px; }
.ab-prose p { margin: 0 0 0.9em; }
.ab-state { display: grid; gap: 10px; justify-items: start; padding: 24px; background: var(--arena-surface); border-radius: 12px; }
.ab-state h1 { font-size: 1.3rem; }
.ab-state button { padding: 6px 16px; border-radius: 8px; border: 1px solid var(--arena-border); background: var(--arena-surface-2); color: inherit; font: inherit; cursor: pointer; }
.ab-skeleton { height: 320px; border-radius: 12px; background: var(--arena-surface); }
`;
