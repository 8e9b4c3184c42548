/**
 * The blog's stylesheet (the host links only the shell's CSS, so the app brings its own <style>); colours
 * come from the shell theme's custom properties. `.bl-prose` styles the sanitised article HTML.
 */
export const BLOG_CSS = `
.arena-blog { color: var(--arena-text); font-family: var(--arena-font); display: grid; gap: 16px; }
.arena-blog h1 { margin: 0; font-size: 1.6rem; line-height: 1.25; }
.arena-blog a { color: inherit; }
.bl-lead { margin: 0; color: var(--arena-text-muted); max-width: 70ch; }
.bl-chips { display: flex; flex-wrap: wrap; gap: 6px; margin: 0; padding: 0; list-style: none; }
.bl-chips a { display: inline-block; padding: 5px 12px; border-radius: 14px; background: var(--arena-surface-2); text-decoration: none; font-size: 0.875rem; }
.bl-chips a[aria-current="page"] { background: var(--arena-accent); color: var(--arena-accent-text); }
.bl-grid { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(260px, 1fr)); gap: 16px; }
.bl-card { display: grid; grid-template-rows: auto 1fr; background: var(--arena-surface); border: 1px solid var(--arena-border); border-radius: 12px; overflow: hidden; }
.bl-card:hover { border-color: var(--arena-accent); }
.bl-card__art { display: block; width: 100%; aspect-ratio: 2 / 1; }
.bl-card__body { display: grid; gap: 6px; padding: 12px 14px 14px; align-content: start; }
.bl-card__title { margin: 0; font-size: 1.05rem; line-height: 1.3; }
.bl-card__title a { text-decoration: none; }
.bl-card__title a:hover { text-decoration: underline; }
.bl-card__summary { margin: 0; font-size: 0.9rem; color: var(--arena-text-muted); }
.bl-meta { display: flex; flex-wrap: wrap; gap: 4px 12px; font-size: 0.8rem; color: var(--arena-text-muted); }
.bl-more { justify-self: center; padding: 8px 20px; border-radius: 8px; border: 1px solid var(--arena-border); background: var(--arena-surface); color: inherit; font: inherit; cursor: pointer; }
.bl-more:disabled { opacity: 0.6; cursor: default; }
.bl-crumbs { display: flex; flex-wrap: wrap; gap: 6px; font-size: 0.85rem; color: var(--arena-text-muted); margin: 0; padding: 0; list-style: none; }
.bl-crumbs li + li::before { content: "›"; margin-inline-end: 6px; }
.bl-article { display: grid; gap: 14px; max-width: 760px; }
.bl-article__art { display: block; width: 100%; aspect-ratio: 3 / 1; border-radius: 12px; }
.bl-prose { line-height: 1.65; font-size: 1rem; }
.bl-prose h2 { font-size: 1.25rem; margin: 1.4em 0 0.4em; }
.bl-prose h3 { font-size: 1.1rem; margin: 1.2em 0 0.4em; }
.bl-prose p, .bl-prose ul, .bl-prose ol { margin: 0 0 0.9em; }
.bl-prose a { color: var(--arena-accent); }
.bl-prose table { border-collapse: collapse; margin: 0 0 1em; width: 100%; max-width: 560px; font-size: 0.92rem; }
.bl-prose th, .bl-prose td { border: 1px solid var(--arena-border); padding: 6px 10px; text-align: start; }
.bl-prose th { background: var(--arena-surface-2); }
.bl-prose blockquote { margin: 0 0 1em; padding: 8px 14px; border-inline-start: 4px solid var(--arena-accent); background: var(--arena-surface-2); }
.bl-related { display: grid; gap: 10px; border-top: 1px solid var(--arena-border); padding-top: 14px; }
.bl-related h2 { margin: 0; font-size: 1.15rem; }
.bl-state { padding: 24px; border-radius: 12px; background: var(--arena-surface); border: 1px solid var(--arena-border); display: grid; gap: 8px; justify-items: start; }
.bl-state h2 { margin: 0; font-size: 1.2rem; }
.bl-state p { margin: 0; color: var(--arena-text-muted); }
.bl-skeleton { height: 220px; border-radius: 12px; background: var(--arena-surface-2); }
.bl-state button { padding: 6px 16px; border-radius: 8px; border: 1px solid var(--arena-border); background: var(--arena-surface-2); color: inherit; font: inherit; cursor: pointer; }
`;
