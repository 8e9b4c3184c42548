/**
 * The chat bot's retrieval: tf-idf over the help texts of the content store (information pages and rules
 * chapters, ru and en). Deterministic on purpose: the same question over the same content gives the same
 * answer, and an answer names the page it came from.
 *
 * Normalisation (per language, the same for questions and texts): Unicode NFKC, lower case, ё → е, words
 * of letters and digits, stop words dropped, and a light stem — a word is cut to its first STEM letters
 * (Russian and the other interface languages inflect at the end: «вывести», «вывестИ», «выведите»… and
 * English «withdraw», «withdrawal» meet on their stem).
 */
import type { StoredItem } from '../../content/content-repository.ts';
import { pageOfType } from '../../content/content-paths.ts';

const STEM = 5;
const STOP_WORDS = new Set([
  // ru / ua / kz / az / ar question words and fillers (stems), en the same
  'как', 'что', 'где', 'когда', 'почем', 'можно', 'мне', 'мой', 'моя', 'мои', 'это', 'для', 'или', 'если', 'чтобы', 'нужно', 'хочу', 'надо', 'подск', 'скажи', 'пожал', 'здрав', 'привет',
  'як', 'що', 'мені', 'чому', 'қалай', 'неге', 'nece', 'necə', 'mən', 'niyə', 'kimi', 'كيف', 'ماذا', 'أين', 'هل',
  'how', 'what', 'where', 'when', 'why', 'can', 'the', 'and', 'for', 'you', 'your', 'my', 'mine', 'do', 'does', 'is', 'are', 'to', 'of', 'in', 'it', 'an', 'want', 'need', 'please', 'hello',
]);
const TITLE_WEIGHT = 3;
const SUMMARY_WEIGHT = 2;
/** A question whose best page scores below this has no answer in the help: the bot hands over. */
export const MIN_SCORE = 2;

export function terms(text: string): string[] {
  const words = text.normalize('NFKC').toLowerCase().replace(/ё/g, 'е').match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.filter((w) => w.length > 1).map((w) => w.slice(0, STEM)).filter((w) => !STOP_WORDS.has(w));
}

export interface HelpPage {
  type: string;
  slug: string;
  /** The path after `/{lng}/` of the page (content-paths.ts). */
  path: string;
  texts: Partial<Record<'ru' | 'en', { title: string; summary: string; body: string }>>;
}

interface IndexedDoc {
  page: HelpPage;
  weights: Map<string, number>;
}

export interface HelpIndex {
  /** The best page for a question, or null when nothing scores MIN_SCORE. */
  search(question: string): { page: HelpPage; score: number } | null;
}

export function helpPageOf(item: StoredItem): HelpPage {
  const page = pageOfType(item.type);
  const texts: HelpPage['texts'] = {};
  for (const lang of ['ru', 'en'] as const) {
    const text = item[lang];
    if (text) texts[lang] = { title: text.title, summary: text.summary, body: text.body };
  }
  return { type: item.type, slug: item.slug, path: page ? page.path(item) : item.slug, texts };
}

/** One document per page and language: a Russian question finds the Russian text and an English one the English. */
export function buildHelpIndex(pages: readonly HelpPage[]): HelpIndex {
  const docs: IndexedDoc[] = [];
  for (const page of pages) {
    for (const text of Object.values(page.texts)) {
      const weights = new Map<string, number>();
      const add = (words: string[], weight: number) => words.forEach((w) => weights.set(w, (weights.get(w) ?? 0) + weight));
      add(terms(text.title), TITLE_WEIGHT);
      add(terms(text.summary), SUMMARY_WEIGHT);
      add(terms(text.body), 1);
      docs.push({ page, weights });
    }
  }
  const documentFrequency = new Map<string, number>();
  for (const doc of docs) for (const term of doc.weights.keys()) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
  const idf = (term: string) => Math.log(1 + docs.length / (documentFrequency.get(term) ?? docs.length));
  return {
    search(question) {
      const asked = [...new Set(terms(question))];
      let best: { page: HelpPage; score: number } | null = null;
      for (const doc of docs) {
        // log-scaled term frequency: a long page repeating a word does not beat the page about it.
        const score = asked.reduce((sum, term) => sum + (doc.weights.has(term) ? (1 + Math.log(doc.weights.get(term)!)) * idf(term) : 0), 0);
        if (score >= MIN_SCORE && (!best || score > best.score)) best = { page: doc.page, score };
      }
      return best;
    },
  };
}

/** The answer's text: the page's title, its summary and the start of its body as plain text. */
export function helpExcerpt(text: { title: string; summary: string; body: string }, question: string, maxLength = 700): string {
  const paragraphs = text.body.split(/\n{2,}/).map((p) => p.replace(/[#*_>`[\]]/g, '').replace(/\(https?:[^)]*\)/g, '').trim()).filter(Boolean);
  // The paragraph that shares most words with the question goes first (the section it asked about).
  const asked = new Set(terms(question));
  const overlap = (p: string) => terms(p).filter((t) => asked.has(t)).length;
  const start = paragraphs.reduce((bestIndex, p, index) => (overlap(p) > overlap(paragraphs[bestIndex] ?? '') ? index : bestIndex), 0);
  const chosen = paragraphs.slice(start, start + 3).join('\n');
  const excerpt = chosen.length > maxLength ? `${chosen.slice(0, maxLength).replace(/\s+\S*$/, '')}…` : chosen;
  return `${text.title}\n${excerpt || text.summary}`;
}
