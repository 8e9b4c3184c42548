/**
 * The table of contents of a page: its h2/h3 headings. The server renders Markdown to sanitised HTML
 * without heading ids, so the page gives each heading a stable id (`sec-1`, `sec-2`…) and lists them.
 * The input is the store's sanitised output (well-formed, no attributes that matter), not arbitrary HTML.
 */
export interface TocEntry {
  id: string;
  level: 2 | 3;
  text: string;
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' };
const plainText = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&(?:amp|lt|gt|quot|#39|nbsp);/g, (e) => ENTITIES[e] ?? e)
    .replace(/\s+/g, ' ')
    .trim();

export function withHeadingAnchors(html: string): { html: string; toc: TocEntry[] } {
  const toc: TocEntry[] = [];
  const anchored = html.replace(/<h([23])(\s[^>]*)?>([\s\S]*?)<\/h\1>/g, (_whole, level: string, _attrs: string | undefined, inner: string) => {
    const id = `sec-${toc.length + 1}`;
    toc.push({ id, level: level === '2' ? 2 : 3, text: plainText(inner) });
    return `<h${level} id="${id}">${inner}</h${level}>`;
  });
  return { html: anchored, toc };
}
