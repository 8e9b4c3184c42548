/**
 * The information pages' stylesheet (the host links only the shell's CSS, so the app brings its own
 * <style>); colours come from the shell theme's custom properties.
 */
export const INFO_CSS = `
.arena-info { color: var(--arena-text); font-family: var(--arena-font); display: grid; gap: 16px; }
.arena-info h1 { margin: 0; font-size: 1.6rem; line-height: 1.25; }
.arena-info a { color: inherit; }
.in-lead { margin: 0; color: var(--arena-text-muted); max-width: 70ch; }
.in-article { display: grid; gap: 14px; max-width: 820px; align-content: start; }
.in-toc { background: var(--arena-surface); border: 1px solid var(--arena-border); border-radius: 12px; padding: 12px 16px; }
.in-toc__title { margin: 0 0 6px; font-size: 0.95rem; text-transform: uppercase; letter-spacing: 0.04em; color: var(--arena-text-muted); }
.in-toc ol, .in-rules__chapters ol { margin: 0; padding-inline-start: 1.2em; display: grid; gap: 4px; }
.in-toc__sub { margin-inline-start: 1em; font-size: 0.92em; }
.in-prose { line-height: 1.65; font-size: 1rem; }
.in-prose h2 { font-size: 1.25rem; margin: 1.4em 0 0.4em; scroll-margin-top: 80px; }
.in-prose h3 { font-size: 1.08rem; margin: 1.2em 0 0.3em; scroll-margin-top: 80px; }
.in-prose p, .in-prose ul, .in-prose ol { margin: 0 0 0.9em; }
.in-prose table { border-collapse: collapse; width: 100%; margin: 0 0 1em; font-size: 0.95rem; }
.in-prose th, .in-prose td { border: 1px solid var(--arena-border); padding: 6px 10px; text-align: start; vertical-align: top; }
.in-prose th { background: var(--arena-surface-2); }
.in-prose blockquote { margin: 0 0 1em; padding: 8px 14px; border-inline-start: 3px solid var(--arena-accent); background: var(--arena-surface); }
.in-rules { display: grid; grid-template-columns: minmax(200px, 260px) 1fr; gap: 24px; align-items: start; }
.in-rules__chapters { position: sticky; top: 72px; background: var(--arena-surface); border: 1px solid var(--arena-border); border-radius: 12px; padding: 12px 16px; }
.in-rules__chapters a { text-decoration: none; }
.in-rules__chapters a:hover { text-decoration: underline; }
.in-rules__chapters a[aria-current="page"] { font-weight: 700; color: var(--arena-accent); }
@media (max-width: 760px) { .in-rules { grid-template-columns: 1fr; } .in-rules__chapters { position: static; } }
.in-state { display: grid; gap: 10px; justify-items: start; padding: 24px; background: var(--arena-surface); border-radius: 12px; }
.in-state h1 { font-size: 1.3rem; }
.in-state button { padding: 6px 16px; border-radius: 8px; border: 1px solid var(--arena-border); background: var(--arena-surface-2); color: inherit; font: inherit; cursor: pointer; }
.in-skeleton { height: 320px; border-radius: 12px; background: linear-gradient(90deg, var(--arena-surface) 25%, var(--arena-surface-2) 50%, var(--arena-surface) 75%); background-size: 200% 100%; animation: in-shimmer 1.4s infinite; }
@keyframes in-shimmer { from { background-position: 200% 0; } to { background-position: -200% 0; } }
.in-calc-page { display: grid; gap: 16px; max-width: 820px; }
.in-calc { display: grid; gap: 12px; padding: 16px; background: var(--arena-surface); border: 1px solid var(--arena-border); border-radius: 12px; }
.in-calc h2 { margin: 0; font-size: 1.15rem; }
.in-calc__types { display: flex; flex-wrap: wrap; gap: 14px; border: 0; padding: 0; margin: 0; }
.in-calc__types legend { font-weight: 600; margin-bottom: 6px; }
.in-calc__types label { display: inline-flex; gap: 6px; align-items: center; cursor: pointer; }
.in-calc__field, .in-calc__row label { display: grid; gap: 4px; font-size: 0.9rem; }
.in-calc input, .in-calc select { padding: 7px 10px; border-radius: 8px; border: 1px solid var(--arena-border); background: var(--arena-surface-2); color: inherit; font: inherit; min-width: 120px; }
.in-calc input[type="radio"] { min-width: 0; padding: 0; margin: 0; accent-color: var(--arena-accent); }
.in-calc input[aria-invalid="true"] { border-color: var(--arena-danger, #d33); }
.in-calc__rows { list-style: none; margin: 0; padding: 0; display: grid; gap: 8px; }
.in-calc__row { display: flex; flex-wrap: wrap; gap: 10px; align-items: end; }
.in-calc__add, .in-calc__remove { justify-self: start; padding: 6px 14px; border-radius: 8px; border: 1px dashed var(--arena-border); background: transparent; color: inherit; font: inherit; cursor: pointer; }
.in-calc__result { display: grid; grid-template-columns: max-content 1fr; gap: 6px 16px; margin: 0; padding: 12px; border-radius: 8px; background: var(--arena-surface-2); }
.in-calc__result dt { color: var(--arena-text-muted); }
.in-calc__result dd { margin: 0; font-weight: 600; font-variant-numeric: tabular-nums; }
.in-calc__problems { margin: 0; padding-inline-start: 1.2em; color: var(--arena-danger, #d33); }
.in-calc__hint { list-style: none; margin-inline-start: -1.2em; color: var(--arena-text-muted); }
.in-debug { display: grid; gap: 6px; margin: 0; }
.in-debug div { display: grid; grid-template-columns: 160px 1fr; gap: 10px; }
.in-debug dd { margin: 0; word-break: break-all; }
`;
