/**
 * Article bodies are Markdown written by operators; pages show them as HTML. marked parses, sanitize-html
 * keeps only an allow-list of tags and attributes, so a <script>, an event handler or a javascript: link
 * in an article never reaches a visitor's page. Images are not allowed: the CSP forbids external images and
 * artwork is drawn from data.
 */
import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

const marked = new Marked({ gfm: true, breaks: false, async: false });

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'blockquote', 'ul', 'ol', 'li', 'strong', 'em', 'del', 'code', 'pre',
    'a', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'sup', 'sub',
  ],
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'], th: ['align'], td: ['align'], ol: ['start'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  // The page has its own h1 (the item's title): a heading 1 in a body becomes a heading 2.
  transformTags: {
    h1: 'h2',
    a: (tagName, attribs) => {
      const href = attribs['href'] ?? '';
      const external = /^https?:\/\//i.test(href);
      return { tagName, attribs: external ? { ...attribs, rel: 'noopener noreferrer nofollow', target: '_blank' } : { ...attribs } };
    },
  },
  disallowedTagsMode: 'discard',
};

export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown) as string;
  return sanitizeHtml(html, SANITIZE).trim();
}

/** Plain text of a Markdown fragment (for descriptions and JSON-LD): rendered, then every tag dropped. */
export function markdownToText(markdown: string): string {
  return sanitizeHtml(marked.parse(markdown) as string, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim();
}
